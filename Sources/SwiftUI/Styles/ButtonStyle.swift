import Foundation
import ViewRuntime

/// SwiftUI's `ButtonStyle` (https://developer.apple.com/documentation/swiftui/buttonstyle): a user's
/// look for the buttons below `.buttonStyle(_:)`, keeping the standard interaction.
///
/// The runtime calls `makeBody(configuration:)` for each button it draws, with the button's label and
/// role. `isPressed` is always false: a scene's taps are instants, so no frame shows a pressed button.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label as a view.
  public struct Label: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public let role: ButtonRole?
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}

/// SwiftUI's `PrimitiveButtonStyle` (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle):
/// the built-in styles, and a user's style that handles the interaction itself.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// SwiftUI's `PrimitiveButtonStyleConfiguration`.
///
/// `trigger()` does nothing here: the runtime runs a button's action at each scene tap on the button,
/// whatever its style draws, so a style that calls `trigger()` from its own tap gesture would run the
/// action twice.
public struct PrimitiveButtonStyleConfiguration {
  public struct Label: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public let role: ButtonRole?
  public let label: PrimitiveButtonStyleConfiguration.Label
  public func trigger() {}
}

extension View {
  /// SwiftUI's `buttonStyle(_:)` with a `ButtonStyle`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let custom = CustomButtonStyle { label, isPressed, role in
      _onRenderThread {
        let configuration = ButtonStyleConfiguration(role: role, label: .init(node: label), isPressed: isPressed)
        return ControlStyleEnvironment.body(of: style) { _makeNode(style.makeBody(configuration: configuration)) }
      }
    }
    return _modified(ControlStyleEnvironment.environment { $0.customButtonStyle = custom })
  }

  /// SwiftUI's `buttonStyle(_:)` with a `PrimitiveButtonStyle`: the built-in styles, or a user's.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    if let builtIn = style as? BuiltInButtonStyle {
      let kind = builtIn.kind
      return _modified(ControlStyleEnvironment.environment { $0.buttonStyle = kind; $0.customButtonStyle = nil })
    }
    let custom = CustomButtonStyle { label, _, role in
      _onRenderThread {
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(node: label))
        return ControlStyleEnvironment.body(of: style) { _makeNode(style.makeBody(configuration: configuration)) }
      }
    }
    return _modified(ControlStyleEnvironment.environment { $0.customButtonStyle = custom })
  }
}

import Foundation
import ViewRuntime

/// SwiftUI's `ToggleStyle` (https://developer.apple.com/documentation/swiftui/togglestyle): how the
/// toggles below `.toggleStyle(_:)` draw.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension ToggleStyle {
  @MainActor func _makeNode(_ configuration: ToggleStyleConfiguration) -> ViewNode {
    ControlStyleEnvironment.body(of: self) { SwiftUI._makeNode(self.makeBody(configuration: configuration)) }
  }
}

/// SwiftUI's `ToggleStyleConfiguration`: the toggle's label and its bound state.
public struct ToggleStyleConfiguration {
  public struct Label: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public let label: ToggleStyleConfiguration.Label
  @Binding public var isOn: Bool
  /// A toggle bound to several values some of which are on; `Toggle(sources:isOn:)` is not supported.
  public var isMixed: Bool { false }

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// The built-in toggle styles: a kind the runtime's toggle draws.
protocol BuiltInToggleStyle {
  var kind: ToggleStyleKind { get }
}

/// SwiftUI's `DefaultToggleStyle` (`.automatic`): a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
  var kind: ToggleStyleKind { .automatic }
  public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> { Toggle(configuration) }
}

/// SwiftUI's `SwitchToggleStyle` (`.switch`).
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
  var kind: ToggleStyleKind { .switchStyle }
  public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> { Toggle(configuration) }
}

/// SwiftUI's `ButtonToggleStyle` (`.button`): a bordered button, prominent while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
  var kind: ToggleStyleKind { .button }
  public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  /// SwiftUI's `toggleStyle(_:)`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    _transformed { content in
      if let builtIn = style as? BuiltInToggleStyle {
        let kind = builtIn.kind
        return .modified(ControlStyleEnvironment.set(ControlStyleEnvironment.toggleStyle, nil, on: content),
                         ControlStyleEnvironment.environment { $0.toggleStyle = kind })
      }
      return ControlStyleEnvironment.set(ControlStyleEnvironment.toggleStyle, style, on: content)
    }
  }
}

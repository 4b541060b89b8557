import Foundation
import ViewRuntime

/// SwiftUI's `LabelStyle` (https://developer.apple.com/documentation/swiftui/labelstyle): how the
/// labels below `.labelStyle(_:)` draw their title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension LabelStyle {
  /// The style's body for one label, lowered.
  @MainActor func _makeNode(_ configuration: LabelStyleConfiguration) -> ViewNode {
    ControlStyleEnvironment.body(of: self) { SwiftUI._makeNode(self.makeBody(configuration: configuration)) }
  }
}

/// SwiftUI's `LabelStyleConfiguration`: the label's title and icon as views.
public struct LabelStyleConfiguration {
  let label: ControlLabel

  public struct Title: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public struct Icon: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public var title: LabelStyleConfiguration.Title { Title(node: label.title) }
  public var icon: LabelStyleConfiguration.Icon { Icon(node: label.icon) }
}

/// The built-in label styles: a kind of the runtime's label.
protocol BuiltInLabelStyle {
  var kind: LabelStyleKind { get }
}

/// SwiftUI's `DefaultLabelStyle` (`.automatic`).
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .automatic }
  public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {
    Label(configuration)
  }
}

/// SwiftUI's `IconOnlyLabelStyle` (`.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .iconOnly }
  public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {
    Label(configuration)
  }
}

/// SwiftUI's `TitleOnlyLabelStyle` (`.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .titleOnly }
  public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {
    Label(configuration)
  }
}

/// SwiftUI's `TitleAndIconLabelStyle` (`.titleAndIcon`).
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .titleAndIcon }
  public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {
    Label(configuration)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// SwiftUI's `labelStyle(_:)`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    _transformed { content in
      if let builtIn = style as? BuiltInLabelStyle {
        let kind = builtIn.kind
        return .modified(ControlStyleEnvironment.set(ControlStyleEnvironment.labelStyle, nil, on: content),
                         ControlStyleEnvironment.environment { $0.labelStyle = kind })
      }
      return ControlStyleEnvironment.set(ControlStyleEnvironment.labelStyle, style, on: content)
    }
  }
}

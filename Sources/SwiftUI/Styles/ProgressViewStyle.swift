import Foundation
import ViewRuntime

/// SwiftUI's `ProgressViewStyle` (https://developer.apple.com/documentation/swiftui/progressviewstyle).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension ProgressViewStyle {
  @MainActor func _makeNode(_ configuration: ProgressViewStyleConfiguration) -> ViewNode {
    ControlStyleEnvironment.body(of: self) { SwiftUI._makeNode(self.makeBody(configuration: configuration)) }
  }
}

/// SwiftUI's `ProgressViewStyleConfiguration`: the completed fraction (nil: indeterminate) and labels.
public struct ProgressViewStyleConfiguration {
  let control: ProgressControl

  public struct Label: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public struct CurrentValueLabel: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public var fractionCompleted: Double? { control.fraction }
  public var label: ProgressViewStyleConfiguration.Label? { control.label.map { Label(node: $0) } }
  /// The runtime keeps no current-value label (iOS's built-in styles do not draw one).
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? { nil }
}

/// The built-in progress styles: a kind the runtime's progress view draws.
protocol BuiltInProgressViewStyle {
  var kind: ProgressViewStyleKind { get }
}

/// SwiftUI's `DefaultProgressViewStyle` (`.automatic`): linear with a value, circular without.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  var kind: ProgressViewStyleKind { .automatic }
  public func makeBody(configuration: Configuration) -> ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> {
    ProgressView(configuration)
  }
}

/// SwiftUI's `LinearProgressViewStyle` (`.linear`).
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  var kind: ProgressViewStyleKind { .linear }
  public func makeBody(configuration: Configuration) -> ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> {
    ProgressView(configuration)
  }
}

/// SwiftUI's `CircularProgressViewStyle` (`.circular`): the spinner, with or without a value.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  var kind: ProgressViewStyleKind { .circular }
  public func makeBody(configuration: Configuration) -> ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> {
    ProgressView(configuration)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// SwiftUI's `progressViewStyle(_:)`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    _transformed { content in
      if let builtIn = style as? BuiltInProgressViewStyle {
        let kind = builtIn.kind
        return .modified(ControlStyleEnvironment.set(ControlStyleEnvironment.progressViewStyle, nil, on: content),
                         ControlStyleEnvironment.environment { $0.progressViewStyle = kind })
      }
      return ControlStyleEnvironment.set(ControlStyleEnvironment.progressViewStyle, style, on: content)
    }
  }
}

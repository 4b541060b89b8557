import Foundation
import ViewRuntime

/// SwiftUI's `ViewBuilder`, with SwiftUI's overload set: a value pack per block, `Optional` for a lone
/// `if`, `_ConditionalContent` for `if`/`else`, `AnyView` for availability checks
/// (https://developer.apple.com/documentation/swiftui/viewbuilder).
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView(value: (repeat each content)) {
      var nodes: [ViewNode] = []
      for view in repeat each content { nodes.append(_makeNode(view)) }
      return nodes
    }
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

import Foundation
import ViewRuntime

// SwiftUI's animation and transaction view modifiers, lowered as the interpreter lowers them
// (https://developer.apple.com/documentation/swiftui/view/animation(_:value:),
// WWDC23 "Explore SwiftUI animation" for the scoped `body:` forms).
extension View {
  /// SwiftUI's `animation(_:value:)`: changes to this view animate when `value` changed.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    _modified(.animation(animation, value: EquatableValue.key(value)))
  }

  /// SwiftUI's deprecated `animation(_:)`: every change to this view animates.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    _modified(.animation(animation, value: nil))
  }

  /// SwiftUI's `animation(_:body:)`: only the modifiers `body` applies animate with `animation`.
  public func animation<V: View>(_ animation: Animation?,
                                 @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> some View {
    _modified(.transactionBody({ $0.animation = animation }, body: { content in
      _onRenderThread { _makeNode(body(PlaceholderContentView(node: content))) }
    }))
  }

  /// SwiftUI's `transaction(_:)`: changes the transaction of every change reaching this view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    _modified(.transaction(transform, value: nil))
  }

  /// SwiftUI's `transaction(value:_:)`: changes the transaction when `value` changed.
  public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    _modified(.transaction(transform, value: EquatableValue.key(value)))
  }

  /// SwiftUI's `transaction(_:body:)`: the transaction changes only for the modifiers `body` applies.
  public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                   @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> some View {
    _modified(.transactionBody(transform, body: { content in
      _onRenderThread { _makeNode(body(PlaceholderContentView(node: content))) }
    }))
  }
}

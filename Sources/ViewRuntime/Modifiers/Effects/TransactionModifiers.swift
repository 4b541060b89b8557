import Foundation
import AnimationEngine

// Modifiers that change the transaction the changes below animate with.

/// `.animation(_:value:)`: changes below animate with `animation` when `value` changed in the same
/// update; nil value (the deprecated `.animation(_:)`) applies to every change.
/// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
public struct AnimationModifier: ViewEffect, ResolvableEffect {
  public var animation: Animation?
  public var value: AnyHashable?
  public init(_ animation: Animation?, value: AnyHashable?) { self.animation = animation; self.value = value }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let applies = r.resolver.host.changeApplies(at: r.context.identity, value: value) && !r.context.transaction.disablesAnimations
    return try r.content { if applies { $0.transaction.animation = animation } }
  }
}

/// `.transaction(_:)` / `.transaction(value:_:)`: changes the transaction for the view's changes.
/// https://developer.apple.com/documentation/swiftui/view/transaction(_:)
public struct TransactionModifier: ViewEffect, ResolvableEffect {
  public var transform: (inout Transaction) throws -> Void
  public var value: AnyHashable?
  public init(_ transform: @escaping (inout Transaction) throws -> Void, value: AnyHashable?) {
    self.transform = transform; self.value = value
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    var c = r.context.child("/m")
    if r.resolver.host.changeApplies(at: r.context.identity, value: value) { try transform(&c.transaction) }
    return try r.resolver.resolve(r.node, c)
  }
}

/// `.animation(_:body:)` / `.transaction(_:body:)`: the transaction applies to the modifiers `body`
/// adds to its argument (the content), not to the content itself.
/// https://developer.apple.com/documentation/swiftui/view/animation(_:body:)
public struct TransactionBodyModifier: ViewEffect, ResolvableEffect {
  public var transform: (inout Transaction) throws -> Void
  public var body: (ViewNode) throws -> ViewNode
  public init(_ transform: @escaping (inout Transaction) throws -> Void, body: @escaping (ViewNode) throws -> ViewNode) {
    self.transform = transform; self.body = body
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The body's modifiers see the changed transaction; the content inside them the outer one.
    var c = r.context.child("/m")
    try transform(&c.transaction)
    let placeholder = ViewNode.modified(r.node, .effect(RestoreTransactionModifier(r.context.transaction)))
    return try r.resolver.resolve(try body(placeholder), c)
  }
}

/// Used by ``TransactionBodyModifier``: restores the outer transaction for the content.
public struct RestoreTransactionModifier: ViewEffect, ResolvableEffect {
  public var transaction: Transaction
  public init(_ transaction: Transaction) { self.transaction = transaction }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.transaction = transaction } }
}

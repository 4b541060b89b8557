import Foundation

/// `.onAppear`, `.onDisappear`, `.onChange(of:)`, `.task(id:)`, `.onReceive(timer)`: an event the
/// update pass runs after the update (`UpdatePass.lifecycle`), keyed by the view's path.
/// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
public struct LifecycleModifier: ViewEffect, ResolvableEffect {
  let event: LifecycleEvent
  init(_ event: LifecycleEvent) { self.event = event }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // A pager's page off screen has not appeared (or has disappeared): SwiftUI's pages load lazily.
    if !r.context.environment.layoutContainer.offscreenPage {
      r.resolver.host.lifecycle(at: r.context.identity, event, context: r.context)
    }
    return try r.content()
  }
}

import Foundation

/// `Link(_:destination:)`: its title in the tint, like a borderless button. Opening a URL has no meaning in a
/// render, so a tap does nothing.
/// https://developer.apple.com/documentation/swiftui/link
public struct LinkControl: ViewEffect, ResolvableEffect {
  public var label: ViewNode
  public var destination: String

  public init(label: ViewNode, destination: String) { self.label = label; self.destination = destination }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let tint = r.environment.controls.tint ?? .accentColor
    let scheme = r.environment.colorScheme
    var c = r.context.child("/link")
    if c.environment.foregroundStyles.isEmpty { c.environment.foregroundStyles = [.solid(tint.resolved(scheme))] }
    return ResolvedView(.marker(try r.resolver.resolve(label, c), InspectModifier(name: "link", values: [:])))
  }
}

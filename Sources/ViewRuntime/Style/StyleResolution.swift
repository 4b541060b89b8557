import AnimationEngine
import Foundation
import Graphics

/// Shape styles resolved against the environment, with their numbers animated.
///
/// A gradient animates its stops' colours and locations and its geometry (points, radii, angles)
/// when the transaction that changed them animates. Each is an attribute named by the style's kind
/// and stop count, so a gradient that changes kind or number of stops jumps to the new one (SwiftUI
/// interpolates only like with like; we chose a jump over a cross-fade).
extension TreeResolver {
  func resolveStyle(_ style: AnyShapeStyle, _ ctx: ResolveContext, _ name: String) -> StylePaint {
    resolve(style.resolvedStyle, ctx, name)
  }

  private func resolve(_ style: ResolvedShapeStyle, _ ctx: ResolveContext, _ name: String) -> StylePaint {
    switch style {
    case .color(let c):
      return .solid(animatedColor(ctx, name, ctx.environment.resolve(c)))
    case .linearGradient(let g):
      let key = "\(name).linear\(g.gradient.stops.count)"
      let p = animated(ctx, key + ".points", [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y].map { sanitized($0) })
      return .linear(stops: stops(g.gradient, ctx, key), start: UnitPoint(x: p[0], y: p[1]), end: UnitPoint(x: p[2], y: p[3]))
    case .radialGradient(let g):
      let key = "\(name).radial\(g.gradient.stops.count)"
      let p = animated(ctx, key + ".geometry", [g.center.x, g.center.y, g.startRadius, g.endRadius].map { sanitized($0) })
      return .radial(stops: stops(g.gradient, ctx, key), center: UnitPoint(x: p[0], y: p[1]), startRadius: p[2], endRadius: p[3])
    case .ellipticalGradient(let g):
      let key = "\(name).elliptical\(g.gradient.stops.count)"
      let p = animated(ctx, key + ".geometry", [g.center.x, g.center.y, g.startRadiusFraction, g.endRadiusFraction].map { sanitized($0) })
      return .elliptical(stops: stops(g.gradient, ctx, key), center: UnitPoint(x: p[0], y: p[1]), startFraction: p[2], endFraction: p[3])
    case .angularGradient(let g):
      let key = "\(name).angular\(g.gradient.stops.count)"
      var end = g.endAngle.radians
      if end == g.startAngle.radians { end += 2 * .pi }  // equal angles: a full turn
      let p = animated(ctx, key + ".geometry", [g.center.x, g.center.y, g.startAngle.radians, end].map { sanitized($0) })
      return .conic(stops: stops(g.gradient, ctx, key), center: UnitPoint(x: p[0], y: p[1]), startAngle: p[2], endAngle: p[3])
    case .meshGradient(let g):
      // Points and colours animate when the grid keeps its size, as a gradient's stops do.
      let key = "\(name).mesh\(g.width)x\(g.height)"
      let count = g.isDrawable ? g.width * g.height : 0
      let p = animatedVector(ctx, key + ".points", g.points.prefix(count).flatMap { [sanitized($0.x), sanitized($0.y)] })
      let colors = g.colors.prefix(count).enumerated().map { animatedColor(ctx, "\(key).color\($0.offset)", ctx.environment.resolve($0.element)) }
      return .mesh(MeshStyle(width: g.width, height: g.height, points: stride(from: 0, to: p.count, by: 2).map { UnitPoint(x: p[$0], y: p[$0 + 1]) },
                             colors: colors, background: ctx.environment.resolve(g.background), smooth: g.smoothsColors))
    case .foreground:
      return ctx.environment.primaryForeground
    case .hierarchical(let level):
      let styles = ctx.environment.foregroundStyles
      if styles.isEmpty { return .solid(animatedColor(ctx, name, ctx.environment.resolve(HierarchicalShapeStyle.labelColor(level)))) }
      if level < styles.count { return styles[level] }
      return styles[0].faded(by: HierarchicalShapeStyle.opacities[min(max(level, 0), 3)])
    case .tint:
      return .solid(animatedColor(ctx, name, ctx.environment.resolve(Color.accentColor)))
    case .background:
      // Resolved where the style is set's parent would see it: a background style that names
      // `.background` itself means the one around it.
      var outer = ctx
      let style = outer.environment.backgroundStyle
      outer.environment.backgroundStyle = nil
      return resolve(style ?? BackgroundStyleEffect.systemBackground, outer, name)
    case .opacity(let inner, let factor):
      let f = animated(ctx, name + ".opacity", [min(1, max(0, sanitized(factor, 1)))])[0]
      return resolve(inner, ctx, name).faded(by: f)
    }
  }

  /// Stops with animated colours and locations.
  private func stops(_ gradient: Gradient, _ ctx: ResolveContext, _ key: String) -> [GradientStop] {
    let locations = animatedVector(ctx, key + ".locations", gradient.stops.map { sanitized($0.location) })
    return gradient.stops.enumerated().map { i, stop in
      GradientStop(color: animatedColor(ctx, "\(key).stop\(i)", ctx.environment.resolve(stop.color)), location: locations[i])
    }
  }

  /// Any number of values animated together, as attributes of at most four numbers (`name.0`, `name.1`, …).
  func animatedVector(_ ctx: ResolveContext, _ name: String, _ values: [Double]) -> [Double] {
    if values.count <= 4 { return animated(ctx, name, values) }
    var out: [Double] = []
    out.reserveCapacity(values.count)
    for (i, start) in stride(from: 0, to: values.count, by: 4).enumerated() {
      out += animated(ctx, "\(name).\(i)", Array(values[start..<min(values.count, start + 4)]))
    }
    return out
  }
}

extension EnvironmentValues {
  /// A colour as drawn here: `Color.accentColor` (and the `.tint` style) in the tint set by `.tint(_:)`,
  /// adaptive colours in the colour scheme.
  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
  public func resolve(_ color: Color) -> RGBAColor {
    guard color.isAccentColor, let tint, !tint.isAccentColor else { return color.resolved(colorScheme) }
    // The accent colour's own alpha (from `.opacity`) scales the tint's.
    return resolve(tint).withAlphaMultiplied(by: color.rgba.alpha)
  }
}

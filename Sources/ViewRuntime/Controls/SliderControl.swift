import Foundation
import Graphics

/// `Slider(value:in:step:)`: a 4-point track filled with the tint up to the value, and a white 28-point thumb
/// with a soft shadow. The value's position animates like any animated value when the bound value changes.
/// https://developer.apple.com/documentation/swiftui/slider
public struct SliderControl: ViewEffect, ResolvableEffect {
  public var value: Double
  public var lower: Double
  public var upper: Double
  public var minimumValueLabel: ViewNode?
  public var maximumValueLabel: ViewNode?

  public init(value: Double, in range: ClosedRange<Double> = 0...1, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil) {
    self.value = value; lower = range.lowerBound; upper = range.upperBound
    self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
  }

  /// The value's place along the track, 0…1.
  public var fraction: Double {
    guard upper > lower else { return 0 }
    return min(1, max(0, (value - lower) / (upper - lower)))
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let env = r.environment.controls
    let scheme = r.environment.colorScheme
    let f = r.animated("slider.fraction", [fraction])[0]
    let tint = (env.tint ?? .accentColor).resolved(scheme)
    let h = ControlChoices.sliderTrackHeight, d = ControlChoices.sliderThumbDiameter
    let track = ResolvedView(.shape(.capsule, fill: .solid(ControlChoices.sliderTrack.resolved(scheme)), stroke: nil))
    let fill = ResolvedView(.shape(.capsule, fill: .solid(r.animatedColor("slider.tint", tint)), stroke: nil))
    let thumb = try r.resolve(Circle().fill(ControlChoices.knob)
      .shadow(color: Color(white: 0, opacity: ControlChoices.knobShadowOpacity), radius: 3, x: 0, y: 1.5)._node, "/thumb")
    // The thumb's centre runs from d/2 to width − d/2, and the fill reaches it.
    let drawer = PartsDrawer(size: { p in CGSize(width: p.width ?? ControlChoices.defaultTrackWidth, height: d) }, parts: [
      .init(view: track) { PartsDrawer.rect($0, x: 0, width: Double($0.width), height: h) },
      .init(view: fill) { PartsDrawer.rect($0, x: 0, width: d / 2 + f * (Double($0.width) - d), height: h) },
      .init(view: thumb) { PartsDrawer.rect($0, x: f * (Double($0.width) - d), width: d, height: d) },
    ])
    var view = ResolvedView(.effect(.empty, drawer))
    if minimumValueLabel != nil || maximumValueLabel != nil {
      // Value labels sit at the ends, 8 points from the track (SwiftUI's stack spacing), in secondary grey.
      var children: [ResolvedView] = []
      if let minimumValueLabel { children.append(try r.resolve(minimumValueLabel, "/min")) }
      children.append(view)
      if let maximumValueLabel { children.append(try r.resolve(maximumValueLabel, "/max")) }
      view = ResolvedView(.stack(.horizontal, .center, spacing: 8, children))
    }
    view = ResolvedView(.marker(view, InspectModifier(name: "slider", values: ["value": [value], "fraction": [f]])))
    return env.isDisabled ? ResolvedView(.opacity(view, ControlChoices.disabledOpacity)) : view
  }
}

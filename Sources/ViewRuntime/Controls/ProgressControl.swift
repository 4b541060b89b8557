import Foundation
import Graphics

/// `ProgressView`: with a value, a 4-point tinted bar over a grey track (`.linear`, the default then), its label
/// above; without one (or `.circular`), the spinner: 8 spokes turning one spoke per 1/8 s, drawn from scene time.
/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressControl: ViewEffect, ResolvableEffect {
  /// The completed fraction's numerator, nil for an indeterminate progress view.
  public var value: Double?
  public var total: Double
  public var label: ViewNode?

  public init(value: Double?, total: Double = 1, label: ViewNode? = nil) {
    self.value = value; self.total = total; self.label = label
  }

  public var fraction: Double? {
    guard let value else { return nil }
    guard total > 0 else { return 0 }
    return min(1, max(0, value / total))
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let style = r.environment.controls.progressViewStyle
    if let fraction, style != .circular { return try linear(r, fraction) }
    return try spinner(r)
  }

  private func linear(_ r: EffectResolution, _ fraction: Double) throws -> ResolvedView {
    let scheme = r.environment.colorScheme
    let f = r.animated("progress.fraction", [fraction])[0]
    let h = ControlChoices.progressTrackHeight
    let tint = (r.environment.controls.tint ?? .accentColor).resolved(scheme)
    let track = ResolvedView(.shape(.capsule, fill: .solid(ControlChoices.progressTrack.resolved(scheme)), stroke: nil))
    let fill = ResolvedView(.shape(.capsule, fill: .solid(r.animatedColor("progress.tint", tint)), stroke: nil))
    let bar = ResolvedView(.effect(.empty, PartsDrawer(size: { p in CGSize(width: p.width ?? ControlChoices.defaultTrackWidth, height: h) }, parts: [
      .init(view: track) { PartsDrawer.rect($0, x: 0, width: Double($0.width), height: h) },
      .init(view: fill) { PartsDrawer.rect($0, x: 0, width: f * Double($0.width), height: h) },
    ])))
    var view = bar
    if let label, !ToggleControl.isEmpty(label) {
      view = ResolvedView(.stack(.vertical, .leading, spacing: 4, [try r.resolve(label, "/label"), bar]))
    }
    return ResolvedView(.marker(view, InspectModifier(name: "progress", values: ["fraction": [f]])))
  }

  private func spinner(_ r: EffectResolution) throws -> ResolvedView {
    let large = r.environment.controls.controlSize == .large || r.environment.controls.controlSize == .extraLarge
    let d = large ? ControlChoices.spinnerLargeDiameter : ControlChoices.spinnerDiameter
    let n = ControlChoices.spinnerSpokes
    let period = ControlChoices.spinnerPeriod
    let color = r.environment.controls.tint ?? ControlChoices.spinnerColor
    let label = self.label
    // One entry per spoke step: the content is rebuilt 8 times a second of scene time.
    let timeline = TimelineNode(schedule: .animation(minimumInterval: period / Double(n), paused: false)) { t, _ in
      let step = Int((max(0, t) / period * Double(n)).rounded(.down)) % n
      var spokes: [ViewNode] = []
      let length = d / 2 * (1 - ControlChoices.spinnerInnerFraction)
      for k in 0..<n {
        // Spoke `step` leads at full opacity; each one behind it (counter-clockwise) is 1/n fainter.
        let behind = (step - k + n) % n
        let opacity = 1 - Double(behind) / Double(n)
        spokes.append(Capsule().fill(color.opacity(opacity))
          .frame(width: ControlChoices.spinnerSpokeWidth, height: length)
          .frame(width: d, height: d, alignment: .top)
          .rotationEffect(.degrees(Double(k) * 360 / Double(n)))
          ._node)
      }
      let wheel = ViewNode.stack(StackNode(axis: .depth, children: spokes))
      let marked = AnyView(node: wheel).modifier(.effect(SpinnerMarker(step: step)))._node
      guard let label, !ToggleControl.isEmpty(label) else { return marked }
      return VStack(spacing: 8) { AnyView(node: marked); AnyView(node: label).foregroundStyle(Color.secondary) }._node
    }
    return try r.resolve(.timeline(timeline), "/spinner")
  }
}

/// Reports the spinner's leading spoke to `inspect` (`spinner.step`).
struct SpinnerMarker: ViewEffect, ResolvableEffect {
  let step: Int
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.marker(try r.content(), InspectModifier(name: "spinner", values: ["step": [Double(step)]])))
  }
}

import Foundation
import Graphics

/// The root of a scene rendered on a device (``DeviceModel``): the scene's view is laid out inside the
/// safe area (centred in it, as a window centres its root), views that `ignoresSafeArea` grow to the
/// screen edges, and the screen's chrome is drawn on top: status bar (9:41, signal, battery), the
/// Dynamic Island and the home indicator, in the label colour of the current appearance.
///
/// Chrome metrics are measured from Apple's iPhone 16 Pro design resources (Apple Design Resources,
/// "iOS 18 and iPadOS 18" templates) and stated here as choices: Dynamic Island 126 × 37 pt, 11 pt from
/// the top; time 17 pt semibold centred in the area left of the island; battery 27 × 13 pt; home
/// indicator 134 × 5 pt (iPad 320 × 5 pt), 8 pt above the bottom edge.
public struct DeviceScreen: ViewEffect, ResolvableEffect {
  public var device: DeviceModel
  /// The canvas the root fills (a scene may override the device's size).
  public var canvas: CGSize
  /// Draw the status bar, Dynamic Island and home indicator.
  public var showsChrome: Bool

  public init(device: DeviceModel, canvas: CGSize, showsChrome: Bool = true) {
    self.device = device; self.canvas = canvas; self.showsChrome = showsChrome
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let screen = CGRect(origin: .zero, size: canvas)
    let content = try r.content {
      $0.environment.layoutContainer = LayoutContainer(screen: screen, safeArea: device.safeArea, regularWidth: device.isPad)
    }
    var time: ResolvedView?
    if showsChrome {
      // iPhones with a Dynamic Island show 17 pt semibold; the SE and iPad status bars are 12 pt and 13 pt.
      let size = device.hasDynamicIsland ? 17.0 : device.isPad ? 13 : 12
      time = try r.resolve(.modified(.text("9:41"), .font(.system(size: size, weight: .semibold))), "/statusBar")
    }
    let label = Color.primary.resolved(r.environment.colorScheme)
    return ResolvedView(.effect(content, Drawer(device: device, canvas: canvas, time: time, label: label)))
  }

  struct Drawer: DrawnEffect {
    let device: DeviceModel
    let canvas: CGSize
    let time: ResolvedView?
    let label: RGBAColor

    var isTransparentToLayout: Bool { false }

    func sizeThatFits(_ content: ResolvedView, _ proposal: ProposedViewSize) -> CGSize {
      CGSize(width: proposal.width ?? Double(canvas.width), height: proposal.height ?? Double(canvas.height))
    }

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let screen = place.laidOut
      let i = device.safeArea
      let safe = CGRect(x: screen.minX + i.leading, y: screen.minY + i.top,
                        width: max(0, screen.width - i.leading - i.trailing), height: max(0, screen.height - i.top - i.bottom))
      var c = place
      c.laidOut = aligned(content.sizeThatFits(ProposedViewSize(safe.size)), in: safe, .center)
      try out.draw(content, c)
      guard let time else { return }
      try drawStatusBar(time, screen, place, &out)
      if device.hasHomeIndicator {
        let w = device.isPad ? 320.0 : 134
        let bar = CGRect(x: screen.midX - w / 2, y: screen.maxY - 8 - 5, width: w, height: 5)
        out.emit(.fill(path: Path { $0.addRoundedRect(in: bar, cornerRadius: 2.5) }, paint: .solid(label), rule: .nonZero, transform: place.ctm))
        out.record(InspectNode(kind: .shape, shape: "HomeIndicator", bounds: [], modifiers: []), with(place, bar))
      }
    }

    private func with(_ place: EffectPlacement, _ frame: CGRect) -> EffectPlacement {
      var p = place
      p.frame = frame
      return p
    }

    private func drawStatusBar(_ time: ResolvedView, _ screen: CGRect, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let ts = time.sizeThatFits(.unspecified)
      let barHeight: Double, timeCenterX: Double, iconsCenterX: Double
      if device.hasDynamicIsland {
        let island = CGRect(x: screen.midX - 63, y: screen.minY + 11, width: 126, height: 37)
        out.emit(.fill(path: Path { $0.addRoundedRect(in: island, cornerRadius: 18.5) }, paint: .solid(.black), rule: .nonZero, transform: place.ctm))
        out.record(InspectNode(kind: .shape, shape: "DynamicIsland", bounds: [], modifiers: []), with(place, island))
        // The status bar's items are centred in the two "ears" beside the island, on the island's centre line.
        barHeight = 2 * island.midY - screen.minY
        timeCenterX = (Double(screen.minX) + Double(island.minX)) / 2
        iconsCenterX = (Double(island.maxX) + Double(screen.maxX)) / 2
      } else {
        barHeight = device.safeArea.top
        timeCenterX = device.isPad ? Double(screen.minX) + 20 + Double(ts.width) / 2 : Double(screen.midX)
        iconsCenterX = Double(screen.maxX) - 40
      }
      let midY = Double(screen.minY) + barHeight / 2
      var t = place
      t.laidOut = CGRect(x: timeCenterX - Double(ts.width) / 2, y: midY - Double(ts.height) / 2, width: ts.width, height: ts.height)
      try out.draw(time, t)
      // Signal bars (4 bars, 3 pt wide, 1.5 pt apart, 4…10.5 pt tall) then the battery (27 × 13, a 1.5 × 4 nub).
      let groupWidth: Double = 53.5  // 4 bars × 3 + 3 gaps × 1.5 + 6 + battery 27 + nub 2.5
      var x = iconsCenterX - groupWidth / 2
      var bars = Path()
      for k in 0..<4 {
        let h = 4 + 2.2 * Double(k)
        bars.addRoundedRect(in: CGRect(x: x, y: midY + 5.25 - h, width: 3, height: h), cornerRadius: 0.8)
        x += 4.5
      }
      out.emit(.fill(path: bars, paint: .solid(label), rule: .nonZero, transform: place.ctm))
      x += 6 - 1.5
      let body = CGRect(x: x, y: midY - 6.5, width: 27, height: 13)
      var outline = Path()
      outline.addRoundedRect(in: body, cornerRadius: 4)
      outline.addRoundedRect(in: body.insetBy(dx: 1, dy: 1), cornerRadius: 3)
      out.emit(.fill(path: outline, paint: .solid(label.withAlphaMultiplied(by: 0.35)), rule: .evenOdd, transform: place.ctm))
      out.emit(.fill(path: Path { $0.addRoundedRect(in: body.insetBy(dx: 2, dy: 2), cornerRadius: 2) }, paint: .solid(label), rule: .nonZero, transform: place.ctm))
      out.emit(.fill(path: Path { $0.addRoundedRect(in: CGRect(x: body.maxX + 1, y: midY - 2, width: 1.5, height: 4), cornerRadius: 0.75) },
                     paint: .solid(label.withAlphaMultiplied(by: 0.4)), rule: .nonZero, transform: place.ctm))
    }
  }
}

extension DeviceScreen {
  /// The scene's root view on `device` (unchanged without one: a plain canvas has no safe area).
  public static func root(_ view: AnyView, device: DeviceModel?, canvas: CGSize, statusBar: Bool) -> AnyView {
    guard let device else { return view }
    return view.modifier(.effect(DeviceScreen(device: device, canvas: canvas, showsChrome: statusBar)))
  }
}

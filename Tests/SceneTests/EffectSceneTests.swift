import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// The `fx-*` gallery scenes: inspected values at chosen times against values worked out by hand, and
/// every scene rendered through the rasterizer. Timing facts used: `.linear` is linear; `.easeInOut`
/// (a symmetric cubic Bézier, 0.42 0 0.58 1) is exactly halfway at half its duration.
@Suite struct EffectSceneTests {
  @Test func cardFlipTurnsLinearlyAndShowsItsBack() throws {
    let scene = try LoadedScene("gallery/fx-card-flip")
    // Tapped at 0.5 s, `.linear(duration: 1)` from 0° to 180°: 45° at 0.75 s; the front fades as 1 − progress.
    #expect(near(try scene.value("rotation3DEffect", "degrees", at: 0.75, node: 0), 45, 1e-6))
    #expect(near(try scene.value("opacity", "value", at: 0.75, node: 0), 0.75, 1e-6))
    #expect(near(try scene.value("rotation3DEffect", "degrees", at: 1.5, node: 0), 180, 1e-6))
    // The back face carries its own fixed 180° turn inside the animated one, with the default perspective.
    let back = try scene.inspect(1.5).nodes[2]
    let turns = back.modifiers.filter { $0.name == "rotation3DEffect" }.compactMap { $0.values["degrees"]?.first }
    #expect(turns == [180, 180])
    #expect(back.modifiers.first { $0.name == "rotation3DEffect" }?.values["perspective"] == [1])
  }

  @Test func hueLogoTurnsAFullCircleEveryThreeSeconds() throws {
    let scene = try LoadedScene("gallery/fx-hue-logo")
    #expect(near(try scene.value("hueRotation", "degrees", at: 0.75), 90, 1e-6))
    #expect(near(try scene.value("hueRotation", "degrees", at: 2.25), 270, 1e-6))
  }

  @Test func grayscaleRevealIsHalfwayMidAnimation() throws {
    let scene = try LoadedScene("gallery/fx-grayscale-reveal")
    #expect(near(try scene.value("grayscale", "value", at: 0.4), 1))
    // Tapped at 0.5 s, easeInOut 1.2 s: halfway at 1.1 s.
    #expect(near(try scene.value("grayscale", "value", at: 1.1), 0.5, 1e-6))
    #expect(near(try scene.value("brightness", "value", at: 1.1), -0.025, 1e-6))
    #expect(near(try scene.value("contrast", "value", at: 1.1), 1.0, 1e-6))
    #expect(near(try scene.value("grayscale", "value", at: 2.4), 0))
  }

  @Test func neonGlowPulsesItsThreeShadows() throws {
    let scene = try LoadedScene("gallery/fx-neon-glow")
    // easeInOut 0.8 s, autoreversing: halfway at 0.4 s between (2, 6, 12) and (4, 12, 24).
    let radii = try (0..<3).map { try scene.value("shadow", "radius", at: 0.4, index: $0) }
    #expect(zip(radii, [3.0, 9, 18]).allSatisfy { near($0, $1, 1e-6) }, "\(radii)")
  }

  @Test func blendCirclesScreenAndBreathe() throws {
    let scene = try LoadedScene("gallery/fx-blend-circles")
    let screen = Double(BlendMode.allCases.firstIndex(of: .screen)!)
    #expect(try scene.value("blendMode", "mode", at: 0) == screen)
    // The red circle's y offset goes −25 → −45 over easeInOut 1.5 s: −35 at 0.75 s.
    #expect(near(try scene.value("offset", "y", at: 0.75, node: 0), -35, 1e-6))
  }

  @Test func maskProgressRevealsAsItsMaskGrows() throws {
    let scene = try LoadedScene("gallery/fx-mask-progress")
    // progress 0 → 0.85 over easeInOut 2 s: 0.425 at 1 s, so the mask rectangle is 280 × 0.425 = 119 wide,
    // aligned to the bar's leading edge (the bar is centred: x = (340 − 280) / 2 = 30).
    let mask = try #require(try scene.inspect(1).nodes.first { $0.shape == "Rectangle" })
    #expect(near(mask.bounds[2], 119, 1e-6) && near(mask.bounds[0], 30, 1e-6), "\(mask.bounds)")
    let masked = try #require(try scene.inspect(1).nodes.first { $0.modifiers.contains { $0.name == "mask" } })
    #expect(masked.shape == "Capsule")
  }

  @Test func shimmerBandSweepsLinearly() throws {
    let scene = try LoadedScene("gallery/fx-shimmer-text")
    // −160 → 160 over 1.5 s, linear: −80 at 0.375 s; the text is masked by itself.
    #expect(near(try scene.value("offset", "x", at: 0.375), -80, 1e-6))
    #expect(try scene.inspect(0.375).nodes.contains { $0.kind == .text && $0.modifiers.contains { $0.name == "mask" } })
  }

  @Test func ticketsSettleAtTheirTilts() throws {
    let scene = try LoadedScene("gallery/fx-tilt-cards")
    // Tapped at 0.4 s; spring(duration 0.8, bounce 0.3): after 1.6 s the envelope e^(−0.7·2π/0.8·1.6) ≈ 1.5e−4
    // leaves each angle within 0.01° of 50, 40, 30.
    let nodes = try scene.inspect(2).nodes.filter { $0.shape == "RoundedRectangle" }
    let angles = nodes.compactMap { $0.modifiers.first { $0.name == "rotation3DEffect" }?.values["degrees"]?.first }
    #expect(angles.count == 3 && zip(angles, [50.0, 40, 30]).allSatisfy { abs($0 - $1) < 0.01 }, "\(angles)")
    #expect(nodes.first?.modifiers.first { $0.name == "rotation3DEffect" }?.values["perspective"] == [0.6])
  }

  @Test func photoFiltersAnimateBlurAndTint() throws {
    let scene = try LoadedScene("gallery/fx-photo-filters")
    #expect(near(try scene.value("blur", "radius", at: 0.5), 3, 1e-6))
    let tint = try scene.values("colorMultiply", "rgba", at: 1.2)
    let teal = Color.teal.rgba
    #expect(zip(tint, [teal.red, teal.green, teal.blue, teal.alpha]).allSatisfy { near($0, $1, 1e-6) }, "\(tint)")
    #expect(try scene.inspect(0).nodes.contains { $0.modifiers.contains { $0.name == "luminanceToAlpha" } })
  }

  @Test func frostedPanelIsAnUltraThinMaterial() throws {
    let scene = try LoadedScene("gallery/fx-frosted-panel")
    #expect(try scene.value("material", "blur", at: 1) == 8)
    #expect(try scene.values("material", "rgba", at: 1) == [1, 1, 1, 0.3])
    // The pink blob's x offset goes −90 → 90 over easeInOut 2 s: 0 at 1 s.
    #expect(near(try scene.value("offset", "x", at: 1, node: 0), 0, 1e-6))
  }

  @Test func visualEffectReadsTheGlobalFrame() throws {
    let scene = try LoadedScene("gallery/fx-visual-scroll")
    // Seven 50 pt rows with 12 pt spacing: 422 pt, centred in 400 → top −11; row i's middle is −11 + 25 + 62·i,
    // plus the column's offset (120 at 0 s, 0 at 1 s, halfway through easeInOut 2 s). Scale 1 − 0.4·|midY − 200|/200.
    #expect(near(try scene.value("scaleEffect", "x", at: 0, node: 0), 1 - 0.4 * 66 / 200, 1e-6))
    #expect(near(try scene.value("opacity", "value", at: 0, node: 0), 1 - 0.8 * 66 / 200, 1e-6))
    #expect(near(try scene.value("scaleEffect", "x", at: 1, node: 3), 1, 1e-6))
  }

  @Test(arguments: ["fx-card-flip", "fx-frosted-panel", "fx-hue-logo", "fx-grayscale-reveal", "fx-neon-glow", "fx-blend-circles",
                    "fx-mask-progress", "fx-shimmer-text", "fx-tilt-cards", "fx-photo-filters", "fx-visual-scroll", "fx-bench-material",
                    "fx-bench-card-flip", "fx-soft-buttons", "fx-skew-banner"])
  func galleryScenesRender(name: String) throws {
    let scene = try LoadedScene("gallery/" + name)
    let rasterizer = CairoRasterizer(fonts: try FontLibrary())
    for t in [0.0, 0.9] {
      let list = try scene.displayList(t)
      let frame = try rasterizer.render(list, scale: 1)
      let first = frame.pixel(x: 0, y: 0)
      var differs = false
      for y in stride(from: 0, to: frame.height, by: 4) where !differs {
        for x in stride(from: 0, to: frame.width, by: 4) where frame.pixel(x: x, y: y) != first { differs = true; break }
      }
      #expect(differs, "\(name) at \(t) drew nothing")
    }
  }

  @Test func softButtonsCarryDropAndInnerShadowStyles() throws {
    let scene = try LoadedScene("gallery/fx-soft-buttons")
    // Tapped at 0.3 s, easeInOut 0.6 s: halfway at 0.6 s. Drop radius 10 → 2 and offset 8 → 1; inner radius 4 → 10.
    #expect(near(try scene.value("shadow", "radius", at: 0.6), 6, 1e-6))
    #expect(near(try scene.value("shadow", "x", at: 0.6), 4.5, 1e-6))
    #expect(near(try scene.value("innerShadow", "radius", at: 0.6), 7, 1e-6))
    // Pixels at rest (2×): the well is darkest just inside its top-left edge, untouched in its middle,
    // and its shadow stays inside it; the raised circle casts its drop shadow down and to the right.
    let rasterizer = CairoRasterizer(fonts: try FontLibrary())
    let frame = try rasterizer.render(try scene.displayList(0), scale: 2)
    try expectEffectGolden(frame, named: "effects-soft-buttons-scale2")
    try expectEffectGolden(try rasterizer.render(try scene.displayList(0), scale: 1), named: "effects-soft-buttons")
    let fill = Int((0.92 * 255).rounded())
    // The HStack is 110 + 40 + 150 = 300 wide, centred in 400: the circle spans x 50…160, the well 200…350, y 55…165.
    let inside = frame.pixel(x: 2 * 205, y: 2 * 110), middle = frame.pixel(x: 2 * 300, y: 2 * 130), outside = frame.pixel(x: 2 * 196, y: 2 * 110)
    #expect(Int(inside.g) < fill - 40, "\(inside)")
    #expect(abs(Int(middle.g) - fill) <= 1, "\(middle)")
    #expect(abs(Int(outside.g) - fill) <= 1, "\(outside)")
    let below = frame.pixel(x: 2 * 140, y: 2 * 170), above = frame.pixel(x: 2 * 70, y: 2 * 52)
    #expect(Int(below.g) < fill - 10 && abs(Int(above.g) - fill) <= 2, "\(below) \(above)")
  }

  @Test func skewBannerShearsByItsAffineTransform() throws {
    let scene = try LoadedScene("gallery/fx-skew-banner")
    // c: 0 → −0.3 and tx: 0 → 20 over easeInOut 1 s: halfway at 0.5 s.
    let m = try scene.values("transformEffect", "m", at: 0.5)
    #expect(zip(m, [1, 0, -0.15, 1, 10, 0]).allSatisfy { near($0, $1, 1e-9) }, "\(m)")
    // A shear by c widens the banner's bounds by |c| × its height, and tx moves its right edge further.
    func banner(_ t: Double) throws -> [Double] { try #require(try scene.inspect(t).nodes.first { $0.shape == "Rectangle" }).bounds }
    let flat = try banner(0), leaning = try banner(0.5)
    #expect(near(leaning[2] - flat[2], 0.15 * flat[3], 1e-6), "\(flat) \(leaning)")
    #expect(near(leaning[0] + leaning[2], flat[0] + flat[2] + 10, 1e-6))
    // The caption's projection is affine (1.5 × wider about its top-leading corner), so it is drawn by transform.
    let caption = try #require(try scene.inspect(0).nodes.first { $0.text == "today only" })
    #expect(caption.modifiers.first { $0.name == "projectionEffect" }?.values["m"] == [1.5, 0, 0, 0, 1, 0, 0, 0, 1])
    let list = try scene.displayList(0)
    #expect(!list.items.contains { if case .beginLayer(let e) = $0 { return e.projection != nil } else { return false } })
  }

  /// Whole scenes at rest against goldens at 1× and 2×: transformEffect and projectionEffect, the colour
  /// filters with an opaque blur and a border, and visualEffect.
  @Test(arguments: [("fx-skew-banner", 1.2), ("fx-photo-filters", 1.5), ("fx-visual-scroll", 1.0)])
  func sceneGoldens(name: String, time: Double) throws {
    let scene = try LoadedScene("gallery/" + name)
    let rasterizer = CairoRasterizer(fonts: try FontLibrary())
    let list = try scene.displayList(time)
    try expectEffectGolden(try rasterizer.render(list, scale: 1), named: "effects-scene-\(name.dropFirst(3))")
    try expectEffectGolden(try rasterizer.render(list, scale: 2), named: "effects-scene-\(name.dropFirst(3))-scale2")
  }

  @Test func borderIsInsideTheFrame() throws {
    // The strip is 5 × 64 + 4 × 10 = 360 wide plus 8 padding each side: 376 × 80, centred in 380 × 100 → x 2…378, y 10…90.
    // A 2 pt border lies in the outermost 2 pt, in gray; just inside it is the white background.
    let scene = try LoadedScene("gallery/fx-photo-filters")
    let frame = try CairoRasterizer(fonts: try FontLibrary()).render(try scene.displayList(1.5), scale: 1)
    let border = frame.pixel(x: 100, y: 10), inside = frame.pixel(x: 100, y: 13), outside = frame.pixel(x: 100, y: 8)
    let gray = Color.gray.rgba
    #expect(abs(Int(border.g) - Int((gray.green * 255).rounded())) <= 2, "\(border)")
    #expect(inside == (255, 255, 255, 255) && outside == (255, 255, 255, 255), "\(inside) \(outside)")
  }

  @Test func foregroundStyleTakesADropShadowStyle() throws {
    let source = """
      Scene(width: 200, height: 100, background: .black) {
          Text("Glow")
              .foregroundStyle(.white.shadow(.drop(color: .cyan, radius: 6, y: 2)))
      }
      """
    let frame = try LoadedScene(source: source, fileName: "glow.swift-dsl").inspect(0)
    let shadow = try #require(frame.nodes.first?.modifiers.first { $0.name == "shadow" })
    let cyan = Color.cyan.rgba
    #expect(shadow.values["radius"] == [6] && shadow.values["y"] == [2] && shadow.values["rgba"] == [cyan.red, cyan.green, cyan.blue, cyan.alpha])
    #expect(frame.nodes.first?.modifiers.first { $0.name == "foregroundStyle" }?.values["rgba"] == [1, 1, 1, 1])
  }
}

/// Compares with `Tests/CairoRendererTests/Goldens/<name>.png` (the effects goldens live with the rasterizer's).
func expectEffectGolden(_ frame: FrameBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CairoRendererTests/Goldens/\(name).png").path
  let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
  if let failure = try GoldenFile.check(frame, against: path, mode: mode, tolerance: .golden) {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

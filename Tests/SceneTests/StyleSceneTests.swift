import Foundation
import Graphics
import Testing
import ViewRuntime

/// The `draw-*` gallery scenes (shape styles, strokes, shapes, Canvas), checked against values worked
/// out by hand from each scene's numbers. Every animation here is linear, so a value at time t is
/// `from + (to − from) · (t − start) / duration`.
@Suite struct StyleSceneTests {
  private func fills(_ list: DisplayList) -> [(Path, Paint, FillRule, Transform2D)] {
    list.items.compactMap { if case .fill(let p, let paint, let r, let t) = $0 { return (p, paint, r, t) }; return nil }
  }

  private func strokes(_ list: DisplayList) -> [(Path, Paint, StrokeStyle)] {
    list.items.compactMap { if case .stroke(let p, let paint, let s, _) = $0 { return (p, paint, s) }; return nil }
  }

  /// The ring fills to 0.75 over 1.5 s from the first frame: trim's end is 0.75 · t / 1.5.
  @Test func progressRingTrimsLinearly() throws {
    let scene = try LoadedScene("gallery/draw-progress-ring")
    for t in [0.3, 0.6, 1.2] {
      let to = try scene.value("trim", "to", at: t)
      #expect(abs(to - 0.75 * t / 1.5) < 1e-6, "t=\(t): \(to)")
    }
    #expect(try scene.value("trim", "to", at: 1.8) == 0.75)
    #expect(try scene.value("stroke", "lineWidth", at: 1) == 18)
    // The arc's stroke is a conic gradient over the full turn, with round caps.
    let arc = try #require(strokes(try scene.displayList(1)).last)
    #expect(arc.2.lineCap == .round)
    guard case .conicGradient(let stops, _, let a0, let a1) = arc.1 else { Issue.record("not conic: \(arc.1)"); return }
    #expect(stops.count == 3 && a0 == 0 && abs(a1 - 2 * .pi) < 1e-12)
  }

  /// Tapped at 0.5 s, the gradient's points run from (0,0)→(1,1) to (1,1)→(0,0) over 1 s: at 0.75 s
  /// the start point is at (0.25, 0.25) of the capsule's frame and the end point at (0.75, 0.75).
  @Test func gradientButtonSwingsItsPoints() throws {
    let scene = try LoadedScene("gallery/draw-gradient-button")
    let capsule = try #require(fills(try scene.displayList(0.75)).first)
    guard case .linearGradient(let stops, let s, let e) = capsule.1 else { Issue.record("not linear: \(capsule.1)"); return }
    let b = capsule.0.controlPointBounds
    func unit(_ p: CGPoint) -> (Double, Double) { (Double((p.x - b.minX) / b.width), Double((p.y - b.minY) / b.height)) }
    #expect(abs(unit(s).0 - 0.25) < 1e-6 && abs(unit(s).1 - 0.25) < 1e-6, "\(unit(s))")
    #expect(abs(unit(e).0 - 0.75) < 1e-6 && abs(unit(e).1 - 0.75) < 1e-6, "\(unit(e))")
    #expect(stops.map(\.location) == [0, 0.5, 1])
    // The rim: strokeBorder of 2 points, inset by 1 so it stays inside the capsule.
    let rim = try #require(strokes(try scene.displayList(0.75)).first)
    let rb = rim.0.controlPointBounds
    #expect(rim.2.lineWidth == 2 && abs(Double(rb.minX - b.minX) - 1) < 1e-9 && abs(Double(b.maxY - rb.maxY) - 1) < 1e-9)
  }

  /// dashPhase runs 0 → −14 in 0.5 s, repeating without reversing: −14 · frac(t / 0.5).
  @Test func marchingAntsDashPhase() throws {
    let scene = try LoadedScene("gallery/draw-marching-ants")
    for t in [0.1, 0.2, 0.7, 1.3] {
      let phase = try scene.value("stroke", "dashPhase", at: t)
      let f = (t / 0.5).truncatingRemainder(dividingBy: 1)
      #expect(abs(phase - -14 * f) < 1e-6, "t=\(t): \(phase)")
    }
    #expect(try scene.values("stroke", "dash", at: 0.3) == [8, 6])
  }

  /// Tapped at 0.5 s, the radius runs 20 → 36 over 1 s: 28 at 1.0 s. A continuous corner starts
  /// 1.528665 radii from the corner: the outline begins 42.80262 points right of the frame's left.
  @Test func continuousCardCorners() throws {
    let scene = try LoadedScene("gallery/draw-continuous-card")
    let card = try #require(scene.inspect(1.0).nodes.first { $0.shape == "RoundedRectangle" })
    #expect(abs((card.cornerRadius ?? 0) - 28) < 1e-6)
    let fill = try #require(fills(try scene.displayList(1.0)).first)
    guard case .move(let start) = fill.0.elements.first else { Issue.record("no move"); return }
    #expect(abs(Double(start.x - fill.0.controlPointBounds.minX) - 1.528665 * 28) < 1e-6)
    // Color.indigo.gradient: indigo mixed 12 % with white at the top, 8 % with black at the bottom.
    guard case .linearGradient(let stops, _, _) = fill.1 else { Issue.record("not a gradient"); return }
    let indigo = Color.indigo.rgba
    #expect(abs(stops[0].color.red - (indigo.red + (1 - indigo.red) * 0.12)) < 1e-9)
    #expect(abs(stops[1].color.blue - indigo.blue * 0.92) < 1e-9)
    // Hierarchical text under foregroundStyle(.white): secondary at 60 %, tertiary at 30 %.
    let alphas = try scene.displayList(1.0).items.compactMap { item -> Double? in
      if case .text(let run, _) = item, case .solid(let c) = run.paint { return c.alpha }
      return nil
    }
    #expect(alphas == [1, 0.6, 0.3])
  }

  /// The end radius runs 40 → 90 in 1 s and back, forever: 52.5 at 0.25 s, 77.5 at 1.25 s.
  @Test func radialGlowBreathes() throws {
    let scene = try LoadedScene("gallery/draw-radial-glow")
    for (t, expected) in [(0.25, 52.5), (1.25, 77.5)] {
      let glow = try #require(fills(try scene.displayList(t)).first)
      guard case .radialGradient(let stops, _, let r0, let r1, let y) = glow.1 else { Issue.record("not radial"); return }
      #expect(r0 == 10 && abs(r1 - expected) < 1e-6 && y == 1, "t=\(t): \(r1)")
      #expect(stops.count == 3 && stops[2].color.alpha == 0)
    }
  }

  /// One turn a second: 90° at 0.25 s, 270° at 0.75 s.
  @Test func conicSpinnerTurns() throws {
    let scene = try LoadedScene("gallery/draw-conic-spinner")
    #expect(abs(try scene.value("rotationEffect", "degrees", at: 0.25) - 90) < 1e-6)
    #expect(abs(try scene.value("rotationEffect", "degrees", at: 0.75) - 270) < 1e-6)
    #expect(try scene.value("trim", "from", at: 0.5) == 0.05)
  }

  /// The outlined bubble's border is inset by half its 1.5-point line; the sent bubble is filled
  /// through background(_:in:); the quote is clipped to a rounded rectangle of radius 8.
  @Test func chatBubbles() throws {
    let scene = try LoadedScene("gallery/draw-chat-bubbles")
    let nodes = try scene.inspect(0.5).nodes
    let bubbles = nodes.filter { $0.shape == "UnevenRoundedRectangle" }
    #expect(bubbles.count == 2)
    #expect(bubbles.first?.modifiers.contains { $0.name == "strokeBorder" && $0.values["lineWidth"] == [1.5] } == true)
    let border = try #require(strokes(try scene.displayList(0.5)).first)
    let box = bubbles[0].bounds
    let b = border.0.controlPointBounds
    #expect(abs(Double(b.minX) - (box[0] + 0.75)) < 1e-6 && abs(Double(b.width) - (box[2] - 1.5)) < 1e-6)
    let hasRoundClip = try scene.displayList(0.5).items.contains {
      if case .beginLayer(let e) = $0, let clip = e.clip { return clip.elements.count > 5 }
      return false
    }
    #expect(hasRoundClip)
  }

  /// The ring is one even-odd fill; the slice turns 0 → 180° over 2 s through `rotation(_:)`: 90° at 1 s.
  @Test func donutEvenOddAndShapeRotation() throws {
    let scene = try LoadedScene("gallery/draw-donut-chart")
    let list = try scene.displayList(1)
    #expect(fills(list).first?.2 == .evenOdd)
    // The slice starts at the centre and runs out to 12 o'clock (0, −80); turned 90° it points to 3 o'clock.
    let slice = try #require(fills(list).dropFirst().first?.0.elements)
    guard case .move(let c) = slice[0], case .line(let p) = slice[1] else { Issue.record("\(slice)"); return }
    #expect(abs(Double(p.x - c.x) - 80) < 1e-6 && abs(Double(p.y - c.y)) < 1e-6, "\(c) → \(p)")
  }

  /// The keyframe value is k = frac(t / 2). Piece 1 sits at x = 97 mod 480 = 97 and
  /// y = (61 + k · 0.8 · 320) mod 340 − 10 (speed 0.5 + (13 mod 10)/10), turned 37° + k·720°.
  @Test func confettiCanvasPlacesEachPiece() throws {
    let scene = try LoadedScene("gallery/draw-confetti-canvas")
    for t in [0.5, 1.5] {
      let list = try scene.displayList(t)
      let pieces = fills(list)
      #expect(pieces.count == 200)
      let k = (t / 2).truncatingRemainder(dividingBy: 1)
      let y = (61 + k * 0.8 * 320).truncatingRemainder(dividingBy: 340) - 10
      let angle = (37 + k * 720) * .pi / 180
      let piece = pieces[1].3
      #expect(abs(piece.tx - 97) < 1e-6 && abs(piece.ty - y) < 1e-6, "t=\(t): \(piece)")
      #expect(abs(piece.a - cos(angle)) < 1e-9 && abs(piece.b - sin(angle)) < 1e-9)
    }
    #expect(try scene.value("canvas", "operations", at: 0.5) == 200)
  }

  /// Tapped at 0.5 s, every corner runs 12 → 28 over 1 s: 16 at 0.75 s. The elliptical gradient on
  /// an 80-point square reaches 0.6 · 80 = 48 points, round (y scale 1).
  @Test func squircleIconsRound() throws {
    let scene = try LoadedScene("gallery/draw-squircle-icons")
    let tiles = try scene.inspect(0.75).nodes.filter { $0.shape == "RoundedRectangle" }
    #expect(tiles.count == 3 && tiles.allSatisfy { abs(($0.cornerRadius ?? 0) - 16) < 1e-6 })
    let elliptical = try #require(fills(try scene.displayList(0.75)).dropFirst().first)
    guard case .radialGradient(_, _, let r0, let r1, let y) = elliptical.1 else { Issue.record("not radial"); return }
    #expect(r0 == 0 && abs(r1 - 48) < 1e-9 && y == 1)
  }

  /// The score runs 0 → 4.5 over 1.5 s: 3.0 at 1 s (three stars, the track clipped at 3/5 of its
  /// 200 points), 1.5 at 0.5 s (two stars, 60 points).
  @Test func canvasRatingDrawsSymbolsTextAndClips() throws {
    let scene = try LoadedScene("gallery/draw-canvas-rating")
    for (t, stars, text, clip) in [(1.0, 3, "3.0", 120.0), (0.5, 2, "1.5", 60.0)] {
      let nodes = try scene.inspect(t).nodes
      #expect(nodes.filter { $0.symbol == "star.fill" }.count == stars, "t=\(t)")
      #expect(try scene.texts(t) == [text])
      let clips = try scene.displayList(t).items.compactMap { item -> CGRect? in
        if case .beginLayer(let e) = item, let c = e.clip { return c.controlPointBounds }
        return nil
      }
      #expect(clips.contains { abs(Double($0.width) - clip) < 1e-9 }, "t=\(t): \(clips)")
      // The stars' layer carries the shadow filter.
      #expect(try scene.displayList(t).items.contains { if case .beginLayer(let e) = $0 { return e.shadow?.radius == 3 }; return false })
    }
  }
}

import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// A kept frame that is only drawn draws again only the views its steps rewrote, and keeps the rest of
/// the last frame's items (``KeptDrawing``): it must draw exactly what drawing the whole tree draws.
extension FrameCacheTests {
  /// Rows of still squares and texts, and below them a few views that keep moving: slot effects, a
  /// colour handed down through the environment, and phase steps taken into the kept tree.
  func fewMoving(fadeAround: Bool = false, fadeToZero: Bool = false) -> some View {
    VStack(spacing: 2) {
      ForEach(0..<6, id: \.self) { row in
        HStack(spacing: 2) {
          ForEach(0..<10, id: \.self) { _ in Rectangle().fill(Color.gray).frame(width: 8, height: 8) }
          Text("Row \(row)")
        }
      }
      HStack {
        Circle().fill(Color.blue).frame(width: 12, height: 12)
          .phaseAnimator([false, true]) { content, on in
            content.scaleEffect(on ? 1.3 : 0.7).offset(x: on ? 6 : -6).rotationEffect(.degrees(on ? 30 : 0))
              .opacity(fadeToZero ? (on ? 0 : 1) : 1)
          } animation: { _ in .easeInOut(duration: 0.35) }
          .opacity(fadeAround ? 0.5 : 1)
        Text("Live").phaseAnimator([false, true]) { content, on in
          content.foregroundStyle(on ? Color.red : Color.blue)
        } animation: { _ in .linear(duration: 0.5) }
      }
    }
  }

  @Test func fewMovingViewsAreDrawnInParts() throws {
    let times = (0...90).map { Double($0) / 60 }
    let drawn = try expectSameFrames(fewMoving(), times: times).drawn
    // Every frame between the first and the animators' steps is kept and drawn in parts.
    #expect(drawn.partlyDrawnFrames > times.count / 2, "drawn in parts: \(drawn.partlyDrawnFrames) of \(times.count)")
  }

  /// A fade around a moving view scales the alpha of the fill it drew: that item is not what drawing the
  /// view alone gives, so the frames are drawn whole.
  @Test func aFadeAroundAMovingViewIsDrawnWhole() throws {
    let times = (0...60).map { Double($0) / 60 }
    let drawn = try expectSameFrames(fewMoving(fadeAround: true), times: times).drawn
    #expect(drawn.partlyDrawnFrames == 0)
    #expect(drawn.keptFrames > times.count / 2)
  }

  /// A view fading to nothing draws in a layer at zero opacity (three items instead of one): the frame
  /// whose count changes is drawn whole, and the frames after it draw the same as from scratch.
  @Test func aViewWhoseItemsChangeInNumberIsDrawnWhole() throws {
    let times = (0...120).map { Double($0) / 60 }
    let drawn = try expectSameFrames(fewMoving(fadeToZero: true), times: times).drawn
    #expect(drawn.partlyDrawnFrames > 0)
    #expect(drawn.partlyDrawnFrames < drawn.keptFrames)
  }

  /// Most of the picture moving (a grid of dots): the frames are drawn whole, which costs less.
  @Test func mostViewsMovingAreDrawnWhole() throws {
    let times = (0...40).map { Double($0) / 60 }
    let drawn = try expectSameFrames(dots(8), times: times).drawn
    #expect(drawn.partlyDrawnFrames == 0)
    #expect(drawn.keptFrames > times.count / 2)
  }
}

@_spi(AnimRender) import SwiftUI
import XCTest

// `Animatable` views and modifiers: the body is re-evaluated every frame with the interpolated
// `animatableData` (WWDC23 "Explore SwiftUI animation", "Animatable").

private struct Bar: View, Animatable {
  var progress: Double
  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }
  var body: some View {
    Text("\(Int(progress * 100))%")
  }
}

private struct BarHost: View {
  @State var full = false
  var body: some View {
    Bar(progress: full ? 1 : 0)
      .onTapGesture {
        withAnimation(.linear(duration: 1)) { full.toggle() }
      }
  }
}

private struct Mover: View, Animatable {
  var x: Double
  var y: Double
  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x, y) }
    set {
      x = newValue.first
      y = newValue.second
    }
  }
  var body: some View {
    Text("\(Int(x)),\(Int(y))")
  }
}

private struct MoverHost: View {
  @State var far = false
  var body: some View {
    Mover(x: far ? 100 : 0, y: far ? -50 : 10)
      .onTapGesture {
        withAnimation(.easeInOut(duration: 1)) { far.toggle() }
      }
  }
}

private struct Counting: ViewModifier, Animatable {
  var value: Double
  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  func body(content: Content) -> some View {
    VStack {
      content
      Text("\(Int(value))")
    }
  }
}

private struct CountingHost: View {
  @State var high = false
  var body: some View {
    Color.green.frame(width: 20, height: 20)
      .modifier(Counting(value: high ? 50 : 0))
      .onTapGesture {
        withAnimation(.linear(duration: 1)) { high.toggle() }
      }
  }
}

final class AnimatableParityTests: XCTestCase {
  /// Halfway through a 1 s linear animation started at 0.2 the bar's text reads 50% (49% after rounding down).
  func testAnimatableViewWithDouble() throws {
    let scene = _scene(width: 200, height: 100, taps: [0.2]) { BarHost() }
    let mid = try inspectLines(compiled: scene, at: [0.7])[0]
    XCTAssertTrue(mid.contains("\"49%\"") || mid.contains("\"50%\""), mid)
    try assertMatchesRecording(scene, at: [0, 0.45, 0.7, 0.95, 1.5])
  }

  func testAnimatableViewWithPair() throws {
    let scene = _scene(width: 200, height: 100, taps: [0.2]) { MoverHost() }
    let end = try inspectLines(compiled: scene, at: [1.5])[0]
    XCTAssertTrue(end.contains("100,-50"), end)
    try assertMatchesRecording(scene, at: [0, 0.45, 0.7, 0.95, 1.5])
  }

  func testAnimatableModifier() throws {
    let scene = _scene(width: 200, height: 100, taps: [0.2]) { CountingHost() }
    let mid = try inspectLines(compiled: scene, at: [0.7])[0]
    XCTAssertTrue(mid.contains("\"24\"") || mid.contains("\"25\""), mid)
    try assertMatchesRecording(scene, at: [0, 0.45, 0.7, 1.5])
  }
}

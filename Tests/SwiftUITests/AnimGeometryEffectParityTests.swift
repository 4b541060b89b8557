@_spi(AnimRender) import SwiftUI
import XCTest

// `GeometryEffect`: an animatable modifier whose `effectValue(size:)` transforms the drawing
// (https://developer.apple.com/documentation/swiftui/geometryeffect). Needs `CGAffineTransform`
// (Sources/SwiftUI/Shapes/CGAffineTransform.swift, from the shapes work).

private struct Jolt: GeometryEffect {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 10 * sin(amount * .pi * 3), y: size.height / 4)
      .rotated(by: amount * 0.1))
  }
}

private struct Tilt: GeometryEffect {
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(scaleX: 1.5, y: 0.5))
  }
}

private struct JoltHost: View {
  @State var tries = 0
  var body: some View {
    VStack {
      Color.red.frame(width: 40, height: 20)
        .modifier(Jolt(amount: CGFloat(tries)))
      Color.blue.frame(width: 40, height: 20)
        .modifier(Tilt())
    }
    .onTapGesture { withAnimation(.linear(duration: 0.6)) { tries += 1 } }
  }
}

final class AnimGeometryEffectParityTests: XCTestCase {
  /// Mid-shake the red view is displaced; the blue one is scaled 1.5 × 0.5 throughout.
  func testGeometryEffects() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.2]) { JoltHost() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.35])
    XCTAssertNotEqual(lines[0], lines[1])
    XCTAssertTrue(lines[0].contains("1.5"), lines[0])
    try assertMatchesRecording(scene, at: [0, 0.3, 0.45, 0.6, 1.0])
  }
}

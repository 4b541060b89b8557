import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `sensoryFeedback`: haptics have nothing to draw, so the view is as it would be without the modifier,
// in both front ends, while the trigger changes.

private struct Liked: View {
  @State private var likes = 0
  var body: some View {
    VStack(spacing: 8) {
      Text("\(likes) likes")
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: likes)
      Color.red.frame(width: 20 + 10 * CGFloat(likes), height: 20)
        .sensoryFeedback(.success, trigger: likes)
    }
    .onTapGesture { likes += 1 }
  }
}

final class ModifierSensoryFeedbackParityTests: XCTestCase {
  func testSensoryFeedbackDrawsNothing() throws {
    let scene = _scene(width: 200, height: 100, taps: [0.5]) { Liked() }
    let lines = try inspectLines(compiled: scene, at: [0, 1])
    XCTAssertTrue(lines[0].contains("0 likes") && lines[1].contains("1 likes"), lines[1])
    try assertMatchesRecording(scene, at: [0, 1])
  }
}

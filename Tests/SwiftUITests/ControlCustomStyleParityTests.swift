import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Custom toggle, label and progress styles. The interpreter has no custom styles for these controls, so
// the reference is the same scene with each style's body written out in place of the control: SwiftUI
// draws a control in a custom style exactly as its `makeBody(configuration:)` says.

private struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      Color(white: configuration.isOn ? 0.2 : 0.8).frame(width: 20, height: 20)
      configuration.label
    }
    .onTapGesture { configuration.isOn.toggle() }
  }
}

/// A style that wraps the standard toggle (`Toggle(configuration)`) in padding.
private struct PaddedStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).padding(10)
  }
}

private struct BadgeLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon
      configuration.title.padding(4)
    }
  }
}

private struct BarStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ZStack(alignment: .leading) {
      Color.gray.frame(width: 100, height: 6)
      Color.blue.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 6)
    }
  }
}

private struct Styled: View {
  @State private var agreed = false
  var body: some View {
    VStack(spacing: 12) {
      Toggle("I agree", isOn: $agreed)
        .toggleStyle(CheckboxStyle())
      Toggle("Inner switch", isOn: $agreed)
        .toggleStyle(.switch)
        .toggleStyle(CheckboxStyle())
      Toggle("Padded", isOn: $agreed)
        .toggleStyle(PaddedStyle())
      Label {
        Text("Badge")
      } icon: {
        Color.orange.frame(width: 16, height: 16)
      }
      .labelStyle(BadgeLabelStyle())
      ProgressView(value: agreed ? 0.8 : 0.2)
        .progressViewStyle(BarStyle())
      Text(agreed ? "Agreed" : "Not yet")
    }
  }
}

/// The same scene with each style's body in place of its control, as the interpreter runs it.
final class ControlCustomStyleParityTests: XCTestCase {
  /// A custom `ToggleStyle` draws the toggle from its configuration and writes `isOn` through it; an
  /// inner built-in style wins over an outer custom one; custom label and progress styles draw from
  /// their configurations (title, icon, fraction).
  func testCustomStylesDrawTheirBodies() throws {
    let scene = _scene(width: 300, height: 300, taps: [0.5]) { Styled() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    // The checkbox's label is a plain text (no toggle marker); the inner switch is the runtime's toggle.
    XCTAssertNotNil(lines[0].range(of: #""text":"I agree","bounds":\[[^\]]*\],"modifiers":\[\]"#, options: .regularExpression), lines[0])
    XCTAssertTrue(lines[0].contains(#""text":"Inner switch""#) && lines[0].contains(#"{"name":"toggle","isOn":0}"#), lines[0])
    XCTAssertFalse(lines[0].contains("\"name\":\"progress\""), lines[0])
    XCTAssertTrue(lines[0].contains("Not yet") && lines[1].contains("Agreed"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.5, 0.6, 1])
  }
}

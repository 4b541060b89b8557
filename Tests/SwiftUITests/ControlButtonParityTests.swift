import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Buttons as scene files write them; each source string below is the same text, run by the interpreter.

/// A user's `PrimitiveButtonStyle`: the label over a grey plate; the button's action still runs at taps.
private struct OutlineStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      Color.gray
      configuration.label.padding(6)
    }
    .onTapGesture { configuration.trigger() }
  }
}

private struct ButtonStyles: View {
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 10) {
      Text("Taps \(taps)")
      HStack(spacing: 10) {
        Button("Plain") { taps += 1 }.buttonStyle(.plain)
        Button("Bordered") { }.buttonStyle(.bordered)
        Button("Prominent") { }.buttonStyle(.borderedProminent)
        Button("Link") { }
      }
      HStack(spacing: 10) {
        Button("Mini") { }.controlSize(.mini)
        Button("Large") { }.controlSize(.large).buttonBorderShape(.capsule)
        Button("Delete", systemImage: "trash", role: .destructive) { }
        Button("Round") { }.buttonBorderShape(.roundedRectangle(radius: 4))
      }
      .buttonStyle(.bordered)
      Button {
        taps += 10
      } label: {
        HStack(spacing: 4) {
          Color.red.frame(width: 10, height: 10)
          Text("Label")
        }
      }
      .buttonStyle(BorderedProminentButtonStyle())
      Button("Off", role: .cancel) { taps += 100 }.disabled(true)
      HStack(spacing: 10) {
        Button("Share", systemImage: "square.and.arrow.up") { }.labelStyle(.iconOnly)
        Button("Outlined") { taps += 1000 }.buttonStyle(OutlineStyle())
      }
    }
  }
}

/// A user's `ButtonStyle`, as `scenes/gallery/ctl-custom-button-style.swift-dsl` writes one, with the
/// views the module has: the label padded over a colour, dimmed while pressed.
private struct FilledStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      Color.purple
      configuration.label.padding(12)
    }
    .frame(width: 140, height: 44)
    .opacity(configuration.isPressed ? 0.6 : 1)
    .offset(x: configuration.role == .destructive ? 5 : 0)
  }
}

private struct Onboarding: View {
  @State private var step = 1
  var body: some View {
    VStack(spacing: 16) {
      Text("Step \(step) of 3")
      Button("Continue") { step += 1 }
        .buttonStyle(FilledStyle())
      Button("Remove", role: .destructive) { }
        .buttonStyle(FilledStyle())
      Button("Skip") { }
        .buttonStyle(.plain)
    }
  }
}

/// A style that reads `@Environment(\.isEnabled)`, as app styles commonly do: the style's dynamic
/// properties are bound when the button is drawn.
private struct DimmingStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(8).opacity(isEnabled ? 1 : 0.3)
  }
}

private struct Dimmed: View {
  var body: some View {
    VStack(spacing: 8) {
      Button("Enabled") { }.buttonStyle(DimmingStyle())
      Button("Disabled") { }.buttonStyle(DimmingStyle()).disabled(true)
    }
  }
}

/// The same scene with the environment's answer written into each style (the interpreter's styles are
/// plain values).
final class ControlButtonParityTests: XCTestCase {
  /// A custom style's `@Environment(\.isEnabled)` is false below `.disabled(true)`.
  func testCustomStyleReadsIsEnabled() throws {
    let scene = _scene(width: 200, height: 120) { Dimmed() }
    let lines = try inspectLines(compiled: scene, at: [0])
    XCTAssertTrue(lines[0].contains(#"{"name":"opacity","value":0.3}"#), lines[0])
    try assertMatchesRecording(scene, at: [0])
  }

  /// The built-in styles, sizes, border shapes, a role, a symbol title, a label closure and a disabled
  /// button draw as the interpreter draws them, and a tap runs every enabled button's action.
  func testButtonStylesMatchTheInterpreter() throws {
    let scene = _scene(width: 420, height: 260, taps: [0.5]) { ButtonStyles() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    // Codes from ButtonResolution.styleCodes: plain 1, bordered 3, prominent 4; sizes mini 0, large 3.
    XCTAssertTrue(lines[0].contains("\"style\":1"), lines[0])
    XCTAssertTrue(lines[0].contains("\"style\":4"), lines[0])
    XCTAssertTrue(lines[0].contains("\"name\":\"button\",\"controlSize\":0,\"destructive\":0,\"style\":3"), lines[0])
    XCTAssertTrue(lines[0].contains("\"destructive\":1"), lines[0])
    XCTAssertTrue(lines[0].contains("\"symbol\":\"trash\""), lines[0])
    XCTAssertTrue(lines[0].contains("\"shape\":\"Capsule\""), lines[0])
    XCTAssertTrue(lines[0].contains("Taps 0"), lines[0])
    XCTAssertTrue(lines[0].contains(#""symbol":"square.and.arrow.up""#) && !lines[0].contains(#""text":"Share""#), lines[0])
    XCTAssertTrue(lines[0].contains(#"{"name":"button","controlSize":2,"destructive":0,"style":10}"#), lines[0])
    // The plain button's 1, the label button's 10 and the primitive-styled one's 1000 (once: `trigger()`
    // adds nothing to the runtime's tap); the disabled one's 100 does not run.
    XCTAssertTrue(lines[1].contains("Taps 1011"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.4, 0.6])
  }

  /// A user's `ButtonStyle` draws the button (style code 10) with the configuration's label and role,
  /// `isPressed` false; the button's action still runs at the tap.
  func testCustomButtonStyleMatchesTheInterpreter() throws {
    let scene = _scene(width: 260, height: 200, taps: [0.5]) { Onboarding() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("\"style\":10"), lines[0])
    XCTAssertTrue(lines[0].contains("\"text\":\"Continue\""), lines[0])
    XCTAssertTrue(lines[0].contains("\"x\":5"), lines[0])
    XCTAssertTrue(lines[1].contains("Step 2 of 3"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.4, 0.6])
  }
}

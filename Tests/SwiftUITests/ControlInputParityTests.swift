import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Toggles, sliders, steppers, pickers, progress views, text fields, labels and links as scene files
// write them; each source string below is the same text, run by the interpreter.

private struct Settings: View {
  @State private var wifi = true
  @State private var airplane = false
  @State private var bluetooth = false
  @State private var bold = false
  var body: some View {
    VStack(spacing: 12) {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplane)
      Toggle(isOn: $bluetooth) {
        Text("Bluetooth")
      }
      .toggleStyle(.switch)
      Toggle("Bold", isOn: $bold)
        .toggleStyle(.button)
        .controlSize(.small)
      Toggle("Locked", isOn: $wifi).disabled(true)
      Text(airplane ? "Flying" : "Grounded")
    }
    .padding(16)
  }
}

private struct Volume: View {
  @State private var volume = 0.25
  @State private var quantity = 3
  @State private var weight = 1.5
  var body: some View {
    VStack(spacing: 10) {
      Slider(value: $volume)
      Slider(value: $volume, in: 0...2) {
        Text("Volume")
      } minimumValueLabel: {
        Text("-")
      } maximumValueLabel: {
        Text("+")
      }
      Slider(value: $weight, in: 1...3, step: 0.5)
      Stepper("Beans \(quantity)", value: $quantity, in: 1...4)
      Stepper(value: $weight, step: 0.5) {
        Text("Weight \(weight)")
      }
      Stepper("Free", onIncrement: { quantity += 1 }, onDecrement: nil)
      Text("Volume \(volume)")
    }
    .padding(20)
    .onTapGesture {
      withAnimation(.easeOut(duration: 0.6)) { volume = 0.75 }
    }
  }
}

private enum Filter: String, CaseIterable, Hashable {
  case all = "All"
  case unread = "Unread"
  case flagged = "Flagged"
}

private struct Inbox: View {
  @State private var filter: Filter = .all
  @State private var size = 1
  @State private var sort: String? = "new"
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Picker("Filter", selection: $filter) {
        Text("All").tag(Filter.all)
        Text("Unread").tag(Filter.unread)
        Text("Flagged").tag(Filter.flagged)
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: $size) {
        Text("Small").tag(0)
        Text("Medium").tag(1)
        if size > 0 {
          Text("Large").tag(2)
        }
      }
      Picker(selection: $sort) {
        Text("Newest").tag("new")
        Text("Oldest").tag("old")
      } label: {
        Text("Sort")
      }
      .pickerStyle(.menu)
      Text(filter.rawValue)
    }
    .padding(16)
  }
}

private struct Download: View {
  @State private var progress = 0.0
  @State private var started = false
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      if !started {
        ProgressView()
      }
      ProgressView("Downloading", value: progress, total: 2)
      ProgressView(value: 0.4)
      ProgressView(value: 0.5) { Text("Half") }
      ProgressView("Waiting")
        .progressViewStyle(.circular)
        .controlSize(.large)
      ProgressView(value: 0.3)
        .progressViewStyle(.linear)
      Gauge(value: 30.0, in: 0...120) { Text("Speed") }
    }
    .padding(20)
    .onTapGesture {
      started = true
      withAnimation(.linear(duration: 1)) { progress = 2 }
    }
  }
}

private struct SignIn: View {
  @State private var email = "anna@example.com"
  @State private var password = "hunter22"
  @State private var code = ""
  var body: some View {
    VStack(spacing: 12) {
      TextField("E-mail", text: $email)
      SecureField("Password", text: $password)
      TextField("One-time code", text: $code, prompt: Text("123456"))
        .textFieldStyle(.plain)
      Label("Inbox", systemImage: "tray")
      Label("Sent", systemImage: "paperplane").labelStyle(.iconOnly)
      Label("Drafts", systemImage: "doc").labelStyle(.titleOnly)
      Label {
        Text("Custom")
      } icon: {
        Color.green.frame(width: 12, height: 12)
      }
      .labelStyle(.titleAndIcon)
      Link("Forgot password?", destination: URL(string: "https://example.com/reset")!)
      Link(destination: URL(string: "https://example.com")!) {
        Text("Help")
      }
    }
    .textFieldStyle(.roundedBorder)
    .padding(24)
  }
}

final class ControlInputParityTests: XCTestCase {
  /// Toggles in their label forms and styles; a scene tap flips every toggle (with iOS's switch animation).
  func testTogglesMatchTheInterpreter() throws {
    let scene = _scene(width: 320, height: 300, taps: [0.4]) { Settings() }
    let lines = try inspectLines(compiled: scene, at: [0, 1])
    XCTAssertTrue(lines[0].contains("\"isOn\":1") && lines[0].contains("\"isOn\":0"), lines[0])
    XCTAssertTrue(lines[0].contains("\"symbol\":\"airplane\""), lines[0])
    XCTAssertTrue(lines[0].contains("Grounded") && lines[1].contains("Flying"), lines[1])
    // The disabled toggle draws dimmed and its tap does not flip Wi-Fi (the enabled Wi-Fi toggle does).
    XCTAssertTrue(lines[0].contains(#"{"name":"toggle","isOn":1},{"name":"opacity","value":0.4}"#), lines[0])
    try assertMatchesRecording(scene, at: [0, 0.4, 0.5, 0.6, 1])
  }

  /// Sliders (with value labels and a range), steppers bounded, unbounded and by actions; the slider's
  /// value animates after the tap, a tap presses every stepper's +.
  func testSlidersAndSteppersMatchTheInterpreter() throws {
    let scene = _scene(width: 320, height: 360, taps: [0.4, 0.9]) { Volume() }
    let lines = try inspectLines(compiled: scene, at: [0, 1.5])
    XCTAssertTrue(lines[0].contains(#"{"name":"slider","value":0.25,"fraction":0.125}"#), lines[0])
    XCTAssertTrue(lines[0].contains(#"{"name":"stepper","value":3,"canDecrement":1,"canIncrement":1}"#), lines[0])
    // Each tap presses every stepper's +: the bounded one stops at 4 (and, at the bound, takes no tap),
    // the action one adds 1 each time, the unbounded Double one steps by 0.5.
    XCTAssertTrue(lines[1].contains(#"{"name":"stepper","value":6,"canDecrement":1,"canIncrement":0}"#), lines[1])
    XCTAssertTrue(lines[1].contains(#"{"name":"stepper","value":2.5,"canDecrement":1,"canIncrement":1}"#), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.4, 0.6, 0.9, 1.2, 1.5])
  }

  /// Pickers find their options by `.tag` (through an `if`), select by the bound value (an enum, an
  /// Int, an optional String), and a tap selects the next option.
  func testPickersMatchTheInterpreter() throws {
    let scene = _scene(width: 320, height: 220, taps: [0.4]) { Inbox() }
    let lines = try inspectLines(compiled: scene, at: [0, 1])
    XCTAssertTrue(lines[0].contains("\"name\":\"picker\",\"count\":3,\"selected\":0"), lines[0])
    XCTAssertTrue(lines[0].contains("\"name\":\"picker\",\"count\":3,\"selected\":1"), lines[0])
    XCTAssertTrue(lines[0].contains("\"name\":\"picker\",\"count\":2,\"selected\":0"), lines[0])
    XCTAssertTrue(lines[1].contains("\"text\":\"Unread\""), lines[1])
    XCTAssertTrue(lines[1].contains("\"name\":\"picker\",\"count\":2,\"selected\":1"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.4, 0.5, 1])
  }

  /// Indeterminate and determinate progress views, their styles, and a gauge; the bar fills with the
  /// tap's animation and the spinner turns.
  func testProgressViewsMatchTheInterpreter() throws {
    let scene = _scene(width: 320, height: 400, taps: [0.5]) { Download() }
    let lines = try inspectLines(compiled: scene, at: [0, 1])
    XCTAssertTrue(lines[0].contains("\"name\":\"progress\",\"fraction\":0.4"), lines[0])
    XCTAssertTrue(lines[0].contains("\"name\":\"progress\",\"fraction\":0.25"), lines[0])
    XCTAssertTrue(lines[0].contains("\"name\":\"spinner\""), lines[0])
    XCTAssertTrue(lines[1].contains("\"name\":\"progress\",\"fraction\":0.5"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.3, 0.5, 0.75, 1, 1.6])
  }

  /// Text and secure fields in the rounded-border and plain styles, labels in each label style, links.
  func testFieldsLabelsAndLinksMatchTheInterpreter() throws {
    let scene = _scene(width: 320, height: 420) { SignIn() }
    let lines = try inspectLines(compiled: scene, at: [0])
    XCTAssertTrue(lines[0].contains("\"name\":\"textField\",\"count\":8,\"isEmpty\":0,\"isSecure\":1"), lines[0])
    XCTAssertTrue(lines[0].contains("\"text\":\"One-time code\""), lines[0])
    XCTAssertTrue(lines[0].contains("\"symbol\":\"paperplane\""), lines[0])
    XCTAssertFalse(lines[0].contains("\"text\":\"Sent\""), lines[0])
    XCTAssertFalse(lines[0].contains("\"symbol\":\"doc\""), lines[0])
    XCTAssertTrue(lines[0].contains("\"name\":\"link\""), lines[0])
    try assertMatchesRecording(scene, at: [0])
  }
}

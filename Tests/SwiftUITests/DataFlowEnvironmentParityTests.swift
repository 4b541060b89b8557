@_spi(AnimRender) import SwiftUI
import XCTest

// A custom key read by `@Environment(\.theme)`, the appearance, and values set above the reader.
private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

private struct ThemedLabel: View {
  @Environment(\.theme) private var theme
  @Environment(\.colorScheme) private var scheme
  var body: some View {
    Text("\(theme) \(scheme == .dark ? "dark" : "light")")
  }
}

private struct EnvironmentRoot: View {
  @State private var fancy = false
  var body: some View {
    VStack(spacing: 4) {
      ThemedLabel()
      ThemedLabel().environment(\.theme, fancy ? "fancy" : "bold")
      ThemedLabel().environment(\.colorScheme, .dark)
    }
    .onTapGesture { fancy = true }
  }
}

// System values at their defaults, and one set by `.environment(\.layoutDirection, …)`.
private struct SystemValues: View {
  @Environment(\.layoutDirection) private var direction
  @Environment(\.dynamicTypeSize) private var typeSize
  @Environment(\.horizontalSizeClass) private var sizeClass
  var body: some View {
    Text("\(direction == .rightToLeft ? "rtl" : "ltr") \(typeSize == .large ? "large" : "other") \(sizeClass == .compact ? "compact" : "regular")")
  }
}

// An object found by its superclass (`@EnvironmentObject var base: Base` over a `Derived`).
private class Base: ObservableObject {
  @Published var level = 1
}

private final class Derived: Base {}

private struct BaseReader: View {
  @EnvironmentObject var base: Base
  var body: some View {
    Text("level \(base.level)").onTapGesture { base.level += 1 }
  }
}

// `@Environment(Type.self)` for an optional `@Observable` object: nil where no view above provides one
// (the interpreter has no optional form, so this is checked on its own).
@Observable private final class Missing {
  var flag = true
}

private struct OptionalReader: View {
  @Environment(Missing.self) private var missing: Missing?
  var body: some View { Text(missing == nil ? "none" : "some \(missing!.flag)") }
}

private struct EnabledReader: View {
  @Environment(\.isEnabled) private var isEnabled
  var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

final class DataFlowEnvironmentParityTests: XCTestCase {
  /// `.environment(\.isEnabled, false)` sets the runtime's control environment, read back below.
  func testIsEnabledIsTheControlEnvironments() throws {
    let scene = _scene(width: 200, height: 80) {
      VStack {
        EnabledReader()
        EnabledReader().environment(\.isEnabled, false)
      }
    }
    let lines = try inspectLines(compiled: scene, at: [0])
    XCTAssertTrue(lines[0].contains("\"enabled\"") && lines[0].contains("\"disabled\""), lines[0])
  }

  /// A subclass's instance is found under its superclass, and its published changes re-run the reader.
  func testObjectsAreFoundBySuperclassMatchingTheInterpreter() throws {
    let scene = _scene(width: 200, height: 80, taps: [0.5]) { BaseReader().environmentObject(Derived()) }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("level 1"), lines[0])
    XCTAssertTrue(lines[1].contains("level 2"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.6])
  }

  /// An optional environment object reads nil without a provider, and the object where one is set.
  func testOptionalObservableEnvironmentObject() throws {
    let scene = _scene(width: 200, height: 80) {
      VStack {
        OptionalReader()
        OptionalReader().environment(Missing())
      }
    }
    let lines = try inspectLines(compiled: scene, at: [0])
    XCTAssertTrue(lines[0].contains("\"none\"") && lines[0].contains("\"some true\""), lines[0])
  }

  /// A custom key's default and a value set above the reader, changed by a tap; the appearance set for
  /// one subtree: the readers' texts match the interpreter's before and after the tap.
  func testCustomKeyAndColorSchemeMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5]) { EnvironmentRoot() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("plain light") && lines[0].contains("bold light") && lines[0].contains("plain dark"), lines[0])
    XCTAssertTrue(lines[1].contains("fancy light"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.4, 0.6, 1])
  }

  /// System values read at their defaults, and one set by `.environment(\.layoutDirection, …)`.
  func testSystemValuesMatchTheInterpreter() throws {
    let scene = _scene(width: 300, height: 120) {
      VStack {
        SystemValues()
        SystemValues().environment(\.layoutDirection, .rightToLeft)
      }
    }
    let lines = try inspectLines(compiled: scene, at: [0])
    XCTAssertTrue(lines[0].contains("ltr large compact") && lines[0].contains("rtl large compact"), lines[0])
    try assertMatchesRecording(scene, at: [0])
  }
}

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

private let environmentSource = """
struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
  var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

struct ThemedLabel: View {
  @Environment(\\.theme) private var theme
  @Environment(\\.colorScheme) private var scheme
  var body: some View {
    Text("\\(theme) \\(scheme == .dark ? "dark" : "light")")
  }
}

struct EnvironmentRoot: View {
  @State private var fancy = false
  var body: some View {
    VStack(spacing: 4) {
      ThemedLabel()
      ThemedLabel().environment(\\.theme, fancy ? "fancy" : "bold")
      ThemedLabel().environment(\\.colorScheme, .dark)
    }
    .onTapGesture { fancy = true }
  }
}
Scene(width: 200, height: 120, taps: [0.5]) { EnvironmentRoot() }
"""

// System values at their defaults, and one set by `.environment(\.layoutDirection, …)`.
private struct SystemValues: View {
  @Environment(\.layoutDirection) private var direction
  @Environment(\.dynamicTypeSize) private var typeSize
  @Environment(\.horizontalSizeClass) private var sizeClass
  var body: some View {
    Text("\(direction == .rightToLeft ? "rtl" : "ltr") \(typeSize == .large ? "large" : "other") \(sizeClass == .compact ? "compact" : "regular")")
  }
}

private let systemSource = """
struct SystemValues: View {
  @Environment(\\.layoutDirection) private var direction
  @Environment(\\.dynamicTypeSize) private var typeSize
  @Environment(\\.horizontalSizeClass) private var sizeClass
  var body: some View {
    Text("\\(direction == .rightToLeft ? "rtl" : "ltr") \\(typeSize == .large ? "large" : "other") \\(sizeClass == .compact ? "compact" : "regular")")
  }
}
Scene(width: 300, height: 120) {
  VStack {
    SystemValues()
    SystemValues().environment(\\.layoutDirection, .rightToLeft)
  }
}
"""

final class DataFlowEnvironmentParityTests: XCTestCase {
  /// A custom key's default and a value set above the reader, changed by a tap; the appearance set for
  /// one subtree: the readers' texts match the interpreter's before and after the tap.
  @MainActor func testCustomKeyAndColorSchemeMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5]) { EnvironmentRoot() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("plain light") && lines[0].contains("bold light") && lines[0].contains("plain dark"), lines[0])
    XCTAssertTrue(lines[1].contains("fancy light"), lines[1])
    try assertParity(scene, environmentSource, at: [0, 0.4, 0.6, 1])
  }

  /// System values read at their defaults, and one set by `.environment(\.layoutDirection, …)`.
  @MainActor func testSystemValuesMatchTheInterpreter() throws {
    let scene = _scene(width: 300, height: 120) {
      VStack {
        SystemValues()
        SystemValues().environment(\.layoutDirection, .rightToLeft)
      }
    }
    let lines = try inspectLines(compiled: scene, at: [0])
    XCTAssertTrue(lines[0].contains("ltr large compact") && lines[0].contains("rtl large compact"), lines[0])
    try assertParity(scene, systemSource, at: [0])
  }
}

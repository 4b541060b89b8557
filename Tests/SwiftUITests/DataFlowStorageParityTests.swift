@_spi(AnimRender) import SwiftUI
import XCTest

// Storage the view owns besides `@State` (`@AppStorage`, `@SceneStorage`, `@FocusState`,
// `@GestureState`, `@Namespace`), bindings from them, and work sent to the main queue with a delay.
private struct StorageRoot: View {
  @AppStorage("volume") private var volume = 3
  @SceneStorage("tab") private var tab = "home"
  @FocusState private var focused: Bool
  @GestureState private var pressing = false
  @Namespace private var space
  var body: some View {
    VStack(spacing: 4) {
      Text("volume \(volume) tab \(tab)")
      Text("focused \(focused ? "yes" : "no") pressing \(pressing ? "yes" : "no")")
      VolumeLabel(volume: $volume)
    }
    .onTapGesture {
      volume += 1
      tab = "settings"
      focused = true
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { volume += 10 }
    }
  }
}

private struct VolumeLabel: View {
  @Binding var volume: Int
  var body: some View { Text("bound \(volume)") }
}

final class DataFlowStorageParityTests: XCTestCase {
  /// The wrappers keep their values per view like `@State`; a tap writes them, and the work it sends
  /// to the main queue runs 0.5 s later on the scene's clock (at 1 s, not before).
  func testStorageWrappersAndDelayedWorkMatchTheInterpreter() throws {
    let scene = _scene(width: 300, height: 120, taps: [0.5]) { StorageRoot() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6, 0.99, 1])
    XCTAssertTrue(lines[0].contains("volume 3 tab home") && lines[0].contains("focused no pressing no") && lines[0].contains("bound 3"), lines[0])
    XCTAssertTrue(lines[1].contains("volume 4 tab settings") && lines[1].contains("focused yes"), lines[1])
    XCTAssertTrue(lines[2].contains("volume 4 "), lines[2])
    XCTAssertTrue(lines[3].contains("volume 14 ") && lines[3].contains("bound 14"), lines[3])
    try assertMatchesRecording(scene, at: [0, 0.5, 0.6, 0.99, 1, 1.5])
  }

  /// A `@FocusState` of an optional enum starts nil and is written like state; `.focused` draws nothing.
  func testFocusStateWithFocusedModifier() throws {
    let lines = try inspectLines(compiled: _scene(width: 200, height: 80) { FocusRoot() }, at: [0])
    XCTAssertTrue(lines[0].contains("\"text\":\"mail\"") && lines[0].contains("\"modifiers\":[]"), lines[0])
  }

  /// A `@Namespace` keeps one identifier per view identity across body runs.
  func testNamespaceIsStablePerView() throws {
    let scene = _scene(width: 300, height: 80, taps: [0.5]) { NamespaceReader() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("same yes taps 0"), lines[0])
    XCTAssertTrue(lines[1].contains("same yes taps 1"), lines[1])
  }
}

private enum Field: Hashable { case name, mail }

/// `.focused` binds a `@FocusState` (the interpreter has no `.focused`, so checked on its own).
private struct FocusRoot: View {
  @FocusState private var field: Field?
  var body: some View {
    VStack {
      Text(field == .mail ? "mail" : "none").focused($field, equals: .name)
    }
    .onAppear { field = .mail }
  }
}

/// Remembers the namespace of its first body run in an object, and says whether later runs see the same one.
private final class FirstNamespace {
  var id: Namespace.ID?
}

private struct NamespaceReader: View {
  @Namespace private var space
  @State private var first = FirstNamespace()
  @State private var taps = 0
  var body: some View {
    let seen = first.id ?? space
    if first.id == nil { first.id = space }
    return Text("same \(seen == space ? "yes" : "no") taps \(taps)").onTapGesture { taps += 1 }
  }
}

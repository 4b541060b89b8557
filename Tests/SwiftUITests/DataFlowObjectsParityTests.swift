@_spi(AnimRender) import SwiftUI
import XCTest

// An `ObservableObject` owned by `@StateObject`, passed as `@ObservedObject`, found as
// `@EnvironmentObject`, bound with `$counter.count`, and a manual `objectWillChange.send()`.
private final class Counter: ObservableObject {
  @Published var count = 0
  var hidden = 0
}

private struct CountLabel: View {
  @ObservedObject var counter: Counter
  var body: some View { Text("Count \(counter.count)") }
}

private struct EnvironmentLabel: View {
  @EnvironmentObject var counter: Counter
  var body: some View { Text("Env \(counter.count) hidden \(counter.hidden)") }
}

private struct BoundLabel: View {
  @Binding var count: Int
  var body: some View { Text("Bound \(count)") }
}

private struct ObjectRoot: View {
  @StateObject private var counter = Counter()
  var body: some View {
    VStack(spacing: 4) {
      CountLabel(counter: counter)
      EnvironmentLabel()
      BoundLabel(count: $counter.count)
    }
    .environmentObject(counter)
    .onTapGesture {
      counter.count += 1
      counter.hidden += 1
      if counter.count == 2 { counter.objectWillChange.send() }
    }
  }
}

// An `@Observable` model in `@State`, found by `@Environment(Model.self)`, edited through `@Bindable`.
@Observable private final class Model {
  var value = 1
  var label = "start"
}

private struct ModelLabel: View {
  @Environment(Model.self) private var model
  var body: some View { Text("Value \(model.value)") }
}

private struct ModelEditor: View {
  @Bindable var model: Model
  var body: some View {
    BoundText(text: $model.label)
  }
}

private struct BoundText: View {
  @Binding var text: String
  var body: some View { Text(text).onTapGesture { text = "tapped" } }
}

private struct ObservableRoot: View {
  @State private var model = Model()
  var body: some View {
    VStack(spacing: 4) {
      ModelLabel()
      ModelEditor(model: model)
    }
    .environment(model)
    .onTapGesture { withAnimation { model.value += 1 } }
  }
}

final class DataFlowObjectsParityTests: XCTestCase {
  /// Published writes re-run the bodies that read them (an observed object, an environment object, a
  /// binding into the object); an unpublished write shows only after `objectWillChange.send()`.
  func testObservableObjectMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5, 1]) { ObjectRoot() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6, 1.1])
    XCTAssertTrue(lines[0].contains("Count 0") && lines[0].contains("Env 0 hidden 0") && lines[0].contains("Bound 0"), lines[0])
    XCTAssertTrue(lines[1].contains("Count 1") && lines[1].contains("Bound 1"), lines[1])
    XCTAssertTrue(lines[2].contains("Count 2") && lines[2].contains("Env 2 hidden 2"), lines[2])
    try assertMatchesRecording(scene, at: [0, 0.6, 0.8, 1.1])
  }

  /// An `@Observable` model: a body that read a property runs again when it changes (animated here),
  /// and a `@Bindable` projection writes through to the model.
  func testObservableModelMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5]) { ObservableRoot() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("Value 1") && lines[0].contains("start"), lines[0])
    XCTAssertTrue(lines[1].contains("Value 2") && lines[1].contains("tapped"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.55, 0.6, 1])
  }

  /// `@StateObject` evaluates its object once per view identity: the parent re-creating the child view
  /// struct (its state changed) does not bring a new object.
  func testStateObjectIsKeptAcrossParentUpdates() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5, 1]) { KeepingParent() }
    let lines = try inspectLines(compiled: scene, at: [0, 1.1])
    XCTAssertTrue(lines[0].contains("tally 0 taps 0"), lines[0])
    XCTAssertTrue(lines[1].contains("tally 2 taps 2"), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.6, 1.1])
  }

  /// A time before the last one restarts the simulation from time 0: a `@StateObject` starts again from
  /// a new object, as the interpreter's objects start again from their initial values.
  func testRestartedSimulationStartsWithNewObjects() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5, 1]) { KeepingParent() }
    let lines = try inspectLines(compiled: scene, at: [1.1, 0, 0.6, 1.1])
    XCTAssertTrue(lines[0].contains("tally 2 taps 2"), lines[0])
    XCTAssertTrue(lines[1].contains("tally 0 taps 0"), lines[1])
    XCTAssertTrue(lines[2].contains("tally 1 taps 1"), lines[2])
    XCTAssertTrue(lines[3].contains("tally 2 taps 2"), lines[3])
    RecordedOutput.assertMatches(lines)
  }

  /// The same for a model the root view holds in `@State`: the restarted simulation builds the root anew.
  func testRestartedSimulationStartsTheRootsModelAgain() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5]) { ObservableRoot() }
    let lines = try inspectLines(compiled: scene, at: [1, 0, 1])
    XCTAssertTrue(lines[0].contains("Value 2") && lines[1].contains("Value 1") && lines[2].contains("Value 2"), lines.joined(separator: "\n"))
    RecordedOutput.assertMatches(lines)
  }
}

private final class Tally: ObservableObject {
  @Published var count = 0
}

private struct KeepingChild: View {
  @StateObject private var tally = Tally()
  let taps: Int
  var body: some View { Text("tally \(tally.count) taps \(taps)").onTapGesture { tally.count += 1 } }
}

private struct KeepingParent: View {
  @State private var taps = 0
  var body: some View {
    KeepingChild(taps: taps).onTapGesture { taps += 1 }
  }
}


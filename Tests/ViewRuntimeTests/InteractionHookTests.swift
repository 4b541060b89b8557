import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// The hooks controls adopt to take scripted events (`InteractionEffect(.textInput(…))`,
/// `InteractionEffect(.drag(…))`), driven through `SceneRuntime(events:)` from Swift.
@Suite struct InteractionHookTests {
  let text = StateKey("text", "")
  let x = StateKey("x", -1.0)

  func field(_ s: StateAccess) -> some View {
    Color.gray.frame(width: 100, height: 20)
      .modifier(.effect(InteractionEffect(.textInput(TextInputHook(title: "name", text: { s[text] }, setText: { s[text] = $0 })))))
  }

  func texts(_ rt: SceneRuntime, _ t: Double) throws -> [String] { try rt.inspect(at: t).nodes.compactMap(\.text) }

  /// "hey" typed at 0.5 s, one character every 0.25 s: "h" at 0.5, "he" at 0.75, "hey" at 1.0.
  @Test func typingAppendsOneCharacterPerInterval() throws {
    let view = Component("Field", state: text) { s in
      VStack { Text("[\(s[text])]"); field(s) }
    }
    let script = InteractionScript(events: [InteractionEvent(time: 0.5, target: .named("name"), action: .type("hey", interval: 0.25))])
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), events: script, measurer: FixedTextMeasurer())
    #expect(try texts(rt, 0.4) == ["[]"])
    #expect(try texts(rt, 0.6) == ["[h]"])
    #expect(try texts(rt, 0.8) == ["[he]"])
    #expect(try texts(rt, 1.2) == ["[hey]"])
  }

  /// A drag from 10 pt to 90 pt inside a 100 pt wide view over 0.5 s, sampled 10 times a second:
  /// `minimumDistance: 0` reports the touch (local x 10), then samples k = 1…5 at 0.2 + 0.1k report
  /// 10 + 16k. Locations are local to the view, whatever its place on the canvas.
  @Test func dragReportsLocalLocationsPerSample() throws {
    let view = Component("Drag", state: x) { s in
      VStack {
        Text("x=\(Int(s[x]))")
        Color.blue.frame(width: 100, height: 20)
          .modifier(.effect(InteractionEffect(.drag(DragHandlers(minimumDistance: 0, onChanged: [{ v in s[x] = Double(v.location.x) }])))))
      }
    }
    let probe = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    let bar = try #require(try probe.inspect(at: 0).nodes.first { $0.shape == "Color" })
    let (left, midY) = (bar.bounds[0], bar.bounds[1] + 10)
    let drag = InteractionEvent(time: 0.2, target: .point(x: left + 10, y: midY),
                                action: .drag(from: nil, to: CGPoint(x: left + 90, y: midY), by: nil, duration: 0.5))
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), events: InteractionScript(events: [drag], sampleRate: 10),
                              measurer: FixedTextMeasurer())
    #expect(try texts(rt, 0.1) == ["x=-1"])
    #expect(try texts(rt, 0.25) == ["x=10"])
    #expect(try texts(rt, 0.45) == ["x=42"])
    #expect(try texts(rt, 0.9) == ["x=90"])
  }

  /// A text field's title names it for `Type`; a name nothing carries is an error listing the fields.
  @Test func unknownFieldListsTheFields() throws {
    let view = Component("Field", state: text) { s in field(s) }
    let script = InteractionScript(events: [InteractionEvent(time: 0.5, target: .named("nmae"), action: .type("a", interval: 0.1), location: "f:1:1")])
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), events: script, measurer: FixedTextMeasurer())
    let error = #expect(throws: InteractionError.self) { try rt.inspect(at: 1) }
    #expect(error?.description == "f:1:1: Type at t=0.5s: no view named \"nmae\" on screen; available: \"name\"")
  }
}

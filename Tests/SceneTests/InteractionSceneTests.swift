import AnimationEngine
import CairoRenderer
import Foundation
import Testing
import ViewRuntime

/// Scripted events addressed to one view (`Tap(at:on:)`, `Tap(at:x:y:)`, `LongPress`, `Drag`, `Type`):
/// which handler each reaches, the values its handlers receive, and the located errors for targets
/// that are not on screen. Scenes are written inline; numbers are worked out by hand in each test.
@Suite struct InteractionSceneTests {
  /// A scene from text, compiled and run by the binary as a file is.
  struct Inline {
    let runtime: ServedScene

    init(_ text: String) throws {
      runtime = try LoadedScene(source: text, fileName: "act.swift-dsl").runtime
    }

    func nodes(_ t: Double) throws -> [InspectNode] {
      try runtime.inspect(at: t).nodes
    }

    func texts(_ t: Double) throws -> [String] { try nodes(t).compactMap(\.text) }
  }

  private static let twoButtons = """
    struct Counters: View {
      @State private var a = 0
      @State private var b = 0
      var body: some View {
        VStack(spacing: 20) {
          Button("Like") { a += 1 }
          Text("a=\\(a)")
          Button("Share") { b += 1 }
          Text("b=\\(b)")
        }
      }
    }
    """

  @Test func aTapByTitleRunsOnlyThatButton() throws {
    let scene = try Inline(Self.twoButtons + """

      Scene(width: 300, height: 300, events: [Tap(at: 0.5, on: "Like"), Tap(at: 1, on: "Like"), Tap(at: 1.5, on: "Share")]) { Counters() }
      """)
    #expect(try scene.texts(0.2).contains("a=0"))
    #expect(try scene.texts(0.6) == ["Like", "a=1", "Share", "b=0"])
    #expect(try scene.texts(1.2) == ["Like", "a=2", "Share", "b=0"])
    #expect(try scene.texts(2) == ["Like", "a=2", "Share", "b=1"])
  }

  @Test func untargetedTapsStillFireEveryAction() throws {
    let scene = try Inline(Self.twoButtons + "\nScene(width: 300, height: 300, taps: [0.5]) { Counters() }")
    #expect(try scene.texts(1) == ["Like", "a=1", "Share", "b=1"])
  }

  @Test func tapsMixNumbersAndEvents() throws {
    let scene = try Inline(Self.twoButtons + "\nScene(width: 300, height: 300, taps: [0.5, Tap(at: 1, on: \"Share\")]) { Counters() }")
    #expect(try scene.texts(0.7) == ["Like", "a=1", "Share", "b=1"])
    #expect(try scene.texts(1.2) == ["Like", "a=1", "Share", "b=2"])
  }

  /// By point: the `Share` button's title is drawn at its text's bounds; a point inside it taps it,
  /// a point between the views taps nothing and is an error naming what can be tapped.
  @Test func aTapByPointHitsTheViewDrawnThere() throws {
    let probe = try Inline(Self.twoButtons + "\nScene(width: 300, height: 300) { Counters() }")
    let share = try #require(try probe.nodes(0).first { $0.text == "Share" })
    let (x, y) = (share.bounds[0] + share.bounds[2] / 2, share.bounds[1] + share.bounds[3] / 2)
    let scene = try Inline(Self.twoButtons + "\nScene(width: 300, height: 300, events: [Tap(at: 0.5, x: \(x), y: \(y))]) { Counters() }")
    #expect(try scene.texts(1) == ["Like", "a=0", "Share", "b=1"])
    let miss = try Inline(Self.twoButtons + "\nScene(width: 300, height: 300, events: [Tap(at: 0.5, x: 5, y: 5)]) { Counters() }")
    let error = #expect(throws: ServedScene.Failure.self) { try miss.texts(1) }
    #expect(error?.description.hasPrefix("act.swift-dsl:13:41: Tap at (5, 5) at t=0.5s") == true)
    #expect(error?.description.contains("hits no tappable view") == true)
    #expect(error?.description.contains("available: \"Like\", \"Share\"") == true)
  }

  @Test func unknownAndAmbiguousTargetsAreLocatedErrors() throws {
    let unknown = try Inline(Self.twoButtons + "\nScene(width: 300, height: 300, events: [Tap(at: 0.5, on: \"Lik\")]) { Counters() }")
    let e1 = #expect(throws: ServedScene.Failure.self) { try unknown.texts(1) }
    #expect(e1?.description == "act.swift-dsl:13:41: Tap at t=0.5s: no view named \"Lik\" on screen; available: \"Like\", \"Share\"")
    let twice = try Inline("""
      struct Two: View {
        @State private var n = 0
        var body: some View { HStack { Button("Go") { n += 1 }; Button("Go") { n += 2 } } }
      }
      Scene(events: [Tap(at: 0.5, on: "Go")]) { Two() }
      """)
    let e2 = #expect(throws: ServedScene.Failure.self) { try twice.texts(1) }
    #expect(e2?.description.contains("\"Go\" names 2 views") == true)
    // Text that is not in a tappable view is found, but is no target.
    let plain = try Inline(Self.twoButtons + "\nScene(width: 300, height: 300, events: [Tap(at: 0.5, on: \"a=0\")]) { Counters() }")
    let e3 = #expect(throws: ServedScene.Failure.self) { try plain.texts(1) }
    #expect(e3?.description.contains("\"a=0\" is not a tappable view") == true)
  }

  /// `accessibilityIdentifier` outside a `Button` names it (the identifier wins over equal titles), and
  /// shows in `inspect` as a string value of the leaves it wraps.
  @Test func identifiersNameViewsAndShowInInspect() throws {
    let scene = try Inline("""
      struct Two: View {
        @State private var n = 0
        var body: some View {
          VStack {
            Button("Go") { n += 1 }.accessibilityIdentifier("first")
            Button("Go") { n += 10 }.accessibilityIdentifier("second")
            Text("n=\\(n)").accessibilityLabel("total")
          }
        }
      }
      Scene(events: [Tap(at: 0.5, on: "second"), Tap(at: 1, on: "first")]) { Two() }
      """)
    #expect(try scene.texts(0.7).last == "n=10")
    #expect(try scene.texts(1.2).last == "n=11")
    let go = try #require(try scene.nodes(0).first)
    #expect(go.modifiers.contains { $0.name == "accessibilityIdentifier" && $0.strings["id"] == "first" })
    let line = try scene.runtime.inspect(at: 0).jsonLine()
    #expect(line.contains("{\"name\":\"accessibilityLabel\",\"label\":\"total\"}"))
  }

  /// Hit-testing: an overlay drawn on top takes the tap unless it opts out with `allowsHitTesting(false)`;
  /// `contentShape(Rectangle())` makes the gap inside a stack tappable; the innermost gesture wins.
  @Test func hitTestingFollowsPaintOrderAndTheModifiers() throws {
    func run(_ overlayModifier: String, _ x: Double, _ y: Double) throws -> [String] {
      let scene = try Inline("""
        struct Hits: View {
          @State private var log = "-"
          var body: some View {
            VStack(spacing: 0) {
              ZStack {
                Rectangle().fill(Color.blue).frame(width: 100, height: 100).onTapGesture { log += "under" }
                Circle().fill(Color.red).frame(width: 40, height: 40)\(overlayModifier).onTapGesture { log += "over" }
              }
              VStack(spacing: 40) {
                Rectangle().frame(width: 100, height: 20)
                Rectangle().frame(width: 100, height: 20)
              }
              .contentShape(Rectangle())
              .onTapGesture { log += "stack" }
              Text(log)
            }
          }
        }
        Scene(width: 200, height: 300, events: [Tap(at: 0.5, x: \(x), y: \(y))]) { Hits() }
        """)
      return try scene.texts(1)
    }
    // The column is 100 + 80 + text tall, centred in 300: the ZStack's centre is the circle's.
    let probe = try Inline("""
      Scene(width: 200, height: 300) { VStack(spacing: 0) { Color.blue.frame(width: 100, height: 100); Color.red.frame(width: 100, height: 80); Text("-") } }
      """)
    let nodes = try probe.nodes(0)
    let top = nodes[0].bounds, middle = nodes[1].bounds
    let centre = (top[0] + 50, top[1] + 50)
    #expect(try run("", centre.0, centre.1) == ["-over"])
    #expect(try run(".allowsHitTesting(false)", centre.0, centre.1) == ["-under"])
    // Inside the circle's frame but outside the circle (a corner): the rectangle below.
    #expect(try run("", centre.0 - 18, centre.1 - 18) == ["-under"])
    // The gap between the two bars (y = middle + 40) is tappable only through the content shape.
    #expect(try run("", middle[0] + 50, middle[1] + 40) == ["-stack"])
  }
}

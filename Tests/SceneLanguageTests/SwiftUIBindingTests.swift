import AnimationEngine
import Foundation
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

@Suite struct SwiftUIBindingTests {
  func modifier(_ name: String, _ key: String, in inspection: FrameInspection, node index: Int = 0) -> [Double] {
    guard inspection.nodes.indices.contains(index) else { return [] }
    return inspection.nodes[index].modifiers.filter { $0.name == name }.compactMap { $0.values[key]?.first }
  }

  @Test func everySeedSceneRendersThroughTheViewRuntime() throws {
    for (index, text) in SeedScenes.all.enumerated() {
      let program = try SceneProgram(swiftUISource: text, fileName: "seed\(index).swift-dsl")
      let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
      for t in stride(from: 0.0, through: 3.0, by: 0.25) {
        let inspection = try runtime.inspect(at: t)
        #expect(!inspection.nodes.isEmpty, "seed \(index) at \(t) draws nothing")
        try program.checkErrors()
      }
    }
  }

  @Test func reactionKeyframesFollowTheTrackValues() throws {
    let program = try SceneProgram(swiftUISource: SeedScenes.reaction, fileName: "reaction.swift-dsl")
    #expect(try program.backgroundColor() == Color.white.rgba)
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(runtime.taps == [0.2, 2.0])
    // Before the first tap nothing animates: the initial AnimationValues.
    let before = try runtime.inspect(at: 0.1)
    #expect(before.nodes.first?.text == "❤️")
    #expect(modifier("rotationEffect", "degrees", in: before) == [0])
    // The tap at 0.2 s changes likeCount, which triggers the keyframes. Keyframes pass through their
    // values at segment ends: verticalStretch 0.6 at 0.1 + 0.15 s, angle 16° at 0.58 + 0.125 s.
    let squash = try runtime.inspect(at: 0.2 + 0.25)
    let stretch = modifier("scaleEffect", "y", in: squash)
    #expect(stretch.contains { abs($0 - 0.6) < 1e-6 }, "scaleEffect y values \(stretch)")
    let wiggle = try runtime.inspect(at: 0.2 + 0.705)
    let degrees = modifier("rotationEffect", "degrees", in: wiggle)
    #expect(degrees.count == 1 && abs(degrees[0] - 16) < 1e-6, "rotation \(degrees)")
    try program.checkErrors()
  }

  @Test func tapsChangeStateThroughTheRuntime() throws {
    let program = try SceneProgram(swiftUISource: SeedScenes.avatar + "\nScene(taps: [0.5]) { Avatar() }", fileName: "avatar.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(modifier("scaleEffect", "x", in: try runtime.inspect(at: 0.25)) == [1])
    // withAnimation(.bouncy) { selected.toggle() }: animates from 1 towards 1.5, then settles there.
    let during = modifier("scaleEffect", "x", in: try runtime.inspect(at: 0.6)).first ?? 0
    #expect(during > 1.05 && during < 1.45, "scale 0.1 s into the bouncy animation: \(during)")
    let after = modifier("scaleEffect", "x", in: try runtime.inspect(at: 3.0)).first ?? 0
    #expect(abs(after - 1.5) < 1e-3)
  }

  @Test func runtimeErrorsSurfaceWithTheirSourceLocation() throws {
    let source = """
      struct Broken: View {
        @State private var n = 0
        var body: some View {
          Text("\\([1, 2][n])").onTapGesture { n += 5 }
        }
      }
      Scene(taps: [0.5]) { Broken() }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "broken.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    _ = try runtime.inspect(at: 0.1)
    // The tap makes the next body evaluation fail: the render ends with the located diagnostic.
    do {
      _ = try runtime.inspect(at: 1.0)
      Issue.record("the frame after the tap must fail")
    } catch let error as SceneError {
      #expect(error.headers == ["broken.swift-dsl:4:13: error: index out of range (index 5, count 2)"])
    }
  }

  @Test func aFailingShapePathEndsTheFrameThatDrewIt() throws {
    let source = """
      struct Spikes: Shape {
        var points: [Double]
        func path(in rect: CGRect) -> Path {
          var p = Path()
          p.move(to: CGPoint(x: 0, y: points[3]))
          return p
        }
      }
      Scene(width: 100, height: 100) { Spikes(points: [1, 2]) }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "spikes.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    // No checkErrors(): the frame itself throws, at the scene's line.
    do {
      _ = try runtime.displayList(at: 0)
      Issue.record("drawing the shape must fail")
    } catch let error as SceneError {
      #expect(error.headers == ["spikes.swift-dsl:5:33: error: index out of range (index 3, count 2)"])
    }
  }
}

@Suite struct BuilderTests {
  static let source = """
    struct Values { var x = 0.0 }
    struct Rows: View {
      var count: Int
      var flag: Bool
      var mode: Int
      var body: some View {
        VStack {
          for i in 0..<count { Text("row \\(i)") }
          if flag { Text("yes") } else { Text("no") }
          if !flag { Text("only when false") }
          switch mode {
          case 0: Text("zero")
          default: Text("other"); Text("more")
          }
        }
      }
    }
    struct Wiggle: View {
      var steps: [Double]
      var body: some View {
        Text("w").keyframeAnimator(initialValue: Values(), repeating: true) { content, value in
          content.offset(x: value.x)
        } keyframes: { _ in
          KeyframeTrack(\\.x) {
            for s in steps { LinearKeyframe(s, duration: 1) }
            if steps.isEmpty { LinearKeyframe(99, duration: 1) }
          }
        }
      }
    }
    """

  @Test func ifForAndSwitchInViewBuilders() throws {
    let program = try SceneProgram(swiftUISource: Self.source + "\nScene { Rows(count: 2, flag: true, mode: 1) }", fileName: "rows.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 0).nodes.compactMap(\.text) == ["row 0", "row 1", "yes", "other", "more"])
    let other = try SceneProgram(swiftUISource: Self.source + "\nScene { Rows(count: 0, flag: false, mode: 0) }", fileName: "rows.swift-dsl")
    #expect(try other.makeRuntime(measurer: FixedTextMeasurer()).inspect(at: 0).nodes.compactMap(\.text) == ["no", "only when false", "zero"])
  }

  @Test func branchesCarryTheirIndex() throws {
    let program = try SceneProgram(swiftUISource: Self.source, fileName: "rows.swift-dsl")
    let rows = try program.evaluate("Rows(count: 0, flag: false, mode: 3)")
    guard case .instance(let instance) = rows else { Issue.record("not an instance"); return }
    let node = try program.entry { try program.interpreter.componentNode(instance) }
    guard case .stack(let stack) = node else { Issue.record("expected a stack, got \(node)"); return }
    let branches = stack.children.flatMap { child -> [Int] in
      if case .group(let items) = child { return items.compactMap { if case .conditional(let b, _) = $0 { b } else { nil } } }
      if case .conditional(let b, _) = child { return [b] }
      return []
    }
    #expect(branches == [1, 0, 1])  // else-branch, the if taken, the switch's second case
  }

  @Test func forAndIfInKeyframeBuilders() throws {
    let program = try SceneProgram(swiftUISource: Self.source + "\nScene { Wiggle(steps: [10, 20]) }", fileName: "wiggle.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    func x(_ t: Double) throws -> Double? {
      try runtime.inspect(at: t).nodes.first?.modifiers.first { $0.name == "offset" }?.values["x"]?.first
    }
    #expect(try x(1.0) == 10)
    #expect(try x(1.5) == 15)
    let empty = try SceneProgram(swiftUISource: Self.source + "\nScene { Wiggle(steps: []) }", fileName: "wiggle.swift-dsl")
    // One 1 s keyframe from 0 to 99, looping: halfway is 49.5.
    #expect(try empty.makeRuntime(measurer: FixedTextMeasurer()).inspect(at: 0.5).nodes.first?.modifiers.first { $0.name == "offset" }?.values["x"]?.first == 49.5)
  }
}

@Suite struct GeometryTests {
  @Test func cgSizeKeyframesAndFormatting() throws {
    let source = """
      struct Values { var offset = CGSize.zero }
      struct Mover: View {
        var body: some View {
          Text(String(format: "%.1f|%d", 2.25, 7)).keyframeAnimator(initialValue: Values(), repeating: true) { content, value in
            content.offset(value.offset)
          } keyframes: { _ in
            KeyframeTrack(\\.offset) { LinearKeyframe(CGSize(width: 10, height: -20), duration: 1) }
          }
        }
      }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "mover.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    let frame = try runtime.inspect(at: 0.5)
    #expect(frame.nodes.first?.text == "2.2|7")
    let offset = frame.nodes.first?.modifiers.first { $0.name == "offset" }
    #expect(offset?.values["x"] == [5] && offset?.values["y"] == [-10])
  }

  @Test func unknownTypeNamesAreReported() {
    #expect(loadErrors("struct V { var x: Strng = \"\" }", registry: .swiftUI) == ["test.swift-dsl:1:19: error: cannot find type 'Strng' in scope; did you mean 'String'?"])
  }
}

@Suite struct EventTests {
  func x(_ runtime: SceneRuntime, _ t: Double, _ name: String = "offset", _ key: String = "x") throws -> Double? {
    try runtime.inspect(at: t).nodes.first?.modifiers.first { $0.name == name }?.values[key]?.first
  }

  @Test func onAppearStartsAnAnimation() throws {
    let source = """
      struct Slide: View {
        @State private var x = 0.0
        var body: some View {
          Text("→").offset(x: x).onAppear { withAnimation(.linear(duration: 1)) { x = 100 } }
        }
      }
      """
    let runtime = try SceneProgram(swiftUISource: source, fileName: "slide.swift-dsl").makeRuntime(measurer: FixedTextMeasurer())
    let half = try x(runtime, 0.5)
    #expect(half.map { abs($0 - 50) < 1e-9 } == true, "offset at 0.5: \(String(describing: half))")
    #expect(try x(runtime, 2) == 100)
  }

  @Test func transactionKeysFromTheWWDCTalk() throws {
    let source = """
      private struct AvatarTappedKey: TransactionKey {
        static let defaultValue = false
      }
      extension Transaction {
        var avatarTapped: Bool {
          get { self[AvatarTappedKey.self] }
          set { self[AvatarTappedKey.self] = newValue }
        }
      }
      struct Avatar: View {
        @State private var selected = false
        var body: some View {
          Text("🐶")
            .scaleEffect(selected ? 1.5 : 1.0)
            .transaction {
              $0.animation = $0.avatarTapped ? .linear(duration: 2) : .smooth
            }
            .onTapGesture {
              withTransaction(\\.avatarTapped, true) {
                selected.toggle()
              }
            }
        }
      }
      Scene(taps: [1]) { Avatar() }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "avatar.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(try x(runtime, 0.5, "scaleEffect") == 1)
    // Tapped: the transaction modifier picks the 2 s linear animation, so halfway at 2 s.
    let mid = try x(runtime, 2, "scaleEffect")
    #expect(mid.map { abs($0 - 1.25) < 1e-9 } == true, "scale at 2: \(String(describing: mid))")
    #expect(try x(runtime, 3.5, "scaleEffect") == 1.5)
    try program.checkErrors()
  }

  @Test func onChangeReceivesOldAndNewValues() throws {
    let source = """
      struct Counter: View {
        @State private var count = 0
        @State private var log = ""
        var body: some View {
          Text(log).onTapGesture { count += 1 }.onChange(of: count) { old, new in log += "\\(old)>\\(new) " }
        }
      }
      Scene(taps: [0.5, 1.0]) { Counter() }
      """
    let runtime = try SceneProgram(swiftUISource: source, fileName: "counter.swift-dsl").makeRuntime(measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 1.5).nodes.first?.text == "0>1 1>2 ")
  }
}

@Suite struct StateBindingTests {
  @Test func bindingsWriteThroughToTheParentsState() throws {
    let source = """
      struct Toggle: View {
        @Binding var on: Bool
        var body: some View { Text(on ? "on" : "off").onTapGesture { on.toggle() } }
      }
      struct Parent: View {
        @State private var on = false
        var body: some View {
          VStack {
            Toggle(on: $on)
            Text(on ? "parent sees on" : "parent sees off")
          }
        }
      }
      Scene(taps: [1]) { Parent() }
      """
    let runtime = try SceneProgram(swiftUISource: source, fileName: "binding.swift-dsl").makeRuntime(measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 0.5).nodes.compactMap(\.text) == ["off", "parent sees off"])
    #expect(try runtime.inspect(at: 1.5).nodes.compactMap(\.text) == ["on", "parent sees on"])
    let constant = try SceneProgram(swiftUISource: source.replacingOccurrences(of: "Scene(taps: [1]) { Parent() }", with: "Scene { Toggle(on: .constant(true)) }"), fileName: "c.swift-dsl")
    #expect(try constant.makeRuntime(measurer: FixedTextMeasurer()).inspect(at: 0).nodes.compactMap(\.text) == ["on"])
  }
}

@Suite struct CustomShapeTests {
  @Test func sceneShapesDrawTheirPath() throws {
    let source = """
      struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
          var path = Path()
          path.move(to: CGPoint(x: rect.midX, y: rect.minY))
          path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
          path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
          path.closeSubpath()
          return path
        }
      }
      struct V: View {
        var body: some View {
          VStack {
            Triangle().fill(.red).frame(width: 100, height: 50)
            Path { p in
              p.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
            }
            .stroke(.blue, lineWidth: 2)
          }
        }
      }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "shape.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    let frame = try runtime.inspect(at: 0)
    try program.checkErrors()
    #expect(frame.nodes.compactMap(\.shape) == ["Triangle", "Path"])
    let triangle = try #require(frame.nodes.first)
    #expect(triangle.bounds[2] == 100 && triangle.bounds[3] == 50)
    let list = try runtime.displayList(at: 0)
    #expect(!list.items.isEmpty)
  }

  @Test func missingPathIsReported() {
    #expect(loadErrors("struct S: Shape { }\nstruct V: View { var body: some View { S() } }\nlet n = 1", registry: .swiftUI).isEmpty)
    do {
      let program = try SceneProgram(swiftUISource: "struct S: Shape { }\nstruct V: View { var body: some View { S() } }", fileName: "s.swift-dsl")
      _ = try program.makeRootView()
      Issue.record("must fail")
    } catch {
      #expect(error.headers == ["s.swift-dsl:1:1: error: type 'S' does not conform to protocol 'Shape' (missing 'func path(in rect: CGRect) -> Path')"])
    }
  }
}

@Suite struct CustomAnimationTests {
  @Test func sceneCustomAnimationDrivesTheValue() throws {
    let source = """
      struct MyLinear: CustomAnimation {
        var duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
          if time >= duration { return nil }
          return value.scaled(by: time / duration)
        }
      }
      extension Animation {
        static var myLinear: Animation { Animation(MyLinear(duration: 2)) }
      }
      struct Slide: View {
        @State private var x = 0.0
        var body: some View {
          Text("→").offset(x: x).onAppear { withAnimation(.myLinear) { x = 100 } }
        }
      }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "custom.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    func x(_ t: Double) throws -> Double? { try runtime.inspect(at: t).nodes.first?.modifiers.first { $0.name == "offset" }?.values["x"]?.first }
    #expect(try x(0.5).map { abs($0 - 25) < 1e-9 } == true)
    #expect(try x(1.0).map { abs($0 - 50) < 1e-9 } == true)
    #expect(try x(3) == 100)
    try program.checkErrors()
  }
}

@Suite struct LayoutViewTests {
  @Test func animatableShapesGeometryReaderDividerAndLabel() throws {
    let source = """
      struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
          get { fraction }
          set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
          var p = Path()
          p.addRect(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
          return p
        }
      }
      struct V: View {
        @State private var full = false
        var body: some View {
          VStack {
            Bar(fraction: full ? 1 : 0).fill(.red).frame(width: 100, height: 10)
            GeometryReader { proxy in Text("\\(Int(proxy.size.width))") }.frame(width: 80, height: 20)
            Divider()
            Label("Hi", systemImage: "star.fill")
          }
          .onAppear { withAnimation(.linear(duration: 1)) { full = true } }
        }
      }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "layout.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    func barWidth(_ t: Double) throws -> Double? {
      for item in try runtime.displayList(at: t).items {
        if case .fill(let path, _, _, _) = item, path.elements.count == 5 { return Double(path.controlPointBounds.width) }
      }
      return nil
    }
    // The bar's animatableData is interpolated: 50 % wide halfway through the 1 s linear animation.
    #expect(try barWidth(0.5).map { abs($0 - 50) < 1e-6 } == true, "bar width at 0.5 s")
    #expect(try barWidth(2).map { abs($0 - 100) < 1e-6 } == true)
    let texts = try runtime.inspect(at: 2).nodes.compactMap(\.text)
    #expect(texts == ["80", "Hi"])
    try program.checkErrors()
  }
}

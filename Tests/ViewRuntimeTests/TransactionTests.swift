import Foundation
import Testing
@testable import ViewRuntime

/// The "Explore SwiftUI animation" (WWDC23) transaction examples.
@Suite("Transactions")
struct TransactionTests {
  let selected = StateKey("selected", false)

  func runtime(_ body: @escaping (StateAccess) -> AnyView) throws -> SceneRuntime {
    let view = Component("Avatar", state: selected) { s in body(s) }
    return try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 200), taps: [1.0], measurer: FixedTextMeasurer())
  }

  func expected(_ from: Double, _ to: Double, _ animation: Animation, at t: Double) -> Double {
    var v = AnimatedValue(from)
    v.set(to, at: 1.0, animation: animation)
    return v.value(at: t)
  }

  func shadowRadius(_ ins: FrameInspection) -> Double? {
    ins.nodes[0].modifiers.first { $0.name == "shadow" }?.values["radius"]?.first
  }

  @Test func eachAnimationModifierAnimatesWhatIsBelowIt() throws {
    let rt = try runtime { s in
      Circle().frame(width: 40, height: 40)
        .shadow(radius: s[selected] ? 12 : 8)
        .animation(.smooth, value: s[selected])
        .scaleEffect(s[selected] ? 1.5 : 1.0)
        .animation(.bouncy, value: s[selected])
        .onTapGesture { s[selected].toggle() }
    }
    for t in [1.1, 1.3, 1.6] {
      let ins = try rt.inspect(at: t)
      #expect(shadowRadius(ins) == expected(8, 12, .smooth, at: t))
      #expect(ins.modifier("scaleEffect", "x") == expected(1, 1.5, .bouncy, at: t))
    }
  }

  @Test func animationBodyScopesTheAnimationToItsModifiers() throws {
    let rt = try runtime { s in
      Circle().frame(width: 40, height: 40)
        .offset(x: s[selected] ? 10 : 0)  // not inside any animation body: jumps
        .animation(.smooth) { $0.shadow(radius: s[selected] ? 12 : 8) }
        .animation(.bouncy) { $0.scaleEffect(s[selected] ? 1.5 : 1.0) }
        .onTapGesture { s[selected].toggle() }
    }
    let t = 1.2
    let ins = try rt.inspect(at: t)
    #expect(shadowRadius(ins) == expected(8, 12, .smooth, at: t))
    #expect(ins.modifier("scaleEffect", "x") == expected(1, 1.5, .bouncy, at: t))
    #expect(ins.modifier("offset", "x") == 10)
  }

  enum AvatarTappedKey: TransactionKey { static let defaultValue = false }

  @Test func customTransactionKeyChoosesTheAnimation() throws {
    let rt = try runtime { s in
      Circle().frame(width: 40, height: 40)
        .scaleEffect(s[selected] ? 1.5 : 1.0)
        .transaction { $0.animation = $0[AvatarTappedKey.self] ? .bouncy : .smooth }
        .onTapGesture {
          var t = Transaction()
          t[AvatarTappedKey.self] = true
          withTransaction(t) { s[selected].toggle() }
        }
    }
    #expect(try rt.inspect(at: 1.2).modifier("scaleEffect", "x") == expected(1, 1.5, .bouncy, at: 1.2))
  }

  @Test func transactionWithValueOnlyActsWhenTheValueChanges() throws {
    let other = StateKey("other", 0)
    let view = Component("V", state: selected, other) { s in
      HStack {
        Circle().frame(width: 40, height: 40).scaleEffect(s[selected] ? 1.5 : 1.0)
          .transaction(value: s[other]) { $0.animation = .linear(duration: 1) }
      }
      .onTapGesture { s[selected].toggle() }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 200), taps: [1.0], measurer: FixedTextMeasurer())
    #expect(try rt.inspect(at: 1.5).modifier("scaleEffect", "x") == 1.5)  // `other` did not change: no animation
  }
}

@Suite("Lifecycle")
struct LifecycleTests {
  @Test func onAppearStartsARepeatingAnimation() throws {
    let rotating = StateKey("rotating", false)
    let view = Component("Spinner", state: rotating) { s in
      Image(systemName: "arrow.up")
        .rotationEffect(.degrees(s[rotating] ? 360 : 0))
        .onAppear {
          withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { s[rotating] = true }
        }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 100), measurer: FixedTextMeasurer())
    for (t, degrees) in [(0.25, 90.0), (0.5, 180), (1.25, 90), (3.75, 270)] {
      let got = try #require(rt.inspect(at: t).modifier("rotationEffect", "degrees"))
      #expect(abs(got - degrees) < 1e-6, "at \(t): \(got)")
    }
  }

  @Test func onChangeAndOnDisappearRunAfterTheUpdate() throws {
    let count = StateKey("count", 0), log = StateKey("log", "")
    let view = Component("V", state: count, log) { s in
      VStack {
        Text(s[log].isEmpty ? "-" : s[log])
        if s[count] < 2 { Text("child").onDisappear { s[log] += "gone " } }
      }
      .onChange(of: s[count]) { old, new in s[log] += "\(old)>\(new) " }
      .onTapGesture { s[count] += 1 }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 300, height: 100), taps: [1, 2], measurer: FixedTextMeasurer())
    #expect(try rt.inspect(at: 0.5).nodes[0].text == "-")
    #expect(try rt.inspect(at: 1.5).nodes[0].text == "0>1 ")
    #expect(try rt.inspect(at: 2.5).nodes[0].text == "0>1 gone 1>2 ")
  }
}

@Suite("Completion criteria")
struct CompletionCriteriaTests {
  @Test func removedCompletionWaitsForTheSpringToSettle() throws {
    let offset = StateKey("offset", 0.0)
    let view = Component("V", state: offset) { s in
      Text("x").offset(y: s[offset]).onTapGesture {
        withAnimation(.bouncy, completionCriteria: .removed) { s[offset] = -40 } completion: { s[offset] = 10 }
      }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 100), taps: [1], measurer: FixedTextMeasurer())
    var probe = AnimatedValue(0.0)
    let finished = try #require(probe.set(-40, at: 1, animation: .bouncy).finishedTime)
    #expect(finished > 1.5)  // later than the logical completion
    #expect(try rt.inspect(at: finished - 0.01).modifier("offset", "y") != 10)
    #expect(try rt.inspect(at: finished).modifier("offset", "y") == 10)
  }
}

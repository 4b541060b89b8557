@_spi(AnimRender) import SwiftUI
import XCTest

// The seed scenes of scenes/README.md, compiled: each scene's Swift is copied here (inside a namespace,
// extensions at file scope), and its file is run by the interpreter; both must inspect alike.

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}


// scenes/simple-animation.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedSimpleAnimation {
  // Seed 000, "Create a simple bounce animation": withAnimation(.bouncy) on tap.
  struct EmojiView: View {
      var emoji: String
      var body: some View {
          Text(emoji)
              .font(.system(size: 72))
      }
  }

  struct SimpleAnimationView: View {
      var emoji: String
      @State private var offset = 0.0

      var body: some View {
          EmojiView(emoji: emoji)
              .offset(y: offset)
              .onTapGesture {
                  withAnimation(.bouncy) {
                      offset = -40.0
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { SimpleAnimationView(emoji: "🚀") }
}

// scenes/simple-animation-completion.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedSimpleAnimationCompletion {
  // Seed 000: the two-step bounce — a completion closure animates the emoji back down.
  struct EmojiView: View {
      var emoji: String
      var body: some View {
          Text(emoji)
              .font(.system(size: 72))
      }
  }

  struct SimpleAnimationView: View {
      var emoji: String
      @State private var offset = 0.0

      var body: some View {
          EmojiView(emoji: emoji)
              .offset(y: offset)
              .onTapGesture {
                  withAnimation(.bouncy) {
                      offset = -40.0
                  } completion: {
                      withAnimation {
                          offset = 0.0
                      }
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { SimpleAnimationView(emoji: "🚀") }
}

// scenes/spring-interrupt.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedSpringInterrupt {
  // Seed 003, "shouldMerge": a second tap while the bouncy spring is still moving retargets it;
  // the scale stays continuous in value and velocity across the tap.
  struct Avatar: View {
      @State private var selected = false

      var body: some View {
          Circle()
              .fill(.blue)
              .frame(width: 80, height: 80)
              .scaleEffect(selected ? 1.8 : 1.0)
              .onTapGesture {
                  withAnimation(.bouncy) {
                      selected.toggle()
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { Avatar() }
}

// scenes/custom-animation.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedCustomAnimation {
  // Seed 003, "NEW: Custom animations": a CustomAnimation declared in the scene, used through
  // Animation(MyLinearAnimation(duration:)). It animates the delta, as the talk explains.
  struct MyLinearAnimation: CustomAnimation {
      var duration: TimeInterval

      func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
          if time <= duration {
              value.scaled(by: time / duration)
          } else {
              nil
          }
      }
  }

  struct SlidingDot: View {
      @State private var moved = false

      var body: some View {
          Circle()
              .fill(.orange)
              .frame(width: 40, height: 40)
              .offset(x: moved ? 100 : -100)
              .onTapGesture {
                  withAnimation(Animation(MyLinearAnimation(duration: 1.0))) {
                      moved.toggle()
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { SlidingDot() }
}

// scenes/custom-animatable-shape.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedCustomAnimatableShape {
  // Seed 003, "Animatable": a shape whose body is re-evaluated every frame with interpolated
  // animatableData — here a polygon whose (fractional) side count animates, so it morphs.
  struct Polygon: Shape {
      var sides: Double
      var rotation: Double

      var animatableData: AnimatablePair<Double, Double> {
          get { AnimatablePair(sides, rotation) }
          set {
              sides = newValue.first
              rotation = newValue.second
          }
      }

      func path(in rect: CGRect) -> Path {
          var path = Path()
          let center = CGPoint(x: rect.midX, y: rect.midY)
          let radius = min(rect.width, rect.height) / 2
          let count = Int(sides.rounded(.up))
          for i in 0..<count {
              let angle = (Double(i) * 2.0 * .pi / sides) + rotation
              let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
              if i == 0 {
                  path.move(to: point)
              } else {
                  path.addLine(to: point)
              }
          }
          path.closeSubpath()
          return path
      }
  }

  struct MorphingView: View {
      @State private var many = false

      var body: some View {
          Polygon(sides: many ? 8 : 3, rotation: many ? .pi : 0)
              .fill(.purple)
              .frame(width: 160, height: 160)
              .onTapGesture {
                  withAnimation(.easeInOut(duration: 1.2)) {
                      many.toggle()
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { MorphingView() }
}

// scenes/avatar-with-animation.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedAvatarWithAnimation {
  // Seed 003 ("Explore SwiftUI animation"), "Animation": withAnimation(.bouncy) toggles a scale.
  // Image(pet.type) in the talk shows an asset; here a pet is an emoji.
  struct Pet {
      var type: String
  }

  struct PetImage: View {
      var pet: Pet
      var body: some View {
          Text(pet.type).font(.system(size: 80))
      }
  }

  struct Avatar: View {
      var pet: Pet
      @State private var selected: Bool = false

      var body: some View {
          PetImage(pet: pet)
              .scaleEffect(selected ? 1.5 : 1)
              .onTapGesture {
                  withAnimation(.bouncy) {
                      selected.toggle()
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { Avatar(pet: Pet(type: "🐱")) }
}

// scenes/avatar-animation-value.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedAvatarAnimationValue {
  // Seed 003, "Transaction": .animation(.bouncy, value: selected) scoped to the value; no withAnimation.
  // (The talk uses @Binding to drive it from outside; a standalone scene owns the state.)
  // Image(pet.type) in the talk shows an asset; here a pet is an emoji.
  struct Pet {
      var type: String
  }

  struct PetImage: View {
      var pet: Pet
      var body: some View {
          Text(pet.type).font(.system(size: 80))
      }
  }

  struct Avatar: View {
      var pet: Pet
      @State var selected: Bool = false

      var body: some View {
          PetImage(pet: pet)
              .scaleEffect(selected ? 1.5 : 1.0)
              .animation(.bouncy, value: selected)
              .onTapGesture {
                  selected.toggle()
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { Avatar(pet: Pet(type: "🐶")) }
}

// scenes/avatar-shadow-and-scale.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedAvatarShadowAndScale {
  // Seed 003: two animation modifiers — the shadow animates .smooth, the scale .bouncy.
  // Image(pet.type) in the talk shows an asset; here a pet is an emoji.
  struct Pet {
      var type: String
  }

  struct PetImage: View {
      var pet: Pet
      var body: some View {
          Text(pet.type).font(.system(size: 80))
      }
  }

  struct Avatar: View {
      var pet: Pet
      @State var selected: Bool = false

      var body: some View {
          PetImage(pet: pet)
              .shadow(radius: selected ? 12 : 8)
              .animation(.smooth, value: selected)
              .scaleEffect(selected ? 1.5 : 1.0)
              .animation(.bouncy, value: selected)
              .onTapGesture {
                  selected.toggle()
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { Avatar(pet: Pet(type: "🐰")) }
}

// scenes/avatar-animation-body.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedAvatarAnimationBody {
  // Seed 003: .animation(_:body:) scopes each animation to the modifiers inside its body.
  // Image(pet.type) in the talk shows an asset; here a pet is an emoji.
  struct Pet {
      var type: String
  }

  struct PetImage: View {
      var pet: Pet
      var body: some View {
          Text(pet.type).font(.system(size: 80))
      }
  }

  struct Avatar: View {
      var pet: Pet
      @State var selected: Bool = false

      var body: some View {
          PetImage(pet: pet)
              .animation(.smooth) {
                  $0.shadow(radius: selected ? 12 : 8)
              }
              .animation(.bouncy) {
                  $0.scaleEffect(selected ? 1.5 : 1.0)
              }
              .onTapGesture {
                  selected.toggle()
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { Avatar(pet: Pet(type: "🦊")) }
}

// scenes/avatar-transaction.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedAvatarTransaction {
  // Seed 003: a .transaction modifier overrides the animation of any change that reaches it.
  // (The talk's listing writes .transition by mistake; the text describes .transaction.)
  // Image(pet.type) in the talk shows an asset; here a pet is an emoji.
  struct Pet {
      var type: String
  }

  struct PetImage: View {
      var pet: Pet
      var body: some View {
          Text(pet.type).font(.system(size: 80))
      }
  }

  struct Avatar: View {
      var pet: Pet
      @State var selected: Bool = false

      var body: some View {
          PetImage(pet: pet)
              .scaleEffect(selected ? 1.5 : 1.0)
              .transaction {
                  $0.animation = .bouncy
              }
              .onTapGesture {
                  withAnimation(.linear) {
                      selected.toggle()
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { Avatar(pet: Pet(type: "🐼")) }
}

// scenes/avatar-transaction-key.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedAvatarTransactionKey {
  // Seed 003: a custom TransactionKey says whether the avatar was tapped; taps get .bouncy.
  // Image(pet.type) in the talk shows an asset; here a pet is an emoji.
  struct Pet {
      var type: String
  }

  struct PetImage: View {
      var pet: Pet
      var body: some View {
          Text(pet.type).font(.system(size: 80))
      }
  }

  struct Avatar: View {
      var pet: Pet
      @State var selected: Bool = false

      var body: some View {
          PetImage(pet: pet)
              .scaleEffect(selected ? 1.5 : 1.0)
              .transaction(value: selected) {
                  $0.animation = $0.avatarTapped
                      ? .bouncy : .smooth
              }
              .onTapGesture {
                  withTransaction(\.avatarTapped, true) {
                      selected.toggle()
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { Avatar(pet: Pet(type: "🐨")) }
}

final class AnimSeedParityTests: XCTestCase {
  func testSimpleAnimation() throws {
    let scene = _scene(width: 240, height: 240, fps: 60, duration: 1.5, background: .white, taps: [0.2]) { SeedSimpleAnimation.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.5])
  }

  func testSimpleAnimationCompletion() throws {
    let scene = _scene(width: 240, height: 240, fps: 60, duration: 2.5, background: .white, taps: [0.2]) { SeedSimpleAnimationCompletion.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 2.5])
  }

  func testSpringInterrupt() throws {
    let scene = _scene(width: 240, height: 240, fps: 60, duration: 2, background: .white, taps: [0.2, 0.45]) { SeedSpringInterrupt.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.6, 0.75, 0.8, 1.05, 2.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.6, 0.75, 0.8, 1.05, 2.0])
  }

  func testCustomAnimation() throws {
    let scene = _scene(width: 300, height: 100, fps: 30, duration: 1.6, background: .white, taps: [0.2]) { SeedCustomAnimation.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.6])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.6])
  }

  func testCustomAnimatableShape() throws {
    let scene = _scene(width: 220, height: 220, fps: 30, duration: 3.5, background: .white, taps: [0.2, 2.0]) { SeedCustomAnimatableShape.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 2.05, 2.15, 2.3, 2.6, 3.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 2.05, 2.15, 2.3, 2.6, 3.5])
  }

  func testAvatarWithAnimation() throws {
    let scene = _scene(width: 260, height: 260, fps: 60, duration: 2.5, background: .white, taps: [0.2, 1.2]) { SeedAvatarWithAnimation.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
  }

  func testAvatarAnimationValue() throws {
    let scene = _scene(width: 260, height: 260, fps: 60, duration: 2.5, background: .white, taps: [0.2, 1.2]) { SeedAvatarAnimationValue.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
  }

  func testAvatarShadowAndScale() throws {
    let scene = _scene(width: 260, height: 260, fps: 60, duration: 2.5, background: .white, taps: [0.2, 1.2]) { SeedAvatarShadowAndScale.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
  }

  func testAvatarAnimationBody() throws {
    let scene = _scene(width: 260, height: 260, fps: 60, duration: 2.5, background: .white, taps: [0.2, 1.2]) { SeedAvatarAnimationBody.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
  }

  func testAvatarTransaction() throws {
    let scene = _scene(width: 260, height: 260, fps: 60, duration: 2.5, background: .white, taps: [0.2, 1.2]) { SeedAvatarTransaction.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
  }

  func testAvatarTransactionKey() throws {
    let scene = _scene(width: 260, height: 260, fps: 60, duration: 2.5, background: .white, taps: [0.2, 1.2]) { SeedAvatarTransactionKey.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 1.25, 1.35, 1.5, 1.8, 2.5])
  }
}

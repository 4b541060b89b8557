/// Scenes taken from the seed articles, as users would paste them.
enum SeedScenes {
  static let reaction = """
    import SwiftUI

    private struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalOffset = 0.0
        var angle = Angle.zero
    }

    struct EmojiView: View {
        var emoji: String
        var body: some View {
            Text(emoji)
                .font(.system(size: 72))
        }
    }

    struct KeyframeAnimationView: View {
        var emoji: String
        @State private var likeCount = 1

        var body: some View {
            EmojiView(emoji: emoji)
                .keyframeAnimator(
                    initialValue: AnimationValues(),
                    trigger: likeCount
                ) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\\.verticalOffset) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }
                    KeyframeTrack(\\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        CubicKeyframe(1.5, duration: 0.1)
                        CubicKeyframe(1.05, duration: 0.15)
                        CubicKeyframe(1.0, duration: 0.88)
                        CubicKeyframe(0.8, duration: 0.1)
                        CubicKeyframe(1.04, duration: 0.4)
                        CubicKeyframe(1.0, duration: 0.22)
                    }
                    KeyframeTrack(\\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                }
                .onTapGesture {
                    likeCount += 1
                }
        }
    }

    Scene(width: 400, height: 400, fps: 60, duration: 3.5, background: .white, taps: [0.2, 2.0]) {
        KeyframeAnimationView(emoji: "❤️")
    }
    """

  static let threePhase = """
    struct EmojiView: View {
        var emoji: String
        var body: some View { Text(emoji).font(.system(size: 72)) }
    }

    private enum AnimationPhase: CaseIterable {
        case initial
        case move
        case scale

        var verticalOffset: Double {
            switch self {
            case .initial: 0
            case .move, .scale: -64
            }
        }

        var scaleEffect: Double {
            switch self {
            case .initial: 1
            case .move, .scale: 1.5
            }
        }
    }

    struct ThreePhaseAnimationView: View {
        var emoji: String
        @State private var likeCount = 1

        var body: some View {
            EmojiView(emoji: emoji)
                .phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
                    content
                        .scaleEffect(phase.scaleEffect)
                        .offset(y: phase.verticalOffset)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .move: .easeInOut(duration: 0.3)
                    case .scale: .spring(duration: 0.3, bounce: 0.7)
                    }
                }
                .onTapGesture {
                    likeCount += 1
                }
        }
    }

    struct ContentView: View {
        var body: some View {
            ThreePhaseAnimationView(emoji: "🤩")
        }
    }

    #Preview {
        ContentView()
    }
    """

  static let numbers = """
    struct ExampleView: View {
        var body: some View {
            HStack(spacing: 30) {

                PhaseAnimator([true, false]) { phase in
                    RoundedRectangle(cornerRadius: phase ? 10 : 30)
                        .fill(.green)
                        .frame(width: 120, height: 120)
                        .overlay{ Text(phase ? "true" : "false") }
                }

                PhaseAnimator([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]) { phase in
                    RoundedRectangle(cornerRadius: phase)
                        .fill(.blue)
                        .frame(width: 120, height: 120)
                        .overlay { Text("\\(Int(phase))") }
                } animation: { phase in
                    return Animation.easeInOut(duration: 5/phase)
                }
            }
            .font(.largeTitle).fontWeight(.bold).foregroundColor(.white)
        }
    }
    """

  static let moon = """
    struct ExampleView: View {
        let moonPhases = "🌕🌖🌗🌘🌑🌒🌓🌔".map { String($0) }

        var body: some View {
            PhaseAnimator(moonPhases) { phase in
                Text(phase)
                    .opacity(moonPhases.firstIndex(of: phase)! % 2 == 0 ? 1.0 : 0.99)
            } animation: { _ in
              .easeInOut(duration: 1.0)
            }
            .font(.system(size: 120))
        }
    }
    """

  static let cardinal = """
    enum CardinalPoint: Double, CaseIterable {
        case north = 0
        case east = 90
        case south = 180
        case west = 270
        case north_360 = 360

        // SF Symbol (↗) is 45 degrees rotated, so we substract it to compensate
        var angle: Angle { .degrees(self.rawValue - 45.0) }
    }

    struct ExampleView: View {

        var body: some View {

            Image(systemName: "location.circle.fill")
                .symbolRenderingMode(.palette)
                .foregroundStyle(.yellow, .pink)
                .font(.system(size: 120))
                .phaseAnimator(CardinalPoint.allCases) { content, phase in

                    content
                        .rotationEffect(phase.angle)

                } animation: { phase in
                    if phase == .north {
                        .linear(duration: 0)
                    } else {
                        .bouncy(extraBounce: 0.2)
                    }
                }
        }
    }
    """

  static let triggered = """
    struct ExampleView: View {
        @State var animate = false

        var body: some View {
            VStack {
                PhaseAnimator([10, 20, 30, 40, 50, 60], trigger: animate) { phase in
                    RoundedRectangle(cornerRadius: phase)
                        .fill(.yellow)
                        .frame(width: 120, height: 120)
                        .overlay { Text("\\(Int(phase))") }
                } animation: { phase in
                    let _ = print("phase = \\(phase)")
                    return Animation.easeInOut(duration: 10/phase)
                }
                .font(.largeTitle).fontWeight(.bold).foregroundColor(.white)

                Button("Animate") {
                    animate.toggle()
                }
            }
        }
    }
    """

  static let avatar = """
    struct Avatar: View {
        @State private var selected: Bool = false

        var body: some View {
            Text("🐶")
                .scaleEffect(selected ? 1.5 : 1)
                .onTapGesture {
                    withAnimation(.bouncy) {
                        selected.toggle()
                    }
                }
        }
    }
    """

  static let all = [reaction, threePhase, numbers, moon, cardinal, triggered, avatar]
}

import Foundation
import ViewRuntime

/// SwiftUI's `ScrollTransitionPhase` (https://developer.apple.com/documentation/swiftui/scrolltransitionphase):
/// where a view is relative to its scroll view's visible region.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the visible region (above it, or to its leading side).
  case topLeading
  /// In it (at least as visible as the configuration's threshold).
  case identity
  /// After it (below it, or to its trailing side).
  case bottomTrailing

  public var isIdentity: Bool { self == .identity }
  /// −1, 0 or 1.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// SwiftUI's `ScrollTransitionConfiguration`
/// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration). An animated
/// configuration switches phase at its threshold; a render draws the phase it is in.
public struct ScrollTransitionConfiguration: Sendable {
  var runtime: ScrollTransitionEffect.Configuration

  /// SwiftUI's `ScrollTransitionConfiguration.Threshold`: how much of the view must be inside the
  /// scroll view for it to count as visible.
  public struct Threshold: Sendable {
    let amount: Double
    public static let visible = Threshold(amount: 1)
    public static let hidden = Threshold(amount: 0)
    /// Half of the view visible: the nearest this model comes to "centred in the container".
    public static var centered: Threshold { Threshold(amount: 0.5) }
    public static func visible(_ amount: Double) -> Threshold { Threshold(amount: min(1, max(0, amount))) }
  }

  public static let identity = ScrollTransitionConfiguration(runtime: .init(applies: false))
  public static let interactive = ScrollTransitionConfiguration(runtime: .init())
  public static let animated = ScrollTransitionConfiguration(runtime: .init(curve: nil))

  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(runtime: .init(curve: timingCurve))
  }

  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var c = self
    c.runtime.threshold = threshold.amount
    return c
  }

  /// The animation that follows the transition's changes; a still shows where it goes.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

extension View {
  /// SwiftUI's `scrollTransition(_:axis:transition:)`: the closure's effect for the phase the view is
  /// in, mixed with its identity effect as the view scrolls in and out.
  public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                               transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
    scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
  public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                               axis: Axis? = nil,
                               transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
    _modified(.effect(ScrollTransitionEffect(
      topLeading: topLeading.runtime, bottomTrailing: bottomTrailing.runtime, horizontal: axis.map { $0 == .horizontal }
    ) { content, phase, amount in
      let rest = transition(EmptyVisualEffect(), .identity)._steps
      guard phase != 0, amount > 0 else { return rest.reduce(content) { .modified($0, $1.modifier) } }
      let edge = transition(EmptyVisualEffect(), phase < 0 ? .topLeading : .bottomTrailing)._steps
      return _VisualStep.mix(rest, edge, amount).reduce(content) { .modified($0, $1.modifier) }
    }))
  }
}

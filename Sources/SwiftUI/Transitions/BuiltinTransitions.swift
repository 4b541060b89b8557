import Foundation
import ViewRuntime

// The iOS 17 built-in transitions as `Transition` values
// (https://developer.apple.com/documentation/swiftui/transition#Getting-built-in-transitions).

/// SwiftUI's `IdentityTransition`.
public struct IdentityTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  public init() {}
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .identity }
}

/// SwiftUI's `OpacityTransition`.
public struct OpacityTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  public init() {}
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .opacity }
}

/// SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) { self.scale = scale; self.anchor = anchor }
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .scale(scale: scale, anchor: anchor) }
}

/// SwiftUI's `SlideTransition`.
public struct SlideTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  public init() {}
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .slide }
}

/// SwiftUI's `MoveTransition`.
public struct MoveTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .move(edge: edge) }
}

/// SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .offset(offset) }
}

/// SwiftUI's `PushTransition`.
public struct PushTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .push(from: edge) }
}

/// SwiftUI's `BlurReplaceTransition`: blur, scale and fade (amounts are the runtime's choices).
public struct BlurReplaceTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  /// SwiftUI's `BlurReplaceTransition.Configuration`.
  public struct Configuration: Equatable, Sendable {
    let upUp: Bool
    public static let downUp = Configuration(upUp: false)
    public static let upUp = Configuration(upUp: true)
  }
  public var configuration: Configuration
  public init(configuration: Configuration) { self.configuration = configuration }
  @_spi(AnimRender) public var _transition: ViewRuntime.AnyTransition { .blurReplace(upUp: configuration.upUp) }
}

extension Transition where Self == IdentityTransition {
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  public static var scale: ScaleTransition { ScaleTransition(0) }
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == SlideTransition {
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: config)
  }
}

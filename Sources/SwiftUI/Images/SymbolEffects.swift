import Foundation
import ViewRuntime

/// SwiftUI's `SymbolEffectOptions` (repetition and speed) is the runtime's.
public typealias SymbolEffectOptions = ViewRuntime.SymbolEffectOptions

/// The Symbols framework's `SymbolEffect` (https://developer.apple.com/documentation/symbols/symboleffect):
/// each effect type carries the runtime's effect value, its chained members (`.bounce.down.byLayer`)
/// applied through the runtime's `member(_:)`, as the interpreter applies them.
public protocol SymbolEffect {
  @_spi(AnimRender) var _effect: ViewRuntime.SymbolEffect { get }
}
/// An effect that plays once per change of a value (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that runs while active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect used as a transition.
public protocol TransitionSymbolEffect {}
/// An effect used as a content transition (`.replace`).
public protocol ContentTransitionSymbolEffect {}

/// The Symbols framework's `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.bounce)) { _effect = effect }
  private func member(_ name: String) -> BounceSymbolEffect { BounceSymbolEffect(_effect.member(name) ?? _effect) }
  public var up: BounceSymbolEffect { member("up") }
  public var down: BounceSymbolEffect { member("down") }
  public var byLayer: BounceSymbolEffect { member("byLayer") }
  public var wholeSymbol: BounceSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// The Symbols framework's `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.pulse)) { _effect = effect }
  private func member(_ name: String) -> PulseSymbolEffect { PulseSymbolEffect(_effect.member(name) ?? _effect) }
  public var byLayer: PulseSymbolEffect { member("byLayer") }
  public var wholeSymbol: PulseSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// The Symbols framework's `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.variableColor)) { _effect = effect }
  private func member(_ name: String) -> VariableColorSymbolEffect { VariableColorSymbolEffect(_effect.member(name) ?? _effect) }
  public var iterative: VariableColorSymbolEffect { member("iterative") }
  public var cumulative: VariableColorSymbolEffect { member("cumulative") }
  public var reversing: VariableColorSymbolEffect { member("reversing") }
  public var nonReversing: VariableColorSymbolEffect { member("nonReversing") }
  public var hideInactiveLayers: VariableColorSymbolEffect { member("hideInactiveLayers") }
  public var dimInactiveLayers: VariableColorSymbolEffect { member("dimInactiveLayers") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// The Symbols framework's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.scale)) { _effect = effect }
  private func member(_ name: String) -> ScaleSymbolEffect { ScaleSymbolEffect(_effect.member(name) ?? _effect) }
  public var up: ScaleSymbolEffect { member("up") }
  public var down: ScaleSymbolEffect { member("down") }
  public var byLayer: ScaleSymbolEffect { member("byLayer") }
  public var wholeSymbol: ScaleSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// The Symbols framework's `AppearSymbolEffect`.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.appear)) { _effect = effect }
  private func member(_ name: String) -> AppearSymbolEffect { AppearSymbolEffect(_effect.member(name) ?? _effect) }
  public var up: AppearSymbolEffect { member("up") }
  public var down: AppearSymbolEffect { member("down") }
  public var byLayer: AppearSymbolEffect { member("byLayer") }
  public var wholeSymbol: AppearSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The Symbols framework's `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.disappear)) { _effect = effect }
  private func member(_ name: String) -> DisappearSymbolEffect { DisappearSymbolEffect(_effect.member(name) ?? _effect) }
  public var up: DisappearSymbolEffect { member("up") }
  public var down: DisappearSymbolEffect { member("down") }
  public var byLayer: DisappearSymbolEffect { member("byLayer") }
  public var wholeSymbol: DisappearSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// The Symbols framework's `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.replace)) { _effect = effect }
  private func member(_ name: String) -> ReplaceSymbolEffect { ReplaceSymbolEffect(_effect.member(name) ?? _effect) }
  public var downUp: ReplaceSymbolEffect { member("downUp") }
  public var upUp: ReplaceSymbolEffect { member("upUp") }
  public var offUp: ReplaceSymbolEffect { member("offUp") }
  public var byLayer: ReplaceSymbolEffect { member("byLayer") }
  public var wholeSymbol: ReplaceSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// The Symbols framework's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.wiggle)) { _effect = effect }
  private func member(_ name: String) -> WiggleSymbolEffect { WiggleSymbolEffect(_effect.member(name) ?? _effect) }
  public var up: WiggleSymbolEffect { member("up") }
  public var down: WiggleSymbolEffect { member("down") }
  public var left: WiggleSymbolEffect { member("left") }
  public var right: WiggleSymbolEffect { member("right") }
  public var forward: WiggleSymbolEffect { member("forward") }
  public var backward: WiggleSymbolEffect { member("backward") }
  public var clockwise: WiggleSymbolEffect { member("clockwise") }
  public var counterClockwise: WiggleSymbolEffect { member("counterClockwise") }
  public var byLayer: WiggleSymbolEffect { member("byLayer") }
  public var wholeSymbol: WiggleSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// The Symbols framework's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.breathe)) { _effect = effect }
  private func member(_ name: String) -> BreatheSymbolEffect { BreatheSymbolEffect(_effect.member(name) ?? _effect) }
  public var plain: BreatheSymbolEffect { member("plain") }
  public var pulse: BreatheSymbolEffect { member("pulse") }
  public var byLayer: BreatheSymbolEffect { member("byLayer") }
  public var wholeSymbol: BreatheSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// The Symbols framework's `RotateSymbolEffect`.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  @_spi(AnimRender) public let _effect: ViewRuntime.SymbolEffect
  init(_ effect: ViewRuntime.SymbolEffect = ViewRuntime.SymbolEffect(.rotate)) { _effect = effect }
  private func member(_ name: String) -> RotateSymbolEffect { RotateSymbolEffect(_effect.member(name) ?? _effect) }
  public var clockwise: RotateSymbolEffect { member("clockwise") }
  public var counterClockwise: RotateSymbolEffect { member("counterClockwise") }
  public var byLayer: RotateSymbolEffect { member("byLayer") }
  public var wholeSymbol: RotateSymbolEffect { member("wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension View {
  /// SwiftUI's `symbolEffect(_:options:isActive:)`: the effect runs (or holds its state) while active.
  public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                     isActive: Bool = true) -> some View {
    _modified(.effect(SymbolEffectModifier(effect._effect, options: options, activation: .active(isActive))))
  }

  /// SwiftUI's `symbolEffect(_:options:value:)`: the effect plays each time `value` changes.
  public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                 value: U) -> some View {
    _modified(.effect(SymbolEffectModifier(effect._effect, options: options, activation: .value(EquatableValue.key(value)))))
  }
}

import Foundation

/// SwiftUI's symbol effects (`BounceSymbolEffect`, `PulseSymbolEffect`, …) as one value: the kind
/// and the modifiers chained on it (`.bounce.down.byLayer`, `.variableColor.iterative.reversing`).
/// https://developer.apple.com/documentation/symbols/symboleffect
public struct SymbolEffect: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case bounce, pulse, variableColor, scale, appear, disappear, breathe, wiggle, rotate, replace
  }

  /// Directions the effects take (`.up`/`.down`, wiggle's sides and turns, rotate's turn).
  public enum Direction: String, Hashable, Sendable {
    case up, down, left, right, forward, backward, clockwise, counterClockwise
  }

  public var kind: Kind
  public var direction: Direction?
  /// `.byLayer` (true) or `.wholeSymbol`; layers animate together here (see ``SymbolEffectChoices``).
  public var byLayer = false
  /// Variable colour: `.cumulative` (layers stay lit) or `.iterative` (one at a time, the default).
  public var cumulative = false
  /// Variable colour: `.reversing` runs back down after reaching the last layer.
  public var reversing = false
  /// Variable colour: `.hideInactiveLayers` (true) or `.dimInactiveLayers` (the default).
  public var hidesInactiveLayers = false
  /// Breathe: `.pulse` fades as it breathes; `.plain` only scales.
  public var breathePulses = false

  public init(_ kind: Kind) { self.kind = kind }

  /// The effect with one chained member applied (`down`, `byLayer`, `iterative`, …); nil if the
  /// kind has no such member.
  public func member(_ name: String) -> SymbolEffect? {
    var e = self
    switch name {
    case "byLayer": e.byLayer = true
    case "wholeSymbol": e.byLayer = false
    case "cumulative" where kind == .variableColor: e.cumulative = true
    case "iterative" where kind == .variableColor: e.cumulative = false
    case "reversing" where kind == .variableColor: e.reversing = true
    case "nonReversing" where kind == .variableColor: e.reversing = false
    case "hideInactiveLayers" where kind == .variableColor: e.hidesInactiveLayers = true
    case "dimInactiveLayers" where kind == .variableColor: e.hidesInactiveLayers = false
    case "pulse" where kind == .breathe: e.breathePulses = true
    case "plain" where kind == .breathe: e.breathePulses = false
    // (A `where` clause guards only the pattern it follows, so each pattern states its kinds.)
    case "up" where Self.directional.contains(kind), "down" where Self.directional.contains(kind):
      e.direction = Direction(rawValue: name)
    case "left" where kind == .wiggle, "right" where kind == .wiggle, "forward" where kind == .wiggle,
         "backward" where kind == .wiggle:
      e.direction = Direction(rawValue: name)
    case "clockwise" where kind == .wiggle || kind == .rotate, "counterClockwise" where kind == .wiggle || kind == .rotate:
      e.direction = Direction(rawValue: name)
    case "downUp" where kind == .replace, "upUp" where kind == .replace, "offUp" where kind == .replace:
      e.direction = name == "downUp" ? .down : .up
    default: return nil
    }
    return e
  }

  /// The kinds that take `.up` and `.down`.
  private static let directional: Set<Kind> = [.bounce, .scale, .appear, .disappear, .wiggle, .replace]

  /// The members `member(_:)` accepts for this kind, for error messages.
  public var memberNames: [String] {
    ["byLayer", "wholeSymbol", "cumulative", "iterative", "reversing", "nonReversing", "hideInactiveLayers",
     "dimInactiveLayers", "pulse", "plain", "up", "down", "left", "right", "forward", "backward", "clockwise",
     "counterClockwise", "downUp", "upUp", "offUp"].filter { member($0) != nil }
  }
}

/// SwiftUI's `SymbolEffectOptions`: repetition and speed.
/// https://developer.apple.com/documentation/symbols/symboleffectoptions
public struct SymbolEffectOptions: Hashable, Sendable {
  /// How many times a triggered effect plays (nil: the effect's default, once).
  public var repeatCount: Int?
  /// `.repeating` / `.repeat(.continuous)`: an active effect loops for as long as it is active.
  public var repeatsForever = false
  public var speed = 1.0

  public init(repeatCount: Int? = nil, repeatsForever: Bool = false, speed: Double = 1) {
    self.repeatCount = repeatCount; self.repeatsForever = repeatsForever; self.speed = speed
  }

  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions(repeatsForever: true)
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(1, count)) }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

  /// Chained options (`.repeat(2).speed(3)`).
  public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = max(1, count); o.repeatsForever = false; return o }
  public var repeating: SymbolEffectOptions { var o = self; o.repeatsForever = true; o.repeatCount = nil; return o }
  public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; o.repeatsForever = false; return o }
}

import Foundation

/// SwiftUI's `SymbolVariants`: the variant of every symbol below `.symbolVariant(_:)`.
/// https://developer.apple.com/documentation/swiftui/symbolvariants
public struct SymbolVariants: Hashable, Sendable {
  public enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
  public var shape: Shape?
  public var isFilled = false
  public var isSlashed = false

  public init(shape: Shape? = nil, isFilled: Bool = false, isSlashed: Bool = false) {
    self.shape = shape; self.isFilled = isFilled; self.isSlashed = isSlashed
  }

  public static let none = SymbolVariants()
  public static let fill = SymbolVariants(isFilled: true)
  public static let circle = SymbolVariants(shape: .circle)
  public static let square = SymbolVariants(shape: .square)
  public static let rectangle = SymbolVariants(shape: .rectangle)
  public static let slash = SymbolVariants(isSlashed: true)

  /// Chained variants (`.circle.fill`): SwiftUI reads them as one combined variant.
  public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
  public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
  public var square: SymbolVariants { var v = self; v.shape = .square; return v }
  public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

  /// The name SwiftUI draws for `name` under this variant: the suffixes in SF Symbols' order
  /// (`.slash`, then the shape, then `.fill`), dropping those the symbol lacks, as SwiftUI falls
  /// back to the closest existing variant.
  public func apply(to name: String, isKnown: (String) -> Bool) -> String {
    guard self != .none else { return name }
    var base = name
    var filled = isFilled, slashed = isSlashed, shape = self.shape
    // A name that already carries a suffix keeps it.
    if base.hasSuffix(".fill") { base.removeLast(5); filled = true }
    for s in [Shape.circle, .square, .rectangle] where base.hasSuffix("." + s.rawValue) && shape == nil {
      base.removeLast(s.rawValue.count + 1); shape = s
    }
    if base.hasSuffix(".slash") { base.removeLast(6); slashed = true }
    func compose(_ slash: Bool, _ shape: Shape?, _ fill: Bool) -> String {
      base + (slash ? ".slash" : "") + (shape.map { "." + $0.rawValue } ?? "") + (fill ? ".fill" : "")
    }
    for (s, sh, f) in [(slashed, shape, filled), (slashed, shape, false), (slashed, nil, filled), (false, shape, filled),
                       (slashed, nil, false), (false, nil, filled), (false, shape, false)] {
      let candidate = compose(s, sh, f)
      if isKnown(candidate) { return candidate }
    }
    return name
  }
}

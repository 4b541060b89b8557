import Foundation

/// SwiftUI's `HorizontalAlignment`, as a fraction of the width (0 leading … 1 trailing). A custom guide
/// (SwiftUI's `AlignmentID`) has an `id` too: only explicit guides for that id move views along it.
public struct HorizontalAlignment: Hashable, Sendable {
  public var fraction: Double
  public var id: String?
  public init(fraction: Double, id: String? = nil) { self.fraction = fraction; self.id = id }
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// SwiftUI's `VerticalAlignment`: a fraction of the height (0 top … 1 bottom), or a text baseline.
public struct VerticalAlignment: Hashable, Sendable {
  public enum Baseline: Hashable, Sendable { case first, last }
  /// Where views without text align (and the frame alignment used outside stacks).
  public var fraction: Double
  /// Set for `.firstTextBaseline` / `.lastTextBaseline`: text aligns on its baseline.
  public var baseline: Baseline?
  /// A custom guide's identity (SwiftUI's `AlignmentID`), nil for the built-in guides.
  public var id: String?
  public init(fraction: Double, baseline: Baseline? = nil, id: String? = nil) {
    self.fraction = fraction; self.baseline = baseline; self.id = id
  }
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  /// Views without text have their baseline at the bottom, as in SwiftUI.
  public static let firstTextBaseline = VerticalAlignment(fraction: 1, baseline: .first)
  public static let lastTextBaseline = VerticalAlignment(fraction: 1, baseline: .last)
}

/// SwiftUI's two-dimensional `Alignment`.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal; self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

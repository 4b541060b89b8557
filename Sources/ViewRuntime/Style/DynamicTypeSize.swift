import Foundation

/// SwiftUI's `DynamicTypeSize` (https://developer.apple.com/documentation/swiftui/dynamictypesize):
/// the reader's text size setting, which scales every text style (`.font(.body)`).
///
/// The point sizes are Apple's iOS tables in the Human Interface Guidelines, "Typography",
/// "Specifications: Dynamic Type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography),
/// one table per size, `.large` being the default that `Font.TextStyle` carries.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The command-line spelling (`XS` … `XXXL`, `AX1` … `AX5`), as Xcode's Dynamic Type variants name them.
  public var shortName: String {
    ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][Self.allCases.firstIndex(of: self)!]
  }

  /// The Swift case name (`xxxLarge`).
  public var swiftName: String {
    ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
     "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][Self.allCases.firstIndex(of: self)!]
  }

  /// A size by its short spelling or Swift name, case-insensitive (`XXXL`, `xxxLarge`, `ax1`).
  public init?(name: String) {
    let key = name.trimmingCharacters(in: .whitespaces).lowercased()
    guard let size = Self.allCases.first(where: { $0.shortName.lowercased() == key || $0.swiftName.lowercased() == key }) else { return nil }
    self = size
  }

  /// The one-line list of spellings for errors and help.
  public static var knownList: String { allCases.map { "\($0.shortName) (.\($0.swiftName))" }.joined(separator: ", ") }

  /// The point size of `style` at this setting (HIG table; weights do not change with the size).
  public func pointSize(of style: Font.TextStyle) -> Double {
    // Columns: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
    let row: [Double]
    switch style {
    case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
    return row[Self.allCases.firstIndex(of: self)!]
  }
}

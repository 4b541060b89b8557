import Foundation
import Graphics

/// The published metrics of iOS's system font (SF Pro) that animrender applies to the Inter it draws
/// with (SF Pro may not be redistributed), so lines and wraps come out closer to a device's.
///
/// - Line box: SwiftUI's `Text` lays each line out at the font's own height, ascender plus descender
///   (no leading is added: a one-line `.body` text is 20.29 pt tall on iOS, not the HIG's 22 pt
///   leading). SF Pro's `hhea` table has ascender 1950 and descender −494 in 2048 units per em
///   (SF-Pro.ttf from https://developer.apple.com/fonts/), which is what UIKit reports:
///   `UIFont.systemFont(ofSize: 15).lineHeight` logs 17.900391 (= 15 × 2444 / 2048) in
///   https://stackoverflow.com/questions/33278645, and a 20 pt system font has ascender 19.04 and
///   descender −4.82 (https://arcovv.github.io/ios/2016/10/01/ios-font-study.md.html).
/// - Tracking: the system font tracks itself by point size. The values are the "Tracking (points)"
///   column of the SF Pro table in Apple's Human Interface Guidelines, Typography, Specifications,
///   "Tracking values" (https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values).
public enum SystemFontMetrics {
  /// SF Pro's ascender and descender, in ems.
  public static let ascender = 1950.0 / 2048
  public static let descender = 494.0 / 2048

  /// A changed number here changes pixels of all text: it is part of the pixel fingerprint
  /// (`PixelFingerprint.textMetrics`), so goldens made before say why they no longer match.
  public static let revision = "SF Pro line box 1950/494 per 2048 em, HIG tracking table (2025)"

  /// The height of one line of system-font text at `size` points.
  public static func lineHeight(size: Double) -> Double { (ascender + descender) * size }

  /// The HIG's SF Pro tracking for iOS: point size → tracking in points.
  static let trackingTable: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
    (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
    (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
    (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
    (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33),
    (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24),
    (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
  ]

  /// SF Pro's tracking at `size`, in points. Sizes between rows (fractional sizes, the table's gaps
  /// above 54 pt) take the straight line between their neighbours, as a font's tracking table is
  /// interpolated (Apple's TrueType Reference Manual, "The 'trak' table"); below 6 pt the 6 pt row's
  /// +41/1000 em, from 96 pt on zero.
  public static func tracking(size: Double) -> Double {
    let table = trackingTable
    guard size.isFinite, size > 0 else { return 0 }
    if size < table[0].size { return 0.041 * size }
    guard size < table[table.count - 1].size else { return 0 }
    let upper = max(1, table.firstIndex { $0.size >= size }!)
    let (a, b) = (table[upper - 1], table[upper])
    return a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
  }

  /// SF Pro's line box, for the rasterizer to lay system-font lines out in.
  public static var lineBox: FontDescriptor.LineBox { FontDescriptor.LineBox(ascent: ascender, descent: descender) }
}

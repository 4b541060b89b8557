import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// The system font's metrics against Apple's published values: the SF Pro tracking table of the Human
/// Interface Guidelines (Typography, "Tracking values") and UIKit's reported line heights.
@Suite("System font metrics")
struct SystemFontMetricsTests {
  /// Rows of the HIG's SF Pro table, size → tracking in points, as published.
  @Test(arguments: [(6.0, 0.24), (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (17, -0.43), (20, -0.45), (22, -0.26),
                    (24, 0.07), (28, 0.38), (34, 0.40), (48, 0.35), (72, 0.14), (80, 0)])
  func trackingMatchesThePublishedTable(size: Double, points: Double) {
    #expect(abs(SystemFontMetrics.tracking(size: size) - points) < 1e-12, "\(size) pt")
  }

  @Test func trackingBetweenRowsIsInterpolated() {
    // Halfway between 17 (−0.43) and 18 (−0.44); 55 pt is between the 54 (+0.32) and 56 (+0.30) rows.
    #expect(abs(SystemFontMetrics.tracking(size: 17.5) - -0.435) < 1e-12)
    #expect(abs(SystemFontMetrics.tracking(size: 55) - 0.31) < 1e-12)
    // Below the table, the 6 pt row's +41/1000 em; from 96 pt on, none.
    #expect(abs(SystemFontMetrics.tracking(size: 4) - 0.164) < 1e-12)
    #expect(SystemFontMetrics.tracking(size: 96) == 0 && SystemFontMetrics.tracking(size: 200) == 0)
    #expect(SystemFontMetrics.tracking(size: .nan) == 0)
  }

  /// UIKit's line heights of the system font: 15 pt logs 17.900391 (Stack Overflow question 33278645),
  /// 17 pt (`.body`) is 20.29 tall, and a 20 pt font has ascender 19.04 and descender 4.82.
  @Test func lineHeightsMatchUIKit() {
    #expect(abs(SystemFontMetrics.lineHeight(size: 15) - 17.900391) < 1e-6)
    #expect(abs(SystemFontMetrics.lineHeight(size: 17) - 20.287) < 1e-3)
    #expect(abs(SystemFontMetrics.ascender * 20 - 19.04) < 5e-3 && abs(SystemFontMetrics.descender * 20 - 4.82) < 5e-3)
  }

  /// Every text style's font asks for SF Pro's line box and its size's tracking; a style's line is
  /// size × 2444/2048 tall (body 20.29, large title 40.57), not the HIG's leading (22, 41).
  @Test func textStylesCarryTheSystemMetrics() {
    for style in Font.TextStyle.allCases {
      let d = Font.system(style).descriptor
      #expect(d.tracking == SystemFontMetrics.tracking(size: d.size), "\(style)")
      guard let box = d.lineBox else { Issue.record("\(style) has no line box"); continue }
      #expect(abs((box.ascent + box.descent) * d.size - d.size * 2444 / 2048) < 1e-12, "\(style)")
    }
    #expect(abs(SystemFontMetrics.lineHeight(size: Font.body.size) - 20.287_109_375) < 1e-9)
    #expect(abs(SystemFontMetrics.lineHeight(size: Font.largeTitle.size) - 40.574_218_75) < 1e-9)
    // Dynamic Type: body at xxxLarge is 23 pt, tracked as 23 pt text (−0.10).
    #expect(Font.body.scaled(to: .xxxLarge).descriptor.tracking == -0.10)
  }

  /// Only the default design is SF Pro: serif (New York), rounded and monospaced keep their stand-in
  /// fonts' own metrics.
  @Test func otherDesignsAreNotTracked() {
    for design in [Font.Design.serif, .rounded, .monospaced] {
      let d = Font.system(size: 17, design: design).descriptor
      #expect(d.tracking == 0 && d.lineBox == nil, "\(design)")
    }
    #expect(Font.system(size: 17).descriptor.tracking == -0.43)
  }
}

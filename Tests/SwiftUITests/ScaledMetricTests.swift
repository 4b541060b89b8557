import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

private struct Badge: View {
  @ScaledMetric private var side: CGFloat = 20
  @ScaledMetric(relativeTo: .largeTitle) private var titleSide: CGFloat = 34
  var body: some View {
    HStack(spacing: 0) {
      Rectangle().frame(width: side, height: side)
      Rectangle().frame(width: titleSide, height: 10)
    }
  }
}

final class ScaledMetricTests: XCTestCase {
  /// At the default size the metrics are as written; under `.dynamicTypeSize(.xxxLarge)` a body metric
  /// scales as body text does (17 → 23 points: 20 × 23 / 17 = 27.0588) and a large-title one as the large
  /// title (34 → 40: exactly 40).
  func testMetricsScaleWithTheirTextStyle() throws {
    func widths(_ scene: _SceneDescription) throws -> [Double] {
      try InspectedNode.frames(scene, at: [0])[0].filter { $0.json["shape"] as? String == "Rectangle" }.map(\.width)
    }
    XCTAssertEqual(try widths(_scene(width: 200, height: 100) { Badge() }), [20, 34])
    let large = try widths(_scene(width: 200, height: 100) { Badge().dynamicTypeSize(.xxxLarge) })
    XCTAssertEqual(large.count, 2)
    XCTAssertEqual(large[0], 20 * 23 / 17.0, accuracy: 0.001)
    XCTAssertEqual(large[1], 40, accuracy: 0.001)
  }
}

private final class Opened { var urls: [String] = [] }

private struct HelpLink: View {
  @Environment(\.openURL) private var openURL
  var body: some View {
    Text("Help")
      .onAppear { openURL(URL(string: "https://example.com/help")!) }
      .onOpenURL { _ in }
  }
}

final class OpenURLTests: XCTestCase {
  /// `@Environment(\.openURL)` calls the handler the environment installs; the default one opens
  /// nothing and reports the URL as not handled.
  func testOpenURLRunsTheInstalledHandler() throws {
    let opened = Opened()
    let scene = _scene(width: 100, height: 50) {
      HelpLink().environment(\.openURL, OpenURLAction { url in opened.urls.append(url.absoluteString); return .handled })
    }
    _ = try inspectLines(compiled: scene, at: [0])
    XCTAssertEqual(opened.urls, ["https://example.com/help"])
    var accepted: Bool?
    EnvironmentValues().openURL(URL(string: "https://example.com")!) { accepted = $0 }
    XCTAssertEqual(accepted, false)
  }
}

import Foundation
import Graphics
@testable import ViewRuntime
import XCTest

/// `Color.mix(with:by:in:)`.
final class ColorMixTests: XCTestCase {
  private let black = Color(white: 0), white = Color(white: 1)

  /// In sRGB, red and blue half way are (0.5, 0, 0.5); the ends are the colours themselves.
  func testDeviceMixesTheEncodedComponents() {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    XCTAssertEqual(red.mixed(with: blue, by: 0.5, perceptual: false).rgba, RGBAColor(red: 0.5, green: 0, blue: 0.5))
    XCTAssertEqual(red.mixed(with: blue, by: 0, perceptual: false).rgba, red.rgba)
  }

  /// In Oklab a grey's lightness L is the cube root of its luminance, so black and white half way is
  /// L 0.5: luminance 0.125, sRGB 1.055 × 0.125^(1/2.4) − 0.055 = 0.3885.
  func testPerceptualMixesInOklab() {
    let grey = black.mixed(with: white, by: 0.5, perceptual: true).rgba
    let expected = 1.055 * pow(0.125, 1 / 2.4) - 0.055
    for c in [grey.red, grey.green, grey.blue] { XCTAssertEqual(c, expected, accuracy: 1e-4) }
    let back = Oklab.rgb(Oklab.lab(RGBAColor(red: 0.2, green: 0.6, blue: 0.9)))
    XCTAssertEqual(back.red, 0.2, accuracy: 1e-6)
    XCTAssertEqual(back.blue, 0.9, accuracy: 1e-6)
  }

  /// An adaptive colour mixes per appearance: the system background (white, black in dark mode) mixed
  /// half way with a 0.2 grey in sRGB is 0.6 in light mode and 0.1 in dark mode.
  func testAdaptiveColoursMixPerAppearance() {
    let background = Color.system["systemBackground"]!
    let mixed = background.mixed(with: Color(white: 0.2), by: 0.5, perceptual: false)
    XCTAssertEqual(mixed.resolved(.light).red, 0.6, accuracy: 1e-9)
    XCTAssertEqual(mixed.resolved(.dark).red, 0.1, accuracy: 1e-9)
  }
}

/// Which colours change in dark mode: `.primary` does (UIKit's `label`), `Color.black` does not, though
/// both are opaque black in light mode.
final class DarkColorTests: XCTestCase {
  func testBlackStaysBlackAndPrimaryTurnsWhite() {
    let black = RGBAColor(red: 0, green: 0, blue: 0), white = RGBAColor(red: 1, green: 1, blue: 1)
    XCTAssertEqual(Color.primary.resolved(.dark), white)
    XCTAssertEqual(Color.black.resolved(.dark), black)
    XCTAssertEqual(Color(white: 0).resolved(.dark), black)
    // A shadow's black at half opacity stays dark.
    XCTAssertEqual(Color.black.opacity(0.5).resolved(.dark), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    XCTAssertEqual(Color.primary.opacity(0.5).resolved(.dark), RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
  }
}

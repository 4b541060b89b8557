import CairoRenderer
import Foundation
import Graphics

/// Shared fixtures: one rasterizer for the suite (font setup costs tens of milliseconds) and
/// small display-list builders.
enum Fixture {
  private static let library = Result { try FontLibrary() }

  static func fonts() throws -> FontLibrary { try library.get() }

  static func rasterizer(_ options: CairoRasterizer.Options = .init()) throws -> CairoRasterizer {
    CairoRasterizer(fonts: try fonts(), options: options)
  }

  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path { $0.addRect(CGRect(x: x, y: y, width: w, height: h)) }
  }

  static func color(_ hex: UInt32, alpha: Double = 1) -> RGBAColor {
    RGBAColor(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  static let blue = color(0x007AFF)
  static let red = color(0xFF3B30)
  static let green = color(0x34C759)
  static let orange = color(0xFF9500)

  static func list(_ items: [DisplayItem], width: Double = 160, height: Double = 120, background: RGBAColor = .white) -> DisplayList {
    DisplayList(size: CGSize(width: width, height: height), background: background, items: items)
  }
}

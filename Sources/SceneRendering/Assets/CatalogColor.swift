import AnimationEngine
import Foundation
import Graphics
import ViewRuntime

/// A colour set's `Contents.json` read into a SwiftUI `Color` with its dark variant.
///
/// Components are written by Xcode as strings: floats `"0.500"`, 8-bit integers `"128"` or hex
/// `"0x80"` (alpha is always a float). Colour spaces: `srgb`, `extended-srgb`, `display-p3` (converted
/// to sRGB and clipped), `extended-linear-srgb`, `gray-gamma-22` (and `extended-gray`); a
/// `reference` names a UIKit system colour. Entries for other idioms than `universal` are used only
/// when there is no universal one; high-contrast entries are skipped.
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html
enum CatalogColor {
  static func read(_ json: Any, file: String) throws -> Color {
    guard let root = json as? [String: Any], let entries = root["colors"] as? [[String: Any]], !entries.isEmpty else {
      throw AssetCatalogError(file, "expected a \"colors\" array with at least one colour")
    }
    var light: RGBAColor?, dark: RGBAColor?
    /// A system colour referenced for the any appearance brings its own dark value.
    var referencedDark: RGBAColor?
    let universal = entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
    for entry in universal.isEmpty ? entries : universal {
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
      guard let color = entry["color"] as? [String: Any] else { throw AssetCatalogError(file, "a colour entry has no \"color\"") }
      let rgba = try read(color: color, file: file)
      if luminosity == nil, let reference = color["reference"] as? String { referencedDark = systemColor(reference)?.dark }
      switch luminosity {
      case "dark": dark = rgba
      case nil, "light": if luminosity == "light" || light == nil { light = rgba }
      default: throw AssetCatalogError(file, "unknown luminosity '\(luminosity!)' (expected light or dark)")
      }
    }
    guard let any = light ?? dark else { throw AssetCatalogError(file, "no colour for the light or any appearance") }
    var out = Color(rgba: any)
    out.dark = dark ?? referencedDark
    return out
  }

  private static func read(color: [String: Any], file: String) throws -> RGBAColor {
    if let reference = color["reference"] as? String {
      guard let system = systemColor(reference) else { throw AssetCatalogError(file, "unknown system colour reference '\(reference)'") }
      return system.rgba
    }
    guard let components = color["components"] as? [String: Any] else {
      throw AssetCatalogError(file, "a colour has no \"components\"")
    }
    func component(_ key: String, isAlpha: Bool = false) throws -> Double {
      guard let raw = components[key] else { throw AssetCatalogError(file, "colour component '\(key)' is missing") }
      guard let value = number(raw, isAlpha: isAlpha), value.isFinite else {
        throw AssetCatalogError(file, "colour component '\(key)' is not a number: \(raw)")
      }
      return value
    }
    let alpha = components["alpha"] == nil ? 1 : try component("alpha", isAlpha: true)
    let space = (color["color-space"] as? String ?? "srgb").lowercased()
    var rgb: (Double, Double, Double)
    switch space {
    case "gray-gamma-22", "extended-gray", "gray":
      // Gamma 2.2 grey to linear, then encoded as sRGB.
      let linear = pow(max(0, try component("white")), 2.2)
      let v = SRGB.encode(linear)
      rgb = (v, v, v)
    default:
      let r = try component("red"), g = try component("green"), b = try component("blue")
      switch space {
      case "srgb", "extended-srgb": rgb = (r, g, b)
      case "extended-linear-srgb": rgb = (SRGB.encode(r), SRGB.encode(g), SRGB.encode(b))
      case "display-p3": rgb = p3ToSRGB(r, g, b)
      default:
        throw AssetCatalogError(file, "unsupported colour space '\(space)' (srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22)")
      }
    }
    func clip(_ v: Double) -> Double { min(1, max(0, v)) }
    return RGBAColor(red: clip(rgb.0), green: clip(rgb.1), blue: clip(rgb.2), alpha: clip(alpha))
  }

  /// `systemBlueColor`, `labelColor`: UIKit's names with Objective-C's `Color` suffix.
  static func systemColor(_ reference: String) -> Color? {
    Color.system[reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference]
  }

  /// `"0.5"` → 0.5, `"128"` → 128/255, `"0x80"` → 128/255; JSON numbers: integers above 1 are 8-bit.
  static func number(_ raw: Any, isAlpha: Bool = false) -> Double? {
    if let n = raw as? NSNumber {
      let d = n.doubleValue
      return !isAlpha && d > 1 && d == d.rounded() ? d / 255 : d
    }
    guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces), !s.isEmpty else { return nil }
    if s.lowercased().hasPrefix("0x") { return Int(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    if !isAlpha, !s.contains("."), !s.contains("e"), let i = Int(s) { return Double(i) / 255 }
    return Double(s)
  }

  /// Display P3 shares sRGB's transfer function and white point (D65); only the primaries differ.
  /// The linear P3 → linear sRGB matrix is CSS Color 4's (https://www.w3.org/TR/css-color-4/#color-conversion-code).
  static func p3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    let lr = SRGB.decode(r), lg = SRGB.decode(g), lb = SRGB.decode(b)
    let sr = 1.2249401762805598 * lr - 0.22494017628055996 * lg
    let sg = -0.04205695470968816 * lr + 1.0420569547096881 * lg
    let sb = -0.019637554590334432 * lr - 0.07863604555063188 * lg + 1.0982736001409663 * lb
    return (SRGB.encode(sr), SRGB.encode(sg), SRGB.encode(sb))
  }
}

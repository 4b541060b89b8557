import Graphics
import RenderPipeline
import ViewRuntime

/// Parses `--background`: a SwiftUI colour name (`white`, `blue`, …) or `#RRGGBB` / `#RRGGBBAA`.
enum ColorArgument {
  static func parse(_ text: String) throws -> RGBAColor {
    if let named = Color.named[text.lowercased()] { return named.rgba }
    var hex = text.lowercased()
    if hex.hasPrefix("#") { hex.removeFirst() }
    guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
      throw PlanError("unknown colour '\(text)' (use a SwiftUI colour name or #RRGGBB[AA])")
    }
    let bytes = hex.count == 8 ? value : (value << 8) | 0xff
    func channel(_ shift: UInt64) -> Double { Double((bytes >> shift) & 0xff) / 255 }
    return RGBAColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }
}

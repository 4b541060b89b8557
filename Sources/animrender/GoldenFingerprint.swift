import CairoRenderer
import Foundation
import SceneRendering

/// How a golden PNG was rendered: animrender's version plus the pixel fingerprint (Cairo, Pango,
/// FFmpeg versions, the pinned font files with their content hashes, the CPU architecture).
/// `animrender test` stamps it into every golden it records, as a `tEXt` chunk of the PNG itself
/// rather than a file beside it: `--record failed` rewrites single goldens of a folder, and a
/// folder-wide file would then claim one fingerprint for goldens rendered under several; the chunk
/// also travels with a golden that is copied on its own. On a mismatch the test names the fields
/// that differ, so a font or library update reads differently from a real change of pixels.
struct GoldenFingerprint: Codable, Equatable {
  static let keyword = "animrender-fingerprint"

  var renderer: String
  var pixels: PixelFingerprint

  static func current() -> GoldenFingerprint {
    GoldenFingerprint(renderer: "animrender \(Animrender.version)", pixels: .current())
  }

  /// The fingerprint stamped into the PNG at `path`, or nil when it has none (or it does not parse).
  static func stored(in path: String) -> GoldenFingerprint? {
    guard let text = PNGTextChunk.read(keyword, from: path) else { return nil }
    return try? JSONDecoder().decode(GoldenFingerprint.self, from: Data(text.utf8))
  }

  func stamp(into path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try PNGTextChunk.write(String(decoding: try encoder.encode(self), as: UTF8.self), keyword: Self.keyword, into: path)
  }

  /// Every field that differs, as `field: golden's → this machine's` (self is this machine's).
  func differences(fromGolden golden: GoldenFingerprint) -> [String] {
    var out: [String] = []
    func compare(_ field: String, _ theirs: String?, _ ours: String?) {
      if theirs != ours { out.append("\(field): \(theirs ?? "absent") → \(ours ?? "absent")") }
    }
    compare("renderer", golden.renderer, renderer)
    compare("architecture", golden.pixels.architecture, pixels.architecture)
    for key in Set(pixels.libraries.keys).union(golden.pixels.libraries.keys).sorted() {
      compare(key, golden.pixels.libraries[key], pixels.libraries[key])
    }
    for key in Set(pixels.fonts.keys).union(golden.pixels.fonts.keys).sorted() {
      compare("font \(key)", golden.pixels.fonts[key], pixels.fonts[key])
    }
    return out
  }

  /// One sentence for a pixel mismatch against the golden at `path`: which fields differ, or that
  /// none do (so the pixels changed for a reason of the scene or animrender's code).
  func verdict(forGoldenAt path: String) -> String {
    guard let golden = Self.stored(in: path) else {
      return "the golden has no render fingerprint (recorded before animrender stored one; re-record it to add one)"
    }
    let differences = differences(fromGolden: golden)
    if differences.isEmpty {
      return "the render fingerprint matches the golden's (same renderer, libraries, fonts and architecture), so the pixels themselves changed"
    }
    let shown = differences.prefix(6).joined(separator: "; ")
    let more = differences.count > 6 ? "; and \(differences.count - 6) more" : ""
    return "the render fingerprint differs from the golden's in \(differences.count) field\(differences.count == 1 ? "" : "s"): \(shown)\(more)"
  }
}

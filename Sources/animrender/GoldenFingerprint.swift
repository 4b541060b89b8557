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
/// Fonts are kept per folder (a font package installs into a folder of its own), as the file
/// count and a hash of the files' identities: about 1 KB per golden instead of 10 KB for the
/// hundred pinned files one by one, and a difference still names the package.
struct GoldenFingerprint: Codable, Equatable {
  static let keyword = "animrender-fingerprint"

  var renderer: String
  /// cairo, pango, fontconfig, ffmpeg, libavcodec, … → version.
  var libraries: [String: String]
  /// Font folder → `"<files> files <hash>"`, the hash over each file's `PixelFingerprint` identity.
  var fonts: [String: String]
  var architecture: String
  /// The system font's metrics text was laid out with; absent in goldens recorded before them.
  var textMetrics: String?

  init(renderer: String, pixels: PixelFingerprint) {
    self.renderer = renderer
    libraries = pixels.libraries
    architecture = pixels.architecture
    textMetrics = pixels.textMetrics
    var folders: [String: [String]] = [:]
    for (path, identity) in pixels.fonts.sorted(by: { $0.key < $1.key }) {
      folders[(path as NSString).deletingLastPathComponent, default: []].append("\((path as NSString).lastPathComponent)=\(identity)")
    }
    fonts = folders.mapValues { "\($0.count) files \(ShardHash.hex(Data($0.joined(separator: "\n").utf8)))" }
  }

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
    compare("architecture", golden.architecture, architecture)
    compare("text metrics", golden.textMetrics, textMetrics)
    for key in Set(libraries.keys).union(golden.libraries.keys).sorted() {
      compare(key, golden.libraries[key], libraries[key])
    }
    for key in Set(fonts.keys).union(golden.fonts.keys).sorted() {
      compare("fonts in \(key)", golden.fonts[key], fonts[key])
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

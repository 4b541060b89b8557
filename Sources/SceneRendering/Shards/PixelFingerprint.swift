import CairoRenderer
import Foundation
import MediaIO
import ViewRuntime

/// What besides the scene and its settings decides a rendered pixel (and an encoded byte): the C
/// libraries' versions, the pinned font files, the system font's metrics and the CPU architecture. Shards merge only when
/// their fingerprints agree, so a clip is never stitched from machines that rasterise differently.
public struct PixelFingerprint: Codable, Equatable, Sendable {
  /// cairo, pango, fontconfig, ffmpeg, libavcodec, … → version.
  public var libraries: [String: String]
  /// Font file path → `"<bytes>:<FNV-1a of the first 64 KiB>"`, or `"missing"`.
  public var fonts: [String: String]
  /// `x86_64`, `arm64`, … (floating point and SIMD paths differ between architectures).
  public var architecture: String
  /// The SF Pro metrics text is laid out with (``SystemFontMetrics/revision``): they move every line
  /// of text as much as a font update does. Nil in fingerprints written before they were applied.
  public var textMetrics: String?

  public init(libraries: [String: String], fonts: [String: String], architecture: String,
              textMetrics: String? = SystemFontMetrics.revision) {
    self.libraries = libraries
    self.fonts = fonts
    self.architecture = architecture
    self.textMetrics = textMetrics
  }

  /// This machine's fingerprint.
  public static func current(fonts: PinnedFonts = .debian) -> PixelFingerprint {
    var libraries = CairoRasterizer.libraryVersions
    libraries.merge(MediaLibraries.versions) { a, _ in a }
    var identities: [String: String] = [:]
    for file in fonts.files { identities[file.path] = fileIdentity(file.path) }
    return PixelFingerprint(libraries: libraries, fonts: identities, architecture: architectureName)
  }

  /// Size plus a hash of the head: a package update changes both, and reading whole font files
  /// (the emoji font is 10 MB) on every shard would cost more than it finds.
  static func fileIdentity(_ path: String) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "missing" }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: 0)
    let head = (try? handle.read(upToCount: 64 << 10)) ?? Data()
    return "\(size):\(ShardHash.hex(head))"
  }

  static var architectureName: String {
    #if arch(x86_64)
      "x86_64"
    #elseif arch(arm64)
      "arm64"
    #else
      "other"
    #endif
  }

  /// The first difference from `other`, named for an error message, or nil if they agree.
  public func difference(from other: PixelFingerprint) -> String? {
    if architecture != other.architecture { return "CPU architecture \(architecture) vs \(other.architecture)" }
    if textMetrics != other.textMetrics { return "text metrics \(textMetrics ?? "absent") vs \(other.textMetrics ?? "absent")" }
    for key in Set(libraries.keys).union(other.libraries.keys).sorted() where libraries[key] != other.libraries[key] {
      return "\(key) \(libraries[key] ?? "absent") vs \(other.libraries[key] ?? "absent")"
    }
    for key in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[key] != other.fonts[key] {
      return "font \(key) \(fonts[key] ?? "absent") vs \(other.fonts[key] ?? "absent")"
    }
    return nil
  }
}

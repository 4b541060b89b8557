import Foundation
import MediaIO
import RenderPipeline
import SceneRendering
import ViewRuntime

/// An export from the preview: the real render path (`ClipRenderer`: Cairo, the pipeline, MediaIO's
/// encoders) into a private temporary folder, read back and removed. MediaIO writes a temporary and
/// renames it, so a file is either whole or absent; the page gets it as a download.
///
/// The scene gets a program and runtime of its own (parsed again from the text the canvas shows, or the
/// compiled library's scene built again), so an export shares nothing with the preview's renders.
struct ExportJob {
  /// What the canvas showed when the export was asked for.
  struct Snapshot: Sendable {
    var path: String
    /// A program of its own, from what the canvas was loaded from (an edit saved since cannot change it).
    var makeProgram: @Sendable () throws -> any RenderableProgram
    var settings: RenderSettings
    var taps: [Double]
    /// Clicks on views (targeted taps), so the export matches the canvas.
    var clicks: [InteractionEvent] = []
    var lastFrameTime: Double
  }

  enum Kind: String, CaseIterable, Sendable {
    case mp4, gif, png

    var format: OutputFormat {
      switch self {
      case .mp4: .video(.h264)
      case .gif: .gif
      case .png: .png
      }
    }

    var contentType: String {
      switch self {
      case .mp4: "video/mp4"
      case .gif: "image/gif"
      case .png: "image/png"
      }
    }
  }

  var snapshot: Snapshot
  var kind: Kind
  /// The still's time (PNG only).
  var time: Double

  /// The file's name for the download: the scene's name with the format's extension (a still names its frame).
  var fileName: String {
    let base = URL(fileURLWithPath: snapshot.path).deletingPathExtension().lastPathComponent
    let n = Int((time * Double(snapshot.settings.fps)).rounded())
    return kind == .png ? "\(base)-frame\(n).\(kind.rawValue)" : "\(base).\(kind.rawValue)"
  }

  func run() throws -> Data {
    var settings = snapshot.settings
    settings.format = kind.format
    let fps = settings.fps
    let plan = kind == .png
      ? try FramePlan(fps: fps, frames: [min(Int((time * Double(fps)).rounded()), Int((snapshot.lastFrameTime * Double(fps)).rounded()))])
      : try FramePlan(fps: fps, duration: settings.duration)
    let program = try snapshot.makeProgram()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent(fileName).path
    _ = try ClipRenderer(settings: settings, plan: plan).render(to: out) { measurer in
      try LoadedScene.makeSource(program: program, settings: settings, taps: snapshot.taps, clicks: snapshot.clicks, measurer: measurer)
    }
    return try Data(contentsOf: URL(fileURLWithPath: out))
  }
}

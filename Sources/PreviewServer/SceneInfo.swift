/// `GET /api/scene`: what the page needs to lay out the canvas and the timeline.
struct SceneInfo: Codable, Equatable, Sendable {
  var file: String
  /// Bumped by every reload and every change of taps: frames of older generations are stale.
  var generation: Int
  var width: Double
  var height: Double
  var scale: Double
  var pixelWidth: Int
  var pixelHeight: Int
  var fps: Int
  var duration: Double
  var frames: Int
  var lastFrameTime: Double
  /// The background's RGBA; a transparent scene gets a checkerboard under the canvas.
  var background: [Double]
  /// Taps from `Scene(taps:)` and taps added in the preview, in seconds.
  var sceneTaps: [Double]
  var userTaps: [Double]
  /// Markers: phase steps and completions (taps are listed above).
  var events: [Double]
  /// Markers: frames where the scene comes to rest (nothing animates any more).
  var rests: [Double]
  /// The session's taps as a `Scene(taps:)` argument to paste into the scene.
  var tapsLine: String
  /// Clicks on views in the canvas: their times, and each as a line for `Scene(events: [...])`.
  var clickTimes: [Double] = []
  var clickLines: [String] = []
  /// Markers: ends of keyframes inside keyframe timelines.
  var keyframes: [Double] = []
  /// The last reload's error, while the scene file does not load; the canvas keeps the last good render.
  var error: PreviewProblem?
}

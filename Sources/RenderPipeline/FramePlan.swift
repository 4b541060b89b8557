import Foundation

/// Which frames of a clip to render, and at what times.
///
/// Frame `i` is shown at `i / fps` seconds: a frame number is the same instant on every machine.
public struct FramePlan: Equatable, Sendable {
  public var fps: Int
  /// Frame numbers to render, ascending, without duplicates.
  public var frames: [Int]

  public init(fps: Int, frames: [Int]) throws {
    guard fps > 0, fps <= 240 else { throw PlanError("fps must be between 1 and 240 (got \(fps))") }
    guard !frames.isEmpty else { throw PlanError("no frames to render") }
    guard frames.allSatisfy({ $0 >= 0 }) else { throw PlanError("frame numbers must not be negative") }
    self.fps = fps
    self.frames = Array(Set(frames)).sorted()
  }

  /// Every frame of a clip of `duration` seconds: `ceil(duration·fps)` frames, at least one.
  public init(fps: Int, duration: Double) throws {
    guard duration.isFinite, duration > 0 else { throw PlanError("duration must be a positive number of seconds") }
    guard duration <= Self.maxDuration else {
      throw PlanError("duration \(duration) s exceeds the limit of \(Int(Self.maxDuration)) s")
    }
    let count = max(1, Int((duration * Double(fps) - 1e-9).rounded(.up)))
    try self.init(fps: fps, frames: Array(0..<count))
  }

  /// Frames given as `"0-59,90,120-"`-style ranges (inclusive), clipped to `totalFrames`.
  public init(fps: Int, ranges: String, totalFrames: Int) throws {
    var result: [Int] = []
    for part in ranges.split(separator: ",") {
      let p = part.trimmingCharacters(in: .whitespaces)
      if let dash = p.firstIndex(of: "-") {
        let lo = p[..<dash].isEmpty ? 0 : Int(p[..<dash])
        let hiText = p[p.index(after: dash)...]
        let hi = hiText.isEmpty ? totalFrames - 1 : Int(hiText)
        guard let lo, let hi, lo <= hi else { throw PlanError("bad frame range '\(p)' (expected like 0-59)") }
        result += Array(lo...min(hi, totalFrames - 1))
      } else {
        guard let n = Int(p) else { throw PlanError("bad frame number '\(p)'") }
        guard n < totalFrames else { throw PlanError("frame \(n) is past the end of the clip (\(totalFrames) frames)") }
        result.append(n)
      }
    }
    try self.init(fps: fps, frames: result)
  }

  /// One still at `time` seconds (the frame whose time is nearest).
  public init(fps: Int, stillAt time: Double) throws {
    guard time.isFinite, time >= 0 else { throw PlanError("--at needs a time of at least 0 seconds") }
    try self.init(fps: fps, frames: [Int((time * Double(fps)).rounded())])
  }

  public func time(ofFrame n: Int) -> Double { Double(n) / Double(fps) }

  /// Longest clip animrender renders in one go: an hour.
  public static let maxDuration: Double = 3600
}

public struct PlanError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}

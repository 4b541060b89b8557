import Foundation

/// Which frames of a clip to render, and at what times.
///
/// Frame `i` is shown at `i / fps` seconds: a frame number is the same instant on every machine.
public struct FramePlan: Equatable, Sendable {
  public var fps: Int
  /// Frame numbers to render, ascending, without duplicates.
  public var frames: [Int]

  public init(fps: Int, frames: [Int]) throws {
    try Self.checkFPS(fps)
    guard !frames.isEmpty else { throw PlanError("no frames to render") }
    guard frames.allSatisfy({ $0 >= 0 }) else { throw PlanError("frame numbers must not be negative") }
    self.fps = fps
    self.frames = Array(Set(frames)).sorted()
  }

  /// Every frame of a clip of `duration` seconds: `ceil(duration·fps)` frames, at least one.
  public init(fps: Int, duration: Double) throws {
    try Self.checkFPS(fps)  // before multiplying: an unchecked rate could overflow the frame count
    guard duration.isFinite, duration > 0 else { throw PlanError("duration must be a positive number of seconds") }
    guard duration <= Self.maxDuration else {
      throw PlanError("duration \(duration) s exceeds the limit of \(Int(Self.maxDuration)) s")
    }
    let count = max(1, Int((duration * Double(fps) - 1e-9).rounded(.up)))
    try self.init(fps: fps, frames: Array(0..<count))
  }

  /// Frames given as `"0-59,90,120-"`-style ranges (inclusive), clipped to `totalFrames`.
  ///
  /// Numbers too large for `Int` fail to parse instead of wrapping; a range may run past the end
  /// (it is clipped) but must start inside the clip, so a selection is never silently empty.
  public init(fps: Int, ranges: String, totalFrames: Int) throws {
    guard totalFrames > 0 else { throw PlanError("the clip has no frames") }
    let last = totalFrames - 1
    var result = Set<Int>()
    for part in ranges.split(separator: ",", omittingEmptySubsequences: false) {
      let p = part.trimmingCharacters(in: .whitespaces)
      guard !p.isEmpty else { throw PlanError("empty frame range in '\(ranges)' (expected like 0-59,90,120-)") }
      if let dash = p.firstIndex(of: "-") {
        let loText = p[..<dash], hiText = p[p.index(after: dash)...]
        let lo = loText.isEmpty ? 0 : Int(loText)
        let hi = hiText.isEmpty ? last : Int(hiText)
        guard let lo, let hi, lo >= 0, lo <= hi else { throw PlanError("bad frame range '\(p)' (expected like 0-59)") }
        guard lo <= last else {
          throw PlanError("frame range '\(p)' starts past the end of the clip (frames 0-\(last))")
        }
        result.formUnion(lo...min(hi, last))
      } else {
        guard let n = Int(p), n >= 0 else { throw PlanError("bad frame number '\(p)'") }
        guard n <= last else { throw PlanError("frame \(n) is past the end of the clip (frames 0-\(last))") }
        result.insert(n)
      }
    }
    try self.init(fps: fps, frames: Array(result))
  }

  /// One still at `time` seconds (the frame whose time is nearest).
  public init(fps: Int, stillAt time: Double) throws {
    try Self.checkFPS(fps)
    guard time.isFinite, time >= 0, time <= Self.maxDuration else {
      throw PlanError("--at needs a time from 0 to \(Int(Self.maxDuration)) seconds")
    }
    try self.init(fps: fps, frames: [Int((time * Double(fps)).rounded())])
  }

  public func time(ofFrame n: Int) -> Double { Double(n) / Double(fps) }

  /// Longest clip animrender renders in one go: an hour.
  public static let maxDuration: Double = 3600

  static func checkFPS(_ fps: Int) throws {
    guard fps > 0, fps <= 240 else { throw PlanError("fps must be between 1 and 240 (got \(fps))") }
  }
}

public struct PlanError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}

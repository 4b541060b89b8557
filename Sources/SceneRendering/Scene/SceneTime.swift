import Foundation
import RenderPipeline

/// A time in a scene as `--at` takes it: seconds (`0.5`) or a name that the scene's own runtime
/// resolves (``SceneTimeResolver``), so a test stays put when the animation's timing changes.
///
/// Names: `start` (0), `end` (the last frame), `settled` (the first frame after which nothing
/// animates), `tap` / `tapN` (the first / N-th scripted tap), `phase:N` (when the first phase animator
/// steps into the phase at index N of its `phases`), `keyframes-end` (when the first keyframe
/// timeline ends). A name may take an offset in seconds: `tap+0.3`, `end-0.5`, `settled+0.1`.
public struct SceneTime: Hashable, Sendable, CustomStringConvertible {
  public enum Anchor: Hashable, Sendable {
    /// Plain seconds: the offset is the time.
    case seconds
    case start, end, settled, keyframesEnd
    /// The N-th scripted tap, from 1.
    case tap(Int)
    /// The phase at this index of the first phase animator's `phases` (from 0, as the array).
    case phase(Int)
  }

  public var anchor: Anchor
  public var offset: Double

  public init(anchor: Anchor, offset: Double = 0) { self.anchor = anchor; self.offset = offset }

  public static func seconds(_ t: Double) -> SceneTime { SceneTime(anchor: .seconds, offset: t) }

  public var isNamed: Bool { anchor != .seconds }

  /// The canonical text: `0.5`, `settled`, `tap+0.3`, `tap2-0.1`, `phase:2`, `keyframes-end`.
  public var description: String {
    let name: String
    switch anchor {
    case .seconds: return Self.number(offset)
    case .start: name = "start"
    case .end: name = "end"
    case .settled: name = "settled"
    case .keyframesEnd: name = "keyframes-end"
    case .tap(let n): name = n == 1 ? "tap" : "tap\(n)"
    case .phase(let n): name = "phase:\(n)"
    }
    if offset == 0 { return name }
    return name + (offset > 0 ? "+" : "-") + Self.number(abs(offset))
  }

  /// The name as part of a file name (goldens): the description without `:` (`phase2`), which
  /// macOS and Windows checkouts do not allow.
  public var fileLabel: String { description.replacingOccurrences(of: ":", with: "") }

  /// What `--at` accepts, for usage errors.
  public static let acceptedForms =
    "seconds (0.5), start, end, settled, tap, tapN (the N-th tap), phase:N, keyframes-end; a name may add +S or -S seconds (tap+0.3, end-0.5)"

  /// A text `--at` cannot read; the description is the usage message.
  public struct ParseError: Error, CustomStringConvertible, Equatable {
    public let description: String
  }

  /// One time: seconds from 0 to `FramePlan.maxDuration`, or a name with an optional offset.
  public static func parse(_ raw: String) throws -> SceneTime {
    let text = raw.trimmingCharacters(in: .whitespaces).lowercased()
    func unknown() -> ParseError { ParseError(description: "unknown time '\(raw)' for --at: use \(acceptedForms)") }
    if let first = text.first, first.isNumber || ".+-".contains(first) {
      guard let t = Double(text), t.isFinite, t >= 0, t <= FramePlan.maxDuration else {
        throw ParseError(description: "--at takes seconds from 0 to \(Int(FramePlan.maxDuration)) or a name (got '\(raw)'): use \(acceptedForms)")
      }
      return .seconds(t)
    }
    // Longest names first: `keyframes-end` before `end`.
    let fixed: [(String, Anchor)] = [("keyframes-end", .keyframesEnd), ("settled", .settled), ("start", .start), ("end", .end)]
    var anchor: Anchor?
    var rest = Substring(text)
    if let match = fixed.first(where: { text.hasPrefix($0.0) }) {
      anchor = match.1
      rest = rest.dropFirst(match.0.count)
    } else if text.hasPrefix("phase:") {
      rest = rest.dropFirst("phase:".count)
      let digits = rest.prefix(while: \.isNumber)
      guard let n = Int(digits) else { throw unknown() }
      anchor = .phase(n)
      rest = rest.dropFirst(digits.count)
    } else if text.hasPrefix("tap") {
      rest = rest.dropFirst(3)
      let digits = rest.prefix(while: \.isNumber)
      let n = digits.isEmpty ? 1 : Int(digits) ?? 0
      guard n >= 1 else { throw ParseError(description: "'\(raw)': taps count from 1 (tap or tap1 is the first)") }
      anchor = .tap(n)
      rest = rest.dropFirst(digits.count)
    }
    guard let anchor else { throw unknown() }
    if rest.isEmpty { return SceneTime(anchor: anchor) }
    guard let sign = rest.first, sign == "+" || sign == "-", let s = Double(rest.dropFirst()), s.isFinite,
          s >= 0, s <= FramePlan.maxDuration, rest.dropFirst().first?.isNumber == true || rest.dropFirst().first == "." else { throw unknown() }
    return SceneTime(anchor: anchor, offset: sign == "+" ? s : -s)
  }

  /// A comma-separated list, in the order written.
  public static func parseList(_ text: String) throws -> [SceneTime] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { try parse(String($0)) }
  }

  /// Shortest text that reads back as `t` (`0.3`, not `0.30000000000000004`; `1`, not `1.0`).
  static func number(_ t: Double) -> String {
    if t == t.rounded(), abs(t) < 1e15 { return String(Int(t)) }
    for digits in 1...17 {
      let s = String(format: "%.\(digits)f", t)
      if Double(s) == t { return s }
    }
    return String(t)
  }
}

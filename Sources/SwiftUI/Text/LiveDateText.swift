import Foundation
import ViewRuntime

/// A `Text` the scene's clock rewrites: the live date styles (`Text(date, style: .timer)`,
/// `.relative`, `.offset`) and `Text(timerInterval:)`. It is a timeline ticking on the date's whole
/// seconds, so the text changes exactly when the shown second does, with the interpreter's wording.
struct LiveDateText: Equatable {
  enum Kind: Hashable, Sendable {
    case timer, relative, offset
    /// `Text(timerInterval:)`: from `date` to `end`.
    case interval(end: Date, countsDown: Bool)
  }

  var kind: Kind
  var date: Date

  /// The timeline drawing the text, each entry's text styled by `style`.
  func node(_ style: @escaping (ViewNode) -> ViewNode) -> ViewNode {
    let clock = _SceneDates()
    let at = clock.sceneTime(of: date)
    let kind = self.kind
    // Entries at the date's whole seconds, the first at or before scene time 0.
    let start = at - max(0, at.rounded(.up))
    return .timeline(TimelineNode(schedule: .periodic(start: start, interval: 1)) { entry, _ in
      switch kind {
      case .timer: return style(.text(Self.timer(entry - at)))
      case .relative: return style(.text(Self.relative(abs((entry - at).rounded()), long: false)))
      case .offset:
        let elapsed = (entry - at).rounded()
        return style(.text((elapsed < 0 ? "-" : "+") + Self.relative(abs(elapsed), long: true)))
      case .interval(let end, let countsDown):
        let to = clock.sceneTime(of: end)
        let t = min(max(entry, at), to)
        return style(.text(Self.timer(countsDown ? to - t : t - at)))
      }
    })
  }

  /// `m:ss`, or `h:mm:ss` from an hour, of whole seconds.
  static func timer(_ seconds: Double) -> String {
    let s = Int(abs(seconds.rounded()).rounded(.down))
    let (h, m, r) = (s / 3600, (s / 60) % 60, s % 60)
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, r) : String(format: "%d:%02d", m, r)
  }

  /// `.relative`'s whole units: "5 sec", "2 min", "1 hr"; with `long`, "5 seconds".
  static func relative(_ seconds: Double, long: Bool) -> String {
    let s = Int(seconds)
    if s < 60 { return long ? "\(s) second\(s == 1 ? "" : "s")" : "\(s) sec" }
    let m = s / 60
    if m < 60 { return long ? "\(m) minute\(m == 1 ? "" : "s")" : "\(m) min" }
    let h = m / 60
    return long ? "\(h) hour\(h == 1 ? "" : "s")" : "\(h) hr"
  }
}

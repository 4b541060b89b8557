import Foundation
import Graphics

/// Compares `inspect` JSON Lines with a committed file: same structure and strings, numbers
/// within a tolerance. Records like golden frames (per `GoldenRecordMode`), never passing by it.
enum InspectComparison {
  enum Outcome: Equatable { case passed, recorded(String), failed(String) }

  static func check(lines: [String], against path: String, mode: GoldenRecordMode, tolerance: Double) throws -> Outcome {
    let actual = lines.joined(separator: "\n") + "\n"
    func write(_ why: String) throws -> Outcome {
      try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return .recorded(why)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return mode == .never ? .failed("\(path) is missing and record mode is never; record it locally") : try write("it did not exist")
    }
    if mode == .all { return try write("record mode is all") }
    let expected = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    let problem = difference(expected: expected, actual: lines, tolerance: tolerance)
    guard let problem else { return .passed }
    return mode == .failed ? try write("it differed: \(problem)") : .failed(problem)
  }

  /// The first difference, described in one line; nil when equal within `tolerance`.
  static func difference(expected: [String], actual: [String], tolerance: Double) -> String? {
    guard expected.count == actual.count else { return "expected \(expected.count) lines, got \(actual.count)" }
    for (i, (e, a)) in zip(expected, actual).enumerated() {
      guard let ev = try? JSONSerialization.jsonObject(with: Data(e.utf8)),
        let av = try? JSONSerialization.jsonObject(with: Data(a.utf8))
      else { return "line \(i + 1) is not JSON" }
      if let d = compare(ev, av, at: "line \(i + 1)", tolerance: tolerance) { return d }
    }
    return nil
  }

  private static func compare(_ e: Any, _ a: Any, at path: String, tolerance: Double) -> String? {
    switch (e, a) {
    case (let e as [String: Any], let a as [String: Any]):
      guard Set(e.keys) == Set(a.keys) else {
        return "\(path): keys differ (expected \(e.keys.sorted()), got \(a.keys.sorted()))"
      }
      for key in e.keys.sorted() {
        if let d = compare(e[key]!, a[key]!, at: "\(path).\(key)", tolerance: tolerance) { return d }
      }
      return nil
    case (let e as [Any], let a as [Any]):
      guard e.count == a.count else { return "\(path): expected \(e.count) elements, got \(a.count)" }
      for (i, (x, y)) in zip(e, a).enumerated() {
        if let d = compare(x, y, at: "\(path)[\(i)]", tolerance: tolerance) { return d }
      }
      return nil
    case (let e as String, let a as String):
      return e == a ? nil : "\(path): expected \"\(e)\", got \"\(a)\""
    case (let e as NSNumber, let a as NSNumber):
      let delta = abs(e.doubleValue - a.doubleValue)
      return delta <= tolerance ? nil : "\(path): expected \(e), got \(a) (off by \(delta), tolerance \(tolerance))"
    case (is NSNull, is NSNull):
      return nil
    default:
      return "\(path): expected \(e), got \(a)"
    }
  }
}

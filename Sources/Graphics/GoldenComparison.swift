/// When golden-frame tests write new reference images (the `ANIMRENDER_RECORD` environment variable).
public enum GoldenRecordMode: String, Hashable, Sendable, CaseIterable {
  /// Record goldens that do not exist yet; compare the others (the local default).
  case missing
  /// Also re-record goldens whose comparison fails.
  case failed
  /// Re-record every golden.
  case all
  /// Never record: a missing golden fails (the default when `CI` is set, so a retry cannot pass by recording).
  case never

  public static let environmentVariable = "ANIMRENDER_RECORD"

  /// The mode the environment asks for: `ANIMRENDER_RECORD` if set, else `never` under CI, else `missing`.
  /// An unknown value is an error rather than a silent default.
  public static func from(environment: [String: String]) throws -> GoldenRecordMode {
    if let raw = environment[environmentVariable], !raw.isEmpty {
      guard let mode = GoldenRecordMode(rawValue: raw.lowercased()) else {
        throw GoldenConfigurationError(
          message: "\(environmentVariable)=\(raw) is not one of \(allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
    return .missing
  }
}

public struct GoldenConfigurationError: Error, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}

/// The decision for one golden comparison; file access is left to the caller.
public enum GoldenOutcome: Sendable {
  case passed(PixelDiff)
  /// Differs beyond tolerance and the mode does not re-record.
  case failed(PixelDiff)
  /// No golden on disk and the mode is `never`.
  case missing
  /// Write `actual` as the new golden; the test still fails so that recording is never silent.
  case record(RecordReason)

  public enum RecordReason: Sendable {
    case missing
    case forced
    case mismatch(PixelDiff)
  }
}

/// Pure golden-frame decision logic, shared by every test target that compares frames.
public enum GoldenComparison {
  public static func evaluate(
    expected: FrameBuffer?, actual: FrameBuffer, mode: GoldenRecordMode, tolerance: PixelTolerance = .golden
  ) -> GoldenOutcome {
    guard let expected else { return mode == .never ? .missing : .record(.missing) }
    if mode == .all { return .record(.forced) }
    let diff = PixelDiff.compare(expected: expected, actual: actual, tolerance: tolerance)
    if diff.passes { return .passed(diff) }
    return mode == .failed ? .record(.mismatch(diff)) : .failed(diff)
  }
}

import Foundation

/// The scene worker's standard error as it passes through the supervisor: forwarded line by line
/// until a crash report starts (the Swift runtime's `Fatal error:` line, its backtrace), which is kept
/// back and summarised in one line instead.
struct CrashReport {
  private var pending: [UInt8] = []
  private var crashing = false
  /// The crash report's text, kept back (bounded).
  private(set) var kept = ""

  static let keptLimit = 1 << 20
  static let markers = ["Fatal error:", "💣 Program crashed", "Current stack trace:", "Stack dump:", "*** Signal "]

  mutating func take(_ bytes: [UInt8]) {
    pending += bytes
    // Whole lines only, so a marker is never split; a progress bar's `\r` updates pass at once.
    while let end = pending.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
      let line = Array(pending[...end])
      pending.removeFirst(end + 1)
      emit(line)
    }
  }

  mutating func flush() {
    if !pending.isEmpty { emit(pending) }
    pending = []
  }

  private mutating func emit(_ line: [UInt8]) {
    let text = String(decoding: line, as: UTF8.self)
    if !crashing && Self.markers.contains(where: text.contains) { crashing = true }
    if crashing {
      if kept.utf8.count < Self.keptLimit { kept += text }
    } else {
      FileHandle.standardError.write(Data(line))
    }
  }

  /// `Fatal error: Unexpectedly found nil … (scene.swift-dsl:12)`: the runtime's message, with the
  /// first place in a scene file the message or the backtrace names.
  func summary(signal: Int32, scenes: [String]) -> String {
    let lines = kept.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map(String.init)
    var message = "signal \(signal) (\(Self.signalName(signal)))"
    var place: String?
    if let fatal = lines.first(where: { $0.contains("Fatal error:") }), let range = fatal.range(of: "Fatal error:") {
      message = "Fatal error:" + fatal[range.upperBound...]
      // `file:line: Fatal error: …`: the place is before the message.
      let before = fatal[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      if before.hasSuffix(":") { place = String(before.dropLast()) }
    }
    if let p = place, !Self.namesScene(p, scenes) { place = nil }
    if place == nil { place = Self.scenePlace(in: lines, scenes: scenes) }
    place = place.map { Self.userPath($0, scenes) }
    return message.trimmingCharacters(in: .whitespaces) + (place.map { " (\($0))" } ?? "")
  }

  static func namesScene(_ text: String, _ scenes: [String]) -> Bool {
    scenes.contains { text.contains($0) || text.contains(URL(fileURLWithPath: $0).lastPathComponent) }
  }

  /// `AnimScene_…/scene.swift-dsl:5` (a `#fileID`) or an absolute path, as the scene path the user gave.
  static func userPath(_ place: String, _ scenes: [String]) -> String {
    let parts = place.split(separator: ":", maxSplits: 1)
    guard parts.count == 2 else { return place }
    let name = URL(fileURLWithPath: String(parts[0])).lastPathComponent
    guard let scene = scenes.first(where: { URL(fileURLWithPath: $0).lastPathComponent == name }) else { return place }
    return "\(scene):\(parts[1])"
  }

  /// The first `file:line[:col]` in the backtrace that is in one of the scenes.
  static func scenePlace(in lines: [String], scenes: [String]) -> String? {
    for line in lines where namesScene(line, scenes) {
      for word in line.split(separator: " ").reversed() where namesScene(String(word), scenes) {
        let parts = word.split(separator: ":")
        if parts.count >= 2, Int(parts[1]) != nil { return parts.prefix(2).joined(separator: ":") }
      }
    }
    return nil
  }

  static func signalName(_ sig: Int32) -> String {
    switch sig {
    case SIGSEGV: "SIGSEGV: a stack overflow or a bad memory access"
    case SIGILL, SIGTRAP: "a trap"
    case SIGBUS: "SIGBUS: a bad memory access"
    case SIGABRT: "SIGABRT"
    case SIGKILL: "SIGKILL"
    default: "signal"
    }
  }
}

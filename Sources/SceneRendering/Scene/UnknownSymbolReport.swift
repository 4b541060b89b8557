import Foundation
import ViewRuntime

/// What a compiled scene's `Image(systemName:)` does with a name animrender cannot draw.
///
/// SwiftUI draws nothing for such a name and logs a warning ("No symbol named … found in system
/// symbol set"), so the render goes on with one warning per name on standard error; `--strict` makes
/// it an error for CI. A name the scene writes as a literal is reported at its `file:line:col` (the
/// pre-pass's table, `places`); other names at the scene.
public final class UnknownSymbolReport: @unchecked Sendable {
  public let scene: String
  public let strict: Bool
  /// Where each literal symbol name is written (`file:line:col`).
  public let places: [String: String]
  private let log: WarningLog
  private let lock = NSLock()
  private var warned: Set<String> = []

  /// The `--strict` error, printed as it reads.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let description: String
  }

  /// - Parameter log: where warnings are printed and kept for `--report json`.
  public init(scene: String, strict: Bool = false, places: [String: String] = [:], log: WarningLog = .shared) {
    self.scene = scene; self.strict = strict; self.places = places; self.log = log
  }

  /// The line printed for `name` (without the severity's prefix choice made by `strict`).
  public static func message(for name: String) -> String {
    "unknown symbol '\(name)' in Image(systemName:); closest: \(SymbolLibrary.closestNames(to: name).joined(separator: ", "))"
  }

  /// Throws under `strict`; otherwise warns the first time `name` is met.
  public func report(_ name: String) throws {
    let place = places[name] ?? scene
    if strict { throw Failure(description: "\(place): error: \(Self.message(for: name))") }
    lock.lock()
    let first = warned.insert(name).inserted
    lock.unlock()
    guard first else { return }
    // `file:line:col`: the file may itself hold colons, so the numbers are taken from the end.
    let parts = place.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
      log.warn(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column, "\(Self.message(for: name)); drawing nothing")
    } else {
      log.warn(file: place, "\(Self.message(for: name)); drawing nothing")
    }
  }
}

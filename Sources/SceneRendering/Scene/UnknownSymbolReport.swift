import Foundation
import ViewRuntime

/// What a compiled scene's `Image(systemName:)` does with a name animrender cannot draw.
///
/// SwiftUI draws nothing for such a name and logs a warning ("No symbol named … found in system
/// symbol set"), so the render goes on with one warning per name on standard error; `--strict` makes
/// it an error for CI. (The interpreted front end checks names where the scene writes them, with
/// their line and column, through its asset state instead.)
public final class UnknownSymbolReport: @unchecked Sendable {
  public let scene: String
  public let strict: Bool
  private let log: WarningLog
  private let lock = NSLock()
  private var warned: Set<String> = []

  /// The `--strict` error, printed as it reads.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let description: String
  }

  /// - Parameter log: where warnings are printed and kept for `--report json`.
  public init(scene: String, strict: Bool = false, log: WarningLog = .shared) {
    self.scene = scene; self.strict = strict; self.log = log
  }

  /// The line printed for `name` (without the severity's prefix choice made by `strict`).
  public static func message(for name: String) -> String {
    "unknown symbol '\(name)' in Image(systemName:); closest: \(SymbolLibrary.closestNames(to: name).joined(separator: ", "))"
  }

  /// Throws under `strict`; otherwise warns the first time `name` is met.
  public func report(_ name: String) throws {
    if strict { throw Failure(description: "\(scene): error: \(Self.message(for: name))") }
    lock.lock()
    let first = warned.insert(name).inserted
    lock.unlock()
    if first { log.warn(file: scene, "\(Self.message(for: name)); drawing nothing") }
  }
}

import Foundation

/// The warnings a render printed (an unknown symbol, a missing asset), kept so `--report json` can
/// list them too. Process-level by nature: it records what this process wrote to standard error, and a
/// worker process renders one scene, so one log per process is the whole story (``shared``).
public final class WarningLog: @unchecked Sendable {
  /// One warning: the file it is about (the scene, or the asset catalog) and the printed text.
  public struct Entry: Equatable, Sendable {
    public let file: String
    public let message: String
    public var json: [String: String] { ["file": file, "message": message] }
  }

  /// The log of this process; the default sink of every warning a scene raises.
  public static let shared = WarningLog()

  private let lock = NSLock()
  private var recorded: [Entry] = []
  private let print: (String) -> Void

  public init(print: @escaping (String) -> Void = SceneFile.printToStandardError) { self.print = print }

  /// Prints `file: warning: message` on standard error and records it.
  public func warn(file: String, _ message: String) {
    lock.lock()
    recorded.append(Entry(file: file, message: message))
    lock.unlock()
    print("\(file): warning: \(message)")
  }

  public var entries: [Entry] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
}

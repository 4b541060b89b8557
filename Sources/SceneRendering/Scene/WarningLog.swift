import Foundation

/// The warnings a render printed (an unknown symbol, a missing asset), kept so `--report json` can
/// list them too. Process-level by nature: it records what this process wrote to standard error, and a
/// worker process renders one scene, so one log per process is the whole story (``shared``).
public final class WarningLog: @unchecked Sendable {
  /// One warning: the file it is about (the scene, or the asset catalog), the place in it when known,
  /// and the printed text.
  public struct Entry: Equatable, Sendable {
    public let file: String
    public var line: Int? = nil
    public var column: Int? = nil
    public let message: String
    public var json: [String: String] {
      var fields = ["file": file, "message": message]
      if let line { fields["line"] = String(line) }
      if let column { fields["column"] = String(column) }
      return fields
    }
    /// `file`, `file:line` or `file:line:col`, as compilers print a place.
    public var place: String { [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":") }
  }

  /// The log of this process; the default sink of every warning a scene raises.
  public static let shared = WarningLog()

  private let lock = NSLock()
  private var recorded: [Entry] = []
  private let print: (String) -> Void

  public init(print: @escaping (String) -> Void = SceneFile.printToStandardError) { self.print = print }

  /// Prints `file[:line:col]: warning: message` on standard error and records it.
  public func warn(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
    let entry = Entry(file: file, line: line, column: column, message: message)
    lock.lock()
    recorded.append(entry)
    lock.unlock()
    print("\(entry.place): warning: \(message)")
  }

  public var entries: [Entry] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
}

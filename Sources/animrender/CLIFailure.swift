import ArgumentParser

/// A command that ran and failed: the message is printed as it is, with its exit status
/// (1 for a failed render or comparison, 128 + signal number for an interrupted one).
struct CLIFailure: Error {
  var message: String
  var status: Int32

  init(message: String, status: Int32 = 1) {
    self.message = message
    self.status = status
  }

  init(_ error: Error) {
    // Already a failure (a worker's load error passed up through a command's own wrapping): kept as it is.
    if let failure = error as? CLIFailure { self = failure; return }
    let text = String(describing: error)
    message = text.hasPrefix("error:") || text.contains(": error:") ? text : "error: \(text)"
    status = 1
  }

  /// Runs a command body: usage errors stay usage errors (exit 2), anything else is a failure (exit 1).
  static func wrap<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as ValidationError { throw e } catch let f as CLIFailure { throw f } catch let e as CleanExit { throw e } catch {
      throw CLIFailure(error)
    }
  }
}

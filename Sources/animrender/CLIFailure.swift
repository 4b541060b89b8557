import ArgumentParser

/// A render that ran and failed: the message is printed as it is, exit code 1.
struct CLIFailure: Error {
  var message: String

  init(message: String) { self.message = message }

  init(_ error: Error) {
    let text = String(describing: error)
    message = text.hasPrefix("error:") || text.contains(": error:") ? text : "error: \(text)"
  }

  /// Runs a command body: usage errors stay usage errors (exit 2), anything else is a failure (exit 1).
  static func wrap<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as ValidationError { throw e } catch let f as CLIFailure { throw f } catch let e as CleanExit { throw e } catch {
      throw CLIFailure(error)
    }
  }
}

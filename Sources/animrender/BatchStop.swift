import Dispatch
import Foundation

/// Stops a batch on SIGINT, SIGTERM or SIGHUP: the first signal is passed on to every running
/// render (each removes its temporaries and exits 128 + signal) and no new render starts; a second
/// one is passed on too and the batch exits at once with 128 + signal.
final class BatchStop: @unchecked Sendable {
  private let lock = NSLock()
  private var signalNumber: Int32?
  private var running: [Int32] = []
  private var sources: [DispatchSourceSignal] = []

  init() {
    for sig in SignalTrap.signals {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { [unowned self] in self.received(sig) }
      source.resume()
      sources.append(source)
    }
  }

  var received: Int32? { lock.withLock { signalNumber } }
  var isStopping: Bool { received != nil }

  /// Starts `process`, or stops it at once if the batch was stopped meanwhile. Launching and
  /// registering happen under one lock, so a signal cannot fall between them and miss the child.
  func launch(_ process: Process) throws {
    try lock.withLock {
      try process.run()
      running.append(process.processIdentifier)
      if let sig = signalNumber { kill(process.processIdentifier, sig) }
    }
  }

  func exited(_ process: Process) {
    lock.withLock { running.removeAll { $0 == process.processIdentifier } }
  }

  func end() {
    for source in sources { source.cancel() }
    for sig in SignalTrap.signals { signal(sig, SIG_DFL) }
  }

  private func received(_ sig: Int32) {
    let (first, children) = lock.withLock { () -> (Bool, [Int32]) in
      let first = signalNumber == nil
      if first { signalNumber = sig }
      return (first, running)
    }
    for pid in children { kill(pid, sig) }
    if !first {
      FileHandle.standardError.write(Data("error: batch stopped by \(SignalTrap.name(of: sig))\n".utf8))
      _exit(128 + sig)
    }
  }
}

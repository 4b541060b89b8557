import Dispatch
import Foundation
import MediaIO
import RenderPipeline

/// SIGINT, SIGTERM and SIGHUP while a render runs.
///
/// The first signal sets the render's cancellation flag: the pipeline stops between frames, a GIF's
/// second pass stops between its frames too, and the sink removes its temporaries. An encoder's
/// final flush cannot stop, so if the render has not wound down within `grace` seconds, or a second
/// signal arrives, the trap removes the temporaries this render made itself and exits at once with
/// 128 + the signal's number, the shell's convention (130, 143, 129).
final class SignalTrap: @unchecked Sendable {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static let grace = 0.5

  let flag: CancellationFlag
  private let output: URL
  /// Temporary-looking names beside the output before the render began: another render's, not ours.
  private let before: Set<String>
  private let lock = NSLock()
  private var signalNumber: Int32?
  private var ended = false
  private var sources: [DispatchSourceSignal] = []

  init(flag: CancellationFlag, output: String) {
    self.flag = flag
    self.output = URL(fileURLWithPath: output)
    before = Set(Self.temporaries(of: self.output))
    for sig in Self.signals {
      signal(sig, SIG_IGN)  // delivered to the dispatch source instead of ending the process
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { [unowned self] in self.received(sig) }
      source.resume()
      sources.append(source)
    }
  }

  /// The signal that stopped the render, if one did.
  var received: Int32? { lock.withLock { signalNumber } }

  /// Back to the default dispositions (a --watch loop stays stoppable), and no forced exit any more.
  func end() {
    lock.withLock { ended = true }
    for source in sources { source.cancel() }
    for sig in Self.signals { signal(sig, SIG_DFL) }
  }

  private func received(_ sig: Int32) {
    let first = lock.withLock { () -> Bool in
      defer { if signalNumber == nil { signalNumber = sig } }
      return signalNumber == nil
    }
    guard first else { forceExit(sig) }
    flag.cancel()
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace) { [self] in
      if !lock.withLock({ ended }) { forceExit(lock.withLock { signalNumber } ?? sig) }
    }
  }

  private func forceExit(_ sig: Int32) -> Never {
    for name in Self.temporaries(of: output) where !before.contains(name) {
      try? FileManager.default.removeItem(at: TemporaryOutput.folder(for: output).appendingPathComponent(name))
    }
    FileHandle.standardError.write(Data("error: stopped by \(Self.name(of: sig)); nothing was written\n".utf8))
    _exit(128 + sig)
  }

  /// MediaIO's temporaries for `output`: `.<name>.<8 hex>.partial` (a file, or a PNG sequence's
  /// staging folder) and a GIF's `.<name>.<8 hex>.spool`, beside it (or in the temporary folder for
  /// a device, pipe or standard output).
  static func temporaries(of output: URL) -> [String] {
    let prefix = "." + output.lastPathComponent + "."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: TemporaryOutput.folder(for: output).path)) ?? []
    return names.filter { name in
      guard name.hasPrefix(prefix), name.hasSuffix(".partial") || name.hasSuffix(".spool") else { return false }
      let tag = name.dropFirst(prefix.count).split(separator: ".").first ?? ""
      return tag.count == 8 && tag.allSatisfy(\.isHexDigit)
    }
  }

  static func name(of sig: Int32) -> String {
    switch sig {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(sig)"
    }
  }
}

import Foundation
import Graphics
import SceneRendering
import ViewRuntime
#if canImport(Glibc)
import Glibc
#endif

/// `animrender inspect SCENE --serve` (hidden): the scene is loaded once, then each line read on
/// standard input is a request answered by one JSON line on standard output, until input ends.
///
/// For callers that ask one scene many questions, the scene tests (`Tests/SceneTests`): a compiled
/// scene cannot be loaded into their process, and a process per question would load it every time.
/// Numbers keep full precision (`JSONEncoder`), unlike `inspect`'s 4-decimal lines.
///
/// Requests: `{"op":"inspect","time":T}`, `{"op":"displayList","time":T}`,
/// `{"op":"nextEventTime","time":T}`, `{"op":"keyframeBoundaries","time":T,"until":U}`,
/// `{"op":"info"}` (the scene's taps as `times`, its written or default `duration`, and `canvas`:
/// width and height in points and scale, after the options). A reply has the one field asked for, or `error` with the scene's message (its
/// `file:line:col`); the scene stays loaded after an error, as the runtime does.
struct InspectServer {
  struct Request: Decodable {
    var op: String
    var time: Double?
    var until: Double?
  }

  struct Reply: Encodable {
    var inspection: FrameInspection?
    var displayList: DisplayList?
    /// `nextEventTime`: absent when nothing more is scheduled.
    var time: Double?
    var times: [Double]?
    var duration: Double?
    var canvas: [Double]?
    var error: String?
  }

  let source: SceneFileFrameSource
  let fps: Int
  /// Width, height (points) and scale of the canvas the scene runs on.
  let canvas: [Double]
  /// Called while waiting for a request, so the supervisor does not take an idle worker for a stalled one.
  let idle: () -> Void

  func run() {
    let encoder = JSONEncoder()
    // A layout can hold infinite sizes; JSON has no number for them.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(pending[..<end])
        pending.removeFirst(end + 1)
        var reply = answer(line)
        var bytes = (try? encoder.encode(reply)) ?? Data()
        if bytes.isEmpty {
          reply = Reply(error: "error: the reply could not be encoded")
          bytes = (try? encoder.encode(reply)) ?? Data()
        }
        guard write(bytes + Data("\n".utf8)) else { return }
      }
      var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
      if poll(&fds, 1, 1000) <= 0 { idle(); continue }
      let n = read(0, &chunk, chunk.count)
      if n > 0 { pending += chunk[0..<n] } else if n == 0 || errno != EINTR { return }
    }
  }

  private func answer(_ line: Data) -> Reply {
    do {
      let request = try JSONDecoder().decode(Request.self, from: line)
      let time = request.time ?? 0
      switch request.op {
      case "inspect":
        return Reply(inspection: try source.inspect(at: time, frame: Int((time * Double(fps)).rounded())))
      case "displayList":
        return Reply(displayList: try source.displayList(at: time, frame: Int((time * Double(fps)).rounded())))
      case "nextEventTime":
        return Reply(time: try source.nextEventTime(after: time))
      case "keyframeBoundaries":
        let boundaries = try source.runtime.keyframeBoundaries(at: time, until: request.until ?? time)
        try source.program.checkErrors()
        return Reply(times: boundaries)
      case "info":
        return Reply(times: source.taps, duration: source.program.sceneSettings.duration, canvas: canvas)
      default:
        return Reply(error: "error: unknown request '\(request.op)'")
      }
    } catch {
      return Reply(error: String(describing: error))
    }
  }

  private func write(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Glibc.write(1, raw.baseAddress! + offset, raw.count - offset)
        if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return false }
      }
      return true
    }
  }
}

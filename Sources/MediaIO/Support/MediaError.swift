/// Why a sink, probe or decoder failed. Each case reads as one line for the command line.
public enum MediaError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The destination cannot be created or written (missing folder, permissions, read-only disk).
  case unwritablePath(String, reason: String)
  /// A file to read does not exist or cannot be opened as media.
  case unreadable(String, reason: String)
  /// This FFmpeg build has no encoder or decoder with that name.
  case codecUnavailable(String)
  /// Width or height is zero, negative or beyond what the format can store.
  case invalidSize(width: Int, height: Int, reason: String)
  /// A setting is out of range (CRF, frame rate, loop count, ...).
  case invalidSetting(String)
  /// A frame did not match the sink's size.
  case frameSizeMismatch(expected: (Int, Int), got: (Int, Int))
  /// `write` after `finish` or `cancel`.
  case sinkClosed
  /// An FFmpeg call failed; `operation` names what was being done.
  case ffmpeg(operation: String, code: Int32, message: String)
  /// A filesystem operation on a temporary or final file failed.
  case io(String)
  /// The caller's cancellation check said stop (a GIF's second pass checks it between frames).
  case cancelled

  public var description: String {
    switch self {
    case .unwritablePath(let path, let reason): return "cannot write '\(path)': \(reason)"
    case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
    case .codecUnavailable(let name): return "codec '\(name)' is not available in this FFmpeg build"
    case .invalidSize(let w, let h, let reason): return "invalid frame size \(w)x\(h): \(reason)"
    case .invalidSetting(let message): return "invalid setting: \(message)"
    case .frameSizeMismatch(let e, let g): return "frame is \(g.0)x\(g.1) but the output is \(e.0)x\(e.1)"
    case .sinkClosed: return "the output was already finished or cancelled"
    case .ffmpeg(let op, let code, let message): return "\(op) failed: \(message) (FFmpeg error \(code))"
    case .io(let message): return message
    case .cancelled: return "cancelled"
    }
  }

  public static func == (l: MediaError, r: MediaError) -> Bool { l.description == r.description }
}

import Foundation

/// One keyframe as the track resolver sees it, in animatable-data space.
enum KeyframeSpec<Data: VectorArithmetic>: Sendable {
  case linear(to: Data, duration: Double, curve: UnitCurve)
  case cubic(to: Data, duration: Double, startVelocity: Data?, endVelocity: Data?)
  case spring(to: Data, duration: Double?, spring: Spring, startVelocity: Data?)
  case move(to: Data)

  var target: Data {
    switch self {
    case .linear(let to, _, _), .cubic(let to, _, _, _), .spring(let to, _, _, _), .move(let to): return to
    }
  }

  /// The declared duration (a spring without one reports nil: it is resolved later).
  var declaredDuration: Double? {
    switch self {
    case .linear(_, let d, _), .cubic(_, let d, _, _): return d
    case .spring(_, let d, _, _): return d
    case .move: return 0
    }
  }
}

/// Validated durations: negative, NaN or infinite durations become 0 (a jump).
func sanitizedDuration(_ d: Double) -> Double { d.isFinite && d > 0 ? d : 0 }

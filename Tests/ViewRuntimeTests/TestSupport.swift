import Foundation
import Graphics
@testable import ViewRuntime

/// Renders `view` on a canvas with the fixed test measurer (chars 0.6 × size wide, 1.0 × size tall).
func render(_ view: some View, width: Double = 400, height: Double = 400, at t: Double = 0,
            taps: [Double] = []) throws -> (DisplayList, FrameInspection) {
  let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: width, height: height), taps: taps,
                            measurer: FixedTextMeasurer())
  return try rt.render(at: t)
}

/// Text items with their origins (top-left of the layout box) in canvas points, assuming no rotation.
func textOrigins(_ list: DisplayList) -> [(String, CGPoint)] {
  list.items.compactMap {
    if case .text(let run, let t) = $0 { return (run.text, CGPoint(x: t.tx, y: t.ty)) }
    return nil
  }
}

/// Transformed bounds of every filled path, in paint order.
func fillBounds(_ list: DisplayList) -> [CGRect] {
  list.items.compactMap {
    if case .fill(let path, _, _, let t) = $0 { return path.applying(t).controlPointBounds }
    return nil
  }
}

func close(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps }

func close(_ a: CGRect, _ b: CGRect, _ eps: Double = 1e-9) -> Bool {
  close(Double(a.minX), Double(b.minX), eps) && close(Double(a.minY), Double(b.minY), eps)
    && close(Double(a.width), Double(b.width), eps) && close(Double(a.height), Double(b.height), eps)
}

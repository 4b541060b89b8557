import AnimationEngine
import Foundation
import Graphics

/// SwiftUI's `GraphicsContext`: what a `Canvas` renderer draws with.
/// https://developer.apple.com/documentation/swiftui/graphicscontext
///
/// A value with its own state (transform, opacity, clips, filters) sharing one recording with its
/// copies, as in SwiftUI: `var copy = context; copy.opacity = 0.5` leaves `context` as it was, and
/// both draw into the same canvas. Drawing records operations that the canvas replays as display
/// items once the renderer returns.
public struct GraphicsContext {
  /// SwiftUI's `GraphicsContext.Shading`: a colour, a gradient in canvas points, or any shape style.
  public enum Shading {
    case color(Color)
    case linearGradient(Gradient, startPoint: CGPoint, endPoint: CGPoint)
    case radialGradient(Gradient, center: CGPoint, startRadius: Double, endRadius: Double)
    case conicGradient(Gradient, center: CGPoint, angle: Angle)
    /// A shape style laid out over the canvas (gradients in unit points of the canvas).
    case style(AnyShapeStyle)
  }

  /// SwiftUI's `GraphicsContext.Filter`, the forms the display list can draw.
  public enum Filter {
    case blur(radius: Double)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    /// Multiplies every drawn colour by this one (on the paints of fills and strokes; on the layer of
    /// views and layers).
    case colorMultiply(Color)
    /// A colour matrix on the drawing's layer: `colorMatrix`, `hueRotation`, `saturation`, `brightness`,
    /// `contrast`, `grayscale`, `colorInvert`, `luminanceToAlpha` (the view modifiers' matrices).
    case colorMatrix(ColorMatrix)
    /// Pixels with alpha in `min…max` become `color`, the others transparent, after the layer's blur.
    case alphaThreshold(min: Double, max: Double, color: Color)
  }

  /// The blend mode by its SwiftUI name. The modes the display list composites (``Graphics/BlendMode``)
  /// draw; the Porter-Duff modes SwiftUI adds for contexts (`clear`, `copy`, `sourceIn`, `sourceOut`,
  /// `destinationIn`, `destinationAtop`, `xor`) fail with a message when something is drawn with them.
  public var blendMode: String = "normal"
  public var opacity: Double = 1
  /// Maps the context's user space to the canvas (points, origin at the canvas's top-left).
  public var transform: Transform2D = .identity
  var clips: [(path: Path, rule: FillRule, transform: Transform2D)] = []
  var filters: [Filter] = []
  /// The `symbols:` views by tag (`resolveSymbol(id:)` is answered by the scene language).
  public var symbols: [AnyHashable: ViewNode] = [:]
  /// The canvas's environment: colours resolve in its scheme and tint (SwiftUI's `context.environment`).
  public var environment: EnvironmentValues { recording.environment }
  let recording: CanvasRecording

  init(recording: CanvasRecording) { self.recording = recording }

  public mutating func translateBy(x: Double, y: Double) { transform = Transform2D.translation(x: x, y: y).concatenating(transform) }
  public mutating func scaleBy(x: Double, y: Double) { transform = Transform2D.scale(x: x, y: y).concatenating(transform) }
  public mutating func rotate(by angle: Angle) { transform = Transform2D.rotation(radians: angle.radians).concatenating(transform) }
  public mutating func concatenate(_ matrix: Transform2D) { transform = matrix.concatenating(transform) }

  /// Later drawing is clipped to `path` (in the current user space) as well, filled with the style's rule.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) throws {
    clips.append((path, style.isEOFilled ? .evenOdd : .nonZero, transform))
  }

  public mutating func addFilter(_ filter: Filter) { filters.append(filter) }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) throws {
    try record(.fill(path, shading, style.isEOFilled ? .evenOdd : .nonZero))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) throws {
    try record(.stroke(path, shading, style))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) throws {
    try record(.stroke(path, shading, StrokeStyle(lineWidth: lineWidth)))
  }

  /// Draws a view (text, an image, a resolved symbol) with its `anchor` at `point`, at its ideal size.
  public func draw(_ view: ViewNode, at point: CGPoint, anchor: UnitPoint = .center) throws {
    try record(.view(view, .at(point, anchor)))
  }

  /// Draws a view sized to `rect`.
  public func draw(_ view: ViewNode, in rect: CGRect) throws {
    try record(.view(view, .in(rect)))
  }

  /// Runs `body` with a context whose drawing is composited as one layer with this context's
  /// opacity, filters and clips (SwiftUI's `drawLayer(content:)`).
  public func drawLayer(_ body: (inout GraphicsContext) throws -> Void) throws {
    try record(.beginLayer)
    var inner = GraphicsContext(recording: recording)
    inner.transform = transform
    inner.symbols = symbols
    try body(&inner)
    recording.operations.append(CanvasRecording.Operation(kind: .endLayer, state: self))
  }

  /// The blend modes that draw, by SwiftUI name.
  public static let drawableBlendModes = BlendMode.allCases.map(\.rawValue)

  /// The display list's blend mode for ``blendMode``, nil when it has none.
  var compositedBlendMode: BlendMode? { BlendMode(rawValue: blendMode) }

  private func record(_ kind: CanvasRecording.Operation.Kind) throws {
    if compositedBlendMode == nil {
      throw CanvasError("Canvas blendMode .\(blendMode) is not supported (it draws \(GraphicsContext.drawableBlendModes.joined(separator: ", ")))")
    }
    guard recording.operations.count < CanvasRecording.limit else {
      throw CanvasError("Canvas draws more than \(CanvasRecording.limit) operations in one frame")
    }
    recording.operations.append(CanvasRecording.Operation(kind: kind, state: self))
  }
}

/// What a canvas renderer drew, in order, with the context state of each operation.
final class CanvasRecording {
  /// A bound on one frame's operations, so a runaway loop ends in an error instead of exhausting memory.
  static let limit = 200_000

  struct Operation {
    enum Placement { case at(CGPoint, UnitPoint), `in`(CGRect) }
    enum Kind {
      case fill(Path, GraphicsContext.Shading, FillRule)
      case stroke(Path, GraphicsContext.Shading, StrokeStyle)
      case view(ViewNode, Placement)
      case beginLayer
      case endLayer
    }
    var kind: Kind
    var state: GraphicsContext
  }

  var operations: [Operation] = []
  /// The environment the canvas is drawn in (kept here, not in each operation's state).
  let environment: EnvironmentValues
  init(environment: EnvironmentValues = EnvironmentValues()) { self.environment = environment }
}

/// A canvas renderer asked for something the display list cannot draw.
public struct CanvasError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}

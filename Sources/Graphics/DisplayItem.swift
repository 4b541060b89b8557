import Foundation

/// One flat drawing operation with everything resolved: geometry in canvas points, paint, transform.
public enum DisplayItem: Hashable, Sendable {
  case fill(path: Path, paint: Paint, rule: FillRule, transform: Transform2D)
  case stroke(path: Path, paint: Paint, style: StrokeStyle, transform: Transform2D)
  /// Text drawn with its layout box's top-left at the transform's origin.
  case text(run: TextRun, transform: Transform2D)
  /// Starts a group composited as a whole when the matching `endLayer` is reached.
  case beginLayer(LayerEffect)
  case endLayer
}

public enum FillRule: String, Hashable, Sendable { case nonZero, evenOdd }

/// SwiftUI's `StrokeStyle`: width, caps, joins, miter limit and dashes (the phase offsets the pattern).
/// https://developer.apple.com/documentation/swiftui/strokestyle
public struct StrokeStyle: Hashable, Sendable {
  public enum LineCap: String, Hashable, Sendable { case butt, round, square }
  public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }
  public var lineWidth: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  /// SwiftUI's (and Core Graphics') default is 10.
  public var miterLimit: Double
  public var dash: [Double]
  /// How far into the dash pattern the stroke starts.
  public var dashPhase: Double

  public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
              dash: [Double] = [], dashPhase: Double = 0) {
    self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
    self.dash = dash; self.dashPhase = dashPhase
  }
}

/// A run of text in one font and paint. Shaping (ligatures, emoji sequences) is the rasterizer's job.
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var font: FontDescriptor
  public var paint: Paint

  public init(text: String, font: FontDescriptor, paint: Paint) {
    self.text = text; self.font = font; self.paint = paint
  }
}

/// How a layer is composited onto what is below it.
public struct LayerEffect: Hashable, Sendable {
  public var opacity: Double
  /// Clip applied to the layer's content, in canvas points after `clipTransform`.
  public var clip: Path?
  public var clipTransform: Transform2D
  /// Gaussian blur of the layer's content (SwiftUI's `blur(radius:)`), in points.
  public var blurRadius: Double
  public var shadow: Shadow?

  public init(opacity: Double = 1, clip: Path? = nil, clipTransform: Transform2D = .identity, blurRadius: Double = 0, shadow: Shadow? = nil) {
    self.opacity = opacity; self.clip = clip; self.clipTransform = clipTransform
    self.blurRadius = blurRadius; self.shadow = shadow
  }
}

/// SwiftUI's `shadow(color:radius:x:y:)`: a blurred copy of the layer's alpha, tinted and offset, drawn below it.
public struct Shadow: Hashable, Sendable {
  public var color: RGBAColor
  public var radius: Double
  public var x: Double, y: Double
  public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
    self.color = color; self.radius = radius; self.x = x; self.y = y
  }
}

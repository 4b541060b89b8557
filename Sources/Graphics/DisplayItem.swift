import Foundation

/// One flat drawing operation with everything resolved: geometry in canvas points, paint, transform.
public enum DisplayItem: Hashable, Sendable, Codable {
  case fill(path: Path, paint: Paint, rule: FillRule, transform: Transform2D)
  /// Strokes and texts are boxed, as are layers and the rarer items below: an item is as large as its
  /// largest case, and a many-view frame writes a list of fills (a stroke style made every item 224
  /// bytes; a layer's colour matrix and projection inline made it about 400).
  indirect case stroke(path: Path, paint: Paint, style: StrokeStyle, transform: Transform2D)
  /// Text drawn with its layout box's top-left at the transform's origin.
  indirect case text(run: TextRun, transform: Transform2D)
  /// Starts a group composited as a whole when the matching `endLayer` is reached.
  indirect case beginLayer(LayerEffect)
  /// Inside a layer: the items from here to its `endLayer` draw the layer's mask, whose alpha
  /// multiplies the content drawn before it (SwiftUI's `mask(alignment:_:)`).
  case beginMask
  case endLayer
  /// A material: what is already drawn under the shape, blurred and tinted (SwiftUI's `Material`).
  indirect case backdrop(Backdrop)
  /// An asset image (a bitmap or a vector) stretched into a rectangle.
  indirect case image(ImageDraw)
}

public enum FillRule: String, Hashable, Sendable, Codable { case nonZero, evenOdd }

/// SwiftUI's `StrokeStyle`: width, caps, joins, miter limit and dashes (the phase offsets the pattern).
/// https://developer.apple.com/documentation/swiftui/strokestyle
public struct StrokeStyle: Hashable, Sendable, Codable {
  public enum LineCap: String, Hashable, Sendable, Codable { case butt, round, square }
  public enum LineJoin: String, Hashable, Sendable, Codable { case miter, round, bevel }
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

/// A run of text in one font and paint, with parts in styles of their own (`spans`). Shaping
/// (ligatures, emoji sequences) is the rasterizer's job.
public struct TextRun: Hashable, Sendable, Codable {
  public var text: String
  public var font: FontDescriptor
  public var paint: Paint
  /// Parts drawn in another font or colour (`Text` joined with `+`, Markdown), in order, not overlapping.
  public var spans: [TextSpan]

  public init(text: String, font: FontDescriptor, paint: Paint, spans: [TextSpan] = []) {
    self.text = text; self.font = font; self.paint = paint; self.spans = spans
  }

  private enum CodingKeys: String, CodingKey { case text, font, paint, spans }

  /// Runs written before spans existed decode with none.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    text = try c.decode(String.self, forKey: .text)
    font = try c.decode(FontDescriptor.self, forKey: .font)
    paint = try c.decode(Paint.self, forKey: .paint)
    spans = try c.decodeIfPresent([TextSpan].self, forKey: .spans) ?? []
  }
}

/// A part of a text run in a style of its own: its UTF-8 byte range in the run's text, the font it is
/// drawn in, and its colour and lines (nil: the run's paint; no line).
public struct TextSpan: Hashable, Sendable, Codable {
  public var start: Int
  public var end: Int
  public var font: FontDescriptor
  public var color: RGBAColor?
  public var underline: RGBAColor?
  public var strikethrough: RGBAColor?

  public init(start: Int, end: Int, font: FontDescriptor, color: RGBAColor? = nil, underline: RGBAColor? = nil,
              strikethrough: RGBAColor? = nil) {
    self.start = start; self.end = end; self.font = font
    self.color = color; self.underline = underline; self.strikethrough = strikethrough
  }
}

/// How a layer is composited onto what is below it.
public struct LayerEffect: Hashable, Sendable, Codable {
  public var opacity: Double
  /// Clip applied to the layer's content, in canvas points after `clipTransform`.
  public var clip: Path?
  public var clipTransform: Transform2D
  /// Gaussian blur of the layer's content (SwiftUI's `blur(radius:)`), in points.
  public var blurRadius: Double
  public var shadow: Shadow?
  /// A colour matrix applied to the layer's straight colours before the blur (SwiftUI's colour effects).
  public var colorMatrix: ColorMatrix?
  /// The layer drawn through this projection (canvas points to canvas points) before it is composited.
  public var projection: Projection?
  /// How the finished layer combines with what is below it.
  public var blendMode: BlendMode
  /// Whether the layer's blur treats pixels beyond its content as opaque copies of the edge and keeps
  /// the layer opaque (`blur(radius:opaque: true)`).
  public var opaqueBlur: Bool
  /// After the blur, each pixel whose alpha lies in the range becomes the colour, every other one
  /// transparent (`GraphicsContext.Filter.alphaThreshold`, the "metaball" effect over a blur).
  public var alphaThreshold: AlphaThreshold?

  public init(opacity: Double = 1, clip: Path? = nil, clipTransform: Transform2D = .identity, blurRadius: Double = 0, shadow: Shadow? = nil,
              colorMatrix: ColorMatrix? = nil, projection: Projection? = nil, blendMode: BlendMode = .normal, opaqueBlur: Bool = false,
              alphaThreshold: AlphaThreshold? = nil) {
    self.opacity = opacity; self.clip = clip; self.clipTransform = clipTransform
    self.blurRadius = blurRadius; self.shadow = shadow
    self.colorMatrix = colorMatrix; self.projection = projection; self.blendMode = blendMode; self.opaqueBlur = opaqueBlur
    self.alphaThreshold = alphaThreshold
  }
}

/// Pixels with alpha in `min…max` become `color`, the others transparent.
public struct AlphaThreshold: Hashable, Sendable, Codable {
  public var min: Double
  public var max: Double
  public var color: RGBAColor
  public init(min: Double, max: Double = 1, color: RGBAColor) { self.min = min; self.max = max; self.color = color }
}

/// A material behind a shape: the pixels already drawn in the current layer under `path` are blurred,
/// saturated and covered with `tint`, then drawn inside the shape.
public struct Backdrop: Hashable, Sendable, Codable {
  public var path: Path
  public var transform: Transform2D
  /// Standard deviation of the blur, in points.
  public var blurRadius: Double
  /// Saturation of the blurred backdrop (1 unchanged), as `ColorMatrix.saturation`.
  public var saturation: Double
  /// Drawn over the blurred backdrop.
  public var tint: RGBAColor

  public init(path: Path, transform: Transform2D, blurRadius: Double, saturation: Double, tint: RGBAColor) {
    self.path = path; self.transform = transform; self.blurRadius = blurRadius; self.saturation = saturation; self.tint = tint
  }
}

/// SwiftUI's `shadow(color:radius:x:y:)`: a blurred copy of the layer's alpha, tinted and offset, drawn below it.
public struct Shadow: Hashable, Sendable, Codable {
  public var color: RGBAColor
  public var radius: Double
  public var x: Double, y: Double
  public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
    self.color = color; self.radius = radius; self.x = x; self.y = y
  }
}

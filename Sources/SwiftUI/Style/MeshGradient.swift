import Foundation
import ViewRuntime

/// SwiftUI's `MeshGradient` (https://developer.apple.com/documentation/swiftui/meshgradient): a 2D grid
/// of positioned colours, as a view that fills its frame and as a shape style. Points are in the unit
/// square of the frame (`[0, 0]` top-leading). Changed points and colours animate in the transaction
/// that changed them when the grid keeps its size. Explicit Bézier control points (`.bezierPoints`) are
/// read for their positions only; the tangents are the implicit ones. Colours blend in device sRGB
/// whatever `colorSpace` says.
public struct MeshGradient: ShapeStyle, View, _PrimitiveView {
  public typealias Body = Never

  /// SwiftUI's `MeshGradient.BezierPoint`: a vertex and its four control points.
  public struct BezierPoint: Hashable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>
    public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
      self.position = position; self.leadingControlPoint = leadingControlPoint; self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint; self.bottomControlPoint = bottomControlPoint
    }
  }

  /// SwiftUI's `MeshGradient.Locations`.
  public enum Locations: Hashable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([BezierPoint])

    var positions: [SIMD2<Float>] {
      switch self {
      case .points(let p): p
      case .bezierPoints(let b): b.map(\.position)
      }
    }
  }

  /// SwiftUI's `MeshGradient.Colors`.
  public enum Colors: Hashable, Sendable {
    case colors([Color])
  }

  public var width: Int
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  public var background: Color
  public var smoothsColors: Bool
  public var colorSpace: Gradient.ColorSpace

  public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.width = width; self.height = height; self.locations = locations; self.colors = colors
    self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
  }

  public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
              smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
              smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  var runtime: ViewRuntime.MeshGradient {
    let colors: [Color] = switch self.colors { case .colors(let c): c }
    return ViewRuntime.MeshGradient(width: width, height: height,
                                    points: locations.positions.map { UnitPoint(x: Double($0.x), y: Double($0.y)) },
                                    colors: colors.map(\._color), background: background._color, smoothsColors: smoothsColors)
  }

  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(runtime) }
  public var _node: ViewNode { .shape(ShapeNode(kind: .rectangle, fill: ViewRuntime.AnyShapeStyle(runtime))) }
}

extension Gradient {
  /// SwiftUI's `Gradient.ColorSpace`: accepted; colours blend in device sRGB here.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    public static let device = ColorSpace(name: "device")
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}

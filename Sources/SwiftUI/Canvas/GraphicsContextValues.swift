import Foundation
import ViewRuntime

extension GraphicsContext {
  /// SwiftUI's `GraphicsContext.Shading`: a colour, a gradient in canvas points, or any shape style.
  public struct Shading {
    let shading: ViewRuntime.GraphicsContext.Shading

    public static func color(_ color: Color) -> Shading { Shading(shading: .color(color._color)) }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(shading: .style(style._style)) }
    public static var foreground: Shading { style(ForegroundStyle()) }
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                      options: GradientOptions = GradientOptions()) -> Shading {
      Shading(shading: .linearGradient(gradient._runtime, startPoint: startPoint, endPoint: endPoint))
    }
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      options: GradientOptions = GradientOptions()) -> Shading {
      Shading(shading: .radialGradient(gradient._runtime, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                     options: GradientOptions = GradientOptions()) -> Shading {
      Shading(shading: .conicGradient(gradient._runtime, center: center, angle: angle))
    }
  }

  /// SwiftUI's `GraphicsContext.Filter`: the forms the display list draws; the colour filters are the
  /// view modifiers' matrices.
  public struct Filter {
    let filter: ViewRuntime.GraphicsContext.Filter

    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(filter: .blur(radius: Double(radius))) }
    /// SwiftUI's default shadow colour: black at 33 %.
    public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                              blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
      Filter(filter: .shadow(color: color._color, radius: Double(radius), x: Double(x), y: Double(y)))
    }
    public static func colorMultiply(_ color: Color) -> Filter { Filter(filter: .colorMultiply(color._color)) }
    public static func saturation(_ amount: Double) -> Filter { Filter(filter: .colorMatrix(.saturation(amount))) }
    public static func brightness(_ amount: Double) -> Filter { Filter(filter: .colorMatrix(.brightness(amount))) }
    public static func contrast(_ amount: Double) -> Filter { Filter(filter: .colorMatrix(.contrast(amount))) }
    public static func grayscale(_ amount: Double) -> Filter { Filter(filter: .colorMatrix(.grayscale(amount))) }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(filter: .colorMatrix(.hueRotation(radians: angle.radians))) }
    /// A partial inversion mixes the identity and the inversion, as CSS's `invert(amount)`.
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      let a = min(1, max(0, amount))
      return Filter(filter: .colorMatrix(ColorMatrix(zip(ColorMatrix.identity.m, ColorMatrix.invert.m).map { $0 * (1 - a) + $1 * a })))
    }
    public static var luminanceToAlpha: Filter { Filter(filter: .colorMatrix(.luminanceToAlpha)) }
    /// SwiftUI's `alphaThreshold(min:max:color:)`: pixels whose alpha lies in the range become `color`,
    /// the others transparent. With a blur it merges shapes ("metaballs"); as in SwiftUI's examples, the
    /// blur is applied first whatever the order the two filters were added in.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
      Filter(filter: .alphaThreshold(min: min, max: max, color: color._color))
    }
  }

  /// SwiftUI's `GraphicsContext.BlurOptions`; ignored.
  public struct BlurOptions: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }
  /// SwiftUI's `GraphicsContext.ShadowOptions`; ignored.
  public struct ShadowOptions: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  /// SwiftUI's `GraphicsContext.BlendMode`, by name: the Porter-Duff modes the display list cannot
  /// composite fail with a message when something is drawn with them.
  public struct BlendMode: Equatable {
    let name: String
    public static let normal = BlendMode(name: "normal"), multiply = BlendMode(name: "multiply"), screen = BlendMode(name: "screen")
    public static let overlay = BlendMode(name: "overlay"), darken = BlendMode(name: "darken"), lighten = BlendMode(name: "lighten")
    public static let colorDodge = BlendMode(name: "colorDodge"), colorBurn = BlendMode(name: "colorBurn")
    public static let softLight = BlendMode(name: "softLight"), hardLight = BlendMode(name: "hardLight")
    public static let difference = BlendMode(name: "difference"), exclusion = BlendMode(name: "exclusion")
    public static let hue = BlendMode(name: "hue"), saturation = BlendMode(name: "saturation"), color = BlendMode(name: "color")
    public static let luminosity = BlendMode(name: "luminosity"), clear = BlendMode(name: "clear"), copy = BlendMode(name: "copy")
    public static let sourceIn = BlendMode(name: "sourceIn"), sourceOut = BlendMode(name: "sourceOut")
    public static let sourceAtop = BlendMode(name: "sourceAtop"), destinationOver = BlendMode(name: "destinationOver")
    public static let destinationIn = BlendMode(name: "destinationIn"), destinationOut = BlendMode(name: "destinationOut")
    public static let destinationAtop = BlendMode(name: "destinationAtop"), xor = BlendMode(name: "xor")
    public static let plusDarker = BlendMode(name: "plusDarker"), plusLighter = BlendMode(name: "plusLighter")
  }
}

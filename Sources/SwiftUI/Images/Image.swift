import Foundation
import ViewRuntime

// The runtime's symbol vocabulary has SwiftUI's shape and is not a view: the module names it.
public typealias SymbolRenderingMode = ViewRuntime.SymbolRenderingMode
public typealias SymbolVariants = ViewRuntime.SymbolVariants

/// SwiftUI's `Image` (https://developer.apple.com/documentation/swiftui/image): an SF Symbol from
/// the runtime's symbol set, or an image of the scene's asset catalog (see `_AssetLookup`); a name the
/// catalog lacks draws the placeholder the interpreter draws.
public struct Image: View, _PrimitiveView {
  public typealias Body = Never
  public typealias Scale = ViewRuntime.Image.Scale
  public typealias TemplateRenderingMode = AssetImageView.RenderingMode
  public typealias Interpolation = ImageDraw.Interpolation

  /// SwiftUI's `Image.ResizingMode`; the runtime stretches.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  enum Source {
    case symbol(ImageNode)
    case asset(AssetImageView)
  }
  var source: Source

  /// SwiftUI's `Image(systemName:)`; a name the runtime cannot draw fails when rendered.
  public init(systemName: String) { source = .symbol(ImageNode(systemName: systemName)) }

  /// SwiftUI's `Image(systemName:variableValue:)`: how much of a variable symbol is lit (0…1).
  public init(systemName: String, variableValue: Double?) {
    source = .symbol(ImageNode(systemName: systemName, variableValue: variableValue.map { min(1, max(0, $0.isFinite ? $0 : 0)) }))
  }

  public init(_ name: String, bundle: Bundle? = nil) { source = .asset(_AssetLookup.imageView(name)) }
  public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(_AssetLookup.imageView(name)) }

  public var _node: ViewNode {
    switch source {
    case .symbol(let node): return .image(node)
    case .asset(let view): return .primitive(view)
    }
  }

  /// SwiftUI's `resizable(capInsets:resizingMode:)`: the image takes the size it is offered.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    switch source {
    case .symbol(var node): node.isResizable = true; image.source = .symbol(node)
    case .asset(var view): view.isResizable = true; image.source = .asset(view)
    }
    return image
  }

  /// SwiftUI's `renderingMode(_:)`; symbols are always drawn in the foreground style here.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { changingAsset { $0.renderingMode = renderingMode } }
  /// SwiftUI's `interpolation(_:)`, for asset images.
  public func interpolation(_ interpolation: Interpolation) -> Image { changingAsset { $0.interpolation = interpolation } }
  /// SwiftUI's `antialiased(_:)`, for asset images.
  public func antialiased(_ isAntialiased: Bool) -> Image { changingAsset { $0.antialiased = isAntialiased } }

  private func changingAsset(_ change: (inout AssetImageView) -> Void) -> Image {
    guard case .asset(var view) = source else { return self }
    change(&view)
    var image = self
    image.source = .asset(view)
    return image
  }
}

extension View {
  /// SwiftUI's `imageScale(_:)`: symbol images relative to the font.
  public func imageScale(_ scale: Image.Scale) -> some View { _modified(.imageScale(scale)) }

  /// SwiftUI's `symbolRenderingMode(_:)`; nil is monochrome, as the interpreter reads it.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    _modified(.symbolRenderingMode(mode ?? .monochrome))
  }

  /// SwiftUI's `symbolVariant(_:)`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { _modified(.effect(SymbolVariantModifier(variant))) }
}

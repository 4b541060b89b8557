import Foundation
import ViewRuntime

/// Xcode 15's generated asset symbol types (`DeveloperToolsSupport.ColorResource` and `ImageResource`,
/// https://developer.apple.com/documentation/developertoolssupport/colorresource): a set's name in the
/// catalog. The pre-pass writes their static members from the scene's catalog (`ColorResource.brandStart`).
public struct ColorResource: Hashable, Sendable {
  public let name: String
  public init(name: String, bundle: Bundle = .main) { self.name = name }
}

/// See ``ColorResource``.
public struct ImageResource: Hashable, Sendable {
  public let name: String
  public init(name: String, bundle: Bundle = .main) { self.name = name }
}

extension Color {
  /// SwiftUI's `Color(_:)` of a generated colour symbol (`Color(.brandStart)`).
  public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
  /// SwiftUI's `Image(_:)` of a generated image symbol (`Image(.sneaker)`).
  public init(_ resource: ImageResource) { self.init(resource.name) }
}

/// The scene's asset catalog as `Color("name")` and `Image("name")` read it.
///
/// Process-level on purpose: a compiled scene's views are built by its own code, which passes no
/// context to `Color("name")`; the loader sets these before it builds the scene's root (a worker renders
/// one scene at a time), and unset they draw the placeholder.
@_spi(AnimRender) public enum _AssetLookup {
  nonisolated(unsafe) public static var color: (String) -> ViewRuntime.Color? = { _ in nil }
  /// The image view of a name (its image nil when the catalog lacks it).
  nonisolated(unsafe) public static var imageView: (String) -> AssetImageView = { AssetImageView(name: $0, image: nil) }

  /// The grey a name the catalog lacks is drawn in, as the interpreter draws it.
  static let missingColor = ViewRuntime.Color(red: 0.56, green: 0.56, blue: 0.58)
}

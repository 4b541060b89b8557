import Foundation
import ViewRuntime

/// UIKit's `UIImage` as SwiftUI view code uses it: an asset catalog image by name, shown with
/// `Image(uiImage:)` (https://developer.apple.com/documentation/uikit/uiimage).
public final class UIImage: @unchecked Sendable {
  let view: AssetImageView

  /// UIKit's `UIImage(named:)`: nil when the scene's asset catalog has no image of that name.
  public init?(named name: String) {
    let view = _AssetLookup.imageView(name)
    guard view.image != nil else { return nil }
    self.view = view
  }

  /// UIKit's `UIImage(resource:)` of a generated image symbol (`UIImage(resource: .sneaker)`, iOS 17):
  /// unlike `init?(named:)` never nil, so a name the catalog lacks is the placeholder image.
  public init(resource: ImageResource) { view = _AssetLookup.imageView(resource.name) }

  /// The image's size in points.
  public var size: CGSize { view.size }
}

extension Image {
  /// SwiftUI's `Image(uiImage:)`.
  public init(uiImage: UIImage) { source = .asset(uiImage.view) }
}

import Foundation

/// SwiftUI's `PreviewProvider` (https://developer.apple.com/documentation/swiftui/previewprovider):
/// the pre-pass makes each conforming struct a preview entry named after the struct, whose root is
/// the first view `previews` lists (docs/compiled-scenes.md). Declared here so the struct compiles.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// SwiftUI's `PreviewLayout`: how Xcode's canvas sizes a preview. The pre-pass reads a literal
/// `.previewLayout(.sizeThatFits)` or `.fixed(width:height:)` on a `PreviewProvider`'s view and sizes
/// the preview's canvas from it (docs/layout.md); the modifier itself changes nothing.
public enum PreviewLayout: Sendable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// SwiftUI's `PreviewDevice` (`"iPhone 15 Pro"`): the pre-pass reads a literal name in
/// `.previewDevice(…)` on a `PreviewProvider`'s view and renders the preview on that device's canvas.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

extension View {
  /// SwiftUI's `previewDisplayName(_:)`: the name Xcode's canvas shows; no effect on a render.
  public func previewDisplayName(_ value: String?) -> some View { self }
  /// SwiftUI's `previewLayout(_:)`; read by the pre-pass (see ``PreviewLayout``).
  public func previewLayout(_ value: PreviewLayout) -> some View { self }
  /// SwiftUI's `previewDevice(_:)`; read by the pre-pass (see ``PreviewDevice``).
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

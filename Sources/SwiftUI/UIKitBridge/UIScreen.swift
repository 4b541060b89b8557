import Foundation

/// UIKit's `UIScreen` as view code reads it: `UIScreen.main.bounds` is the scene's canvas in points,
/// as the interpreter answers it (https://developer.apple.com/documentation/uikit/uiscreen).
public struct UIScreen: Sendable {
  public let bounds: CGRect
  public var nativeBounds: CGRect { bounds }
  public var scale: CGFloat { 1 }

  /// The canvas of the scene being rendered.
  public static var main: UIScreen { UIScreen(bounds: CGRect(origin: .zero, size: _ScreenCanvas.size)) }
}

/// The canvas `UIScreen.main` reports; process-level like `_AssetLookup`, set by the loader before it
/// builds the scene's root (a worker renders one scene at a time).
@_spi(AnimRender) public enum _ScreenCanvas {
  nonisolated(unsafe) public static var size = CGSize(width: 393, height: 852)
}

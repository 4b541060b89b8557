import Foundation

extension Bundle {
  /// SwiftPM's `Bundle.module`, the resource bundle it generates for a package target with resources
  /// (https://developer.apple.com/documentation/xcode/bundling-resources-with-a-swift-package), so
  /// `Color("Brand", bundle: .module)` and `Image("logo", bundle: .module)` from a package compile. A
  /// scene's assets come from its one catalog whatever bundle is named, so this is `Bundle.main`; a
  /// scene folder that declares its own `Bundle.module` shadows this one.
  public static var module: Bundle { .main }
}

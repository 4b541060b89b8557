import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(AnimRender) import SwiftUI

/// Loads a compiled scene library into this process and takes its scene description.
///
/// The library is never closed: a cast after `dlclose` crashes the Swift runtime, whose conformance
/// caches keep pointers into the image (swiftlang/swift#75889).
enum SceneLibraryLoader {
  static func load(_ path: String) throws -> _SceneDescription {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw CompiledSceneError("cannot load the compiled scene '\(path)': \(dlerror().map { String(cString: $0) } ?? "unknown reason")")
    }
    guard let symbol = dlsym(handle, "animrender_scene_v1") else {
      throw CompiledSceneError("the compiled scene '\(path)' has no entry 'animrender_scene_v1'")
    }
    typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
    return _SceneBox.take(unsafeBitCast(symbol, to: Entry.self)())
  }
}

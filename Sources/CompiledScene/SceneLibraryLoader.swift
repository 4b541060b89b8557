import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler
@_spi(AnimRender) import SwiftUI
import ViewRuntime

/// Loads a compiled scene library into this process and takes its scene description.
///
/// The library is never closed: a cast after `dlclose` crashes the Swift runtime, whose conformance
/// caches keep pointers into the image (swiftlang/swift#75889).
enum SceneLibraryLoader {
  /// The library's handle and its scene.
  static func load(_ path: String) throws -> (handle: UnsafeMutableRawPointer, scene: _SceneDescription) {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw CompiledSceneError("cannot load the compiled scene '\(path)': \(dlerror().map { String(cString: $0) } ?? "unknown reason")")
    }
    guard let scene = call(handle, ScenePrepass.entrySymbol) else {
      throw CompiledSceneError("the compiled scene '\(path)' has no entry '\(ScenePrepass.entrySymbol)'")
    }
    return (handle, scene)
  }

  /// The scene an entry function of the library returns; nil when the library has no such entry.
  static func call(_ handle: UnsafeMutableRawPointer, _ symbol: String) -> _SceneDescription? {
    guard let address = dlsym(handle, symbol) else { return nil }
    typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
    // The scene's top-level code runs in the entry; its `print` goes to standard error, as the
    // interpreter's does, so standard output keeps only the command's own output (inspect's JSON).
    fflush(stdout)
    let saved = dup(1)
    dup2(2, 1)
    defer { fflush(stdout); dup2(saved, 1); close(saved) }
    // Top-level code reads the clock the interpreter gives it (its fallback): the default epoch and
    // seed, as no render's settings exist yet (see SceneProcessHooks).
    return RuntimeClock.$current.withValue(RuntimeClock(settings: ClockSettings())) {
      _SceneBox.take(unsafeBitCast(address, to: Entry.self)())
    }
  }
}

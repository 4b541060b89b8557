import Foundation

/// Runs main-actor code from the runtime's render thread.
///
/// SwiftUI's `View` is `@MainActor`, so `body` and the lowering are main-actor isolated, as user code
/// expects. animrender evaluates views on its own render thread, one at a time, as the only thread that
/// touches them, which gives the same exclusion; this is the one place that says so to the compiler.
/// A synchronous function's isolation is not part of its calling convention, so the cast is sound.
@_spi(AnimRender) public func _onRenderThread<T>(_ body: @MainActor () -> T) -> T {
  withoutActuallyEscaping(body) { body in
    unsafeBitCast(body, to: (() -> T).self)()
  }
}

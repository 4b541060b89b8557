import Foundation
import ViewRuntime

/// SwiftUI's `ScrollViewProxy` (https://developer.apple.com/documentation/swiftui/scrollviewproxy).
/// A render has no user scrolling; `scrollTo` is accepted and changes nothing, as in the interpreter
/// (`defaultScrollAnchor` sets where a scroll view rests).
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: ViewRuntime.UnitPoint? = nil) {}
}

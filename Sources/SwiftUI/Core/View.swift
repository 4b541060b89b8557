import Foundation
import ViewRuntime

/// SwiftUI's `View`, for scenes compiled by `swiftc` (https://developer.apple.com/documentation/swiftui/view).
///
/// User types implement `body`; the runtime never sees them directly: ``_makeNode(_:)`` lowers a view
/// value to the view runtime's `ViewNode` tree. Built-in views conform to ``_PrimitiveView`` instead
/// and have `Never` bodies. Main-actor isolated and `@preconcurrency`, as SwiftUI's is, so view models
/// marked `@MainActor` can be called from `body` in Swift 5 mode.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A built-in view: lowered by the runtime from its node, never through `body`. Public because public
/// types conform to it; its requirement is for the runtime only.
public protocol _PrimitiveView {
  /// The view as a node of the runtime's view tree.
  @MainActor var _node: ViewNode { get }
}

extension View where Self: _PrimitiveView, Body == Never {
  public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}

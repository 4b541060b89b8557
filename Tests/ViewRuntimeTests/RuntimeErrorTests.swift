import Foundation
import Testing
@testable import ViewRuntime

/// Errors from callbacks into scene code end the render with that error (thrown, not parked).
@Suite("Runtime errors")
struct RuntimeErrorTests {
  struct PathError: Error, Equatable { var message: String }

  @Test func aCustomShapesThrowingPathEndsTheRender() throws {
    let bad = CustomShape(name: "Bad") { _ in throw PathError(message: "no path here") }
    let view = AnyView(node: .shape(ShapeNode(kind: .custom(bad))))
    #expect(throws: PathError(message: "no path here")) { try render(view.frame(width: 20, height: 20)) }
    // As a clip shape too.
    let clipped = AnyView(node: .modified(Color.red.frame(width: 20, height: 20)._node, .clipShape(.custom(bad))))
    #expect(throws: PathError(message: "no path here")) { try render(clipped) }
    // Callers that cannot throw get an empty outline.
    #expect(bad.path(CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
  }
}

import Foundation
import Observation
import ViewRuntime

/// Re-runs a body when an `@Observable` property it read changes (WWDC23 "Discover Observation in
/// SwiftUI"): the body runs inside `withObservationTracking`, and the first change after it marks the
/// view's instance changed through its state access, in the transaction of the write (so a change
/// made inside `withAnimation` animates), as the interpreter's `ObjectStore` does for its objects.
enum BodyObservation {
  /// An undeclared slot written only to mark the instance changed; no body reads it.
  static let changeSlot = "$observation"
  nonisolated(unsafe) private static var changes = 0

  @MainActor static func tracking(_ access: StateAccess, _ body: () -> ViewNode) -> ViewNode {
    let instance = Instance(access: access)
    return withObservationTracking(body) {
      changes += 1
      instance.access.set(changeSlot, AnyHashable(changes))
    }
  }

  /// The view's state access, handed to the change callback, which runs where the change is made: on
  /// the thread running the scene, as everything that touches the runtime.
  private struct Instance: @unchecked Sendable { let access: StateAccess }
}

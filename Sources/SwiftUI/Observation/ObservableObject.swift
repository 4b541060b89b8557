import Foundation
import ViewRuntime

/// Combine's `ObservableObject`, which SwiftUI re-exports
/// (https://developer.apple.com/documentation/combine/observableobject): a class whose `@Published`
/// properties re-run the bodies that read them when they change.
///
/// There is no Combine on Linux; the module provides what view code uses. As in the interpreter, a
/// view's body depends on the `@Published` properties it read (recorded by the runtime's
/// `ObjectStore`), and `objectWillChange.send()` re-runs every body that read any of them.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher(owner: ObjectTracking.id(of: self)) }
}

/// Combine's `ObservableObjectPublisher` (https://developer.apple.com/documentation/combine/observableobjectpublisher).
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  /// The object it announces; nil for a publisher a class made itself, whose `send()` reaches no view.
  let owner: Int?

  public init() { owner = nil }
  init(owner: Int) { self.owner = owner }

  /// Every view that read one of the object's published properties runs its body again, in the
  /// current transaction (so inside `withAnimation` the change animates).
  public func send() {
    if let owner { ObjectStore.current?.touch(owner) }
  }
}

/// How compiled objects meet the runtime's `ObjectStore`: by identity and property. Values stay in the
/// objects; the store records which bodies read which property and re-runs them after a write.
enum ObjectTracking {
  static func id(of object: AnyObject) -> Int { Int(bitPattern: ObjectIdentifier(object)) }

  static func read(_ object: AnyObject, _ property: String) {
    _ = ObjectStore.current?.read(id(of: object), property, observed: true)
  }

  static func wrote(_ object: AnyObject, _ property: String) {
    ObjectStore.current?.write(id(of: object), property, AnyHashable(0), observed: true)
  }
}

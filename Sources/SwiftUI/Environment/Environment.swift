import Foundation
import Observation
import ViewRuntime

/// SwiftUI's `@Environment` (https://developer.apple.com/documentation/swiftui/environment): a value
/// read from the environment where the view's body runs, by key path or, for an `@Observable` object
/// put there with `.environment(_:)`, by its type.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let read: (EnvironmentValues) -> Value
  let box = EnvironmentBox()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values.object(Value.self) else {
        fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
    read = { $0.object(T.self) }
  }

  /// The value where the body runs; the default environment's before the runtime evaluates the view.
  public var wrappedValue: Value { read(EnvironmentValues(_runtime: box.values)) }
}

extension Environment: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { [] }
  public func _bind(_ access: StateAccess, named name: String) { box.values = access.environment }
}

/// The environment an environment property reads: the copies of a view that actions capture share it.
final class EnvironmentBox {
  var values = ViewRuntime.EnvironmentValues()
}

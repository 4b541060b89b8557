import Foundation

/// Combine's `@Published` (https://developer.apple.com/documentation/combine/published): a property of
/// an `ObservableObject` whose reads make a body depend on it and whose writes re-run those bodies.
@propertyWrapper
public struct Published<Value> {
  var value: Value

  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  @available(*, unavailable, message: "animrender: Combine publishers of @Published properties ($name) are not supported yet")
  public var projectedValue: Publisher {
    get { fatalError("not supported") }
    set { fatalError("not supported") }
  }

  /// The property as its class sees it: read and written through the object (Swift's enclosing-instance
  /// property wrapper access, as Combine's `Published` does).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      ObjectTracking.read(object, String(storageKeyPath.hashValue))
      return object[keyPath: storageKeyPath].value
    }
    set {
      object[keyPath: storageKeyPath].value = newValue
      ObjectTracking.wrote(object, String(storageKeyPath.hashValue))
    }
  }

  /// Combine's `Published.Publisher`: named so `$name` inside the class gets a clear error.
  public struct Publisher {}
}

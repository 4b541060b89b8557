import Foundation
import ViewRuntime

/// SwiftUI's `@EnvironmentObject` (https://developer.apple.com/documentation/swiftui/environmentobject):
/// the object of its type that `.environmentObject(_:)` put above the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = EnvironmentValues(_runtime: box.values).object(ObjectType.self) else {
      fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// `$model.name`: bindings to the object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension EnvironmentObject: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { [] }
  public func _bind(_ access: StateAccess, named name: String) { box.values = access.environment }
}

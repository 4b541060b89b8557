import Foundation
import Observation
import ViewRuntime

extension View {
  /// SwiftUI's `environment(_:_:)`: sets an environment value for the views below
  /// (https://developer.apple.com/documentation/swiftui/view/environment(_:_:)).
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    // Writing through the key path records what it sets (a system value, or a scene's own key).
    var values = EnvironmentValues()
    values[keyPath: keyPath] = value
    let writes = values.writes
    return _transformed { node in writes.reduce(node) { $1.apply(to: $0) } }
  }

  /// SwiftUI's `environment(_:)`: puts an `@Observable` object in the environment, found by
  /// `@Environment(Model.self)` below (https://developer.apple.com/documentation/swiftui/view/environment(_:)).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    _transformed { node in object.map { EnvironmentValues.providing($0, to: node) } ?? node }
  }

  /// SwiftUI's `environmentObject(_:)`: puts an `ObservableObject` in the environment, found by
  /// `@EnvironmentObject` below (https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)).
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    _transformed { node in EnvironmentValues.providing(object, to: node) }
  }
}

import Foundation

/// A `PreferenceKey` type as the runtime sees it: its identity, its default and its `reduce`, with
/// values as `Any` (the SwiftUI module builds one per key type and casts back).
/// https://developer.apple.com/documentation/swiftui/preferencekey
public struct AnyPreferenceKey {
  /// The key type's identity: two keys are the same preference when these are equal.
  public let id: ObjectIdentifier
  /// The type's name, for warnings.
  public let name: String
  /// `defaultValue`: what a reader sees when no view in its subtree sets the key.
  public let defaultValue: () -> Any
  /// `reduce(value:nextValue:)`: folds the next sibling's value into the accumulated one.
  public let reduce: (inout Any, () -> Any) -> Void

  public init(id: ObjectIdentifier, name: String, defaultValue: @escaping () -> Any,
              reduce: @escaping (inout Any, () -> Any) -> Void) {
    self.id = id; self.name = name; self.defaultValue = defaultValue; self.reduce = reduce
  }
}

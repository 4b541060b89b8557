import Foundation

/// SwiftUI's `EnvironmentKey`: a custom environment value's key type and its default
/// (https://developer.apple.com/documentation/swiftui/environmentkey).
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

import Foundation

/// SwiftUI's `DismissAction` (https://developer.apple.com/documentation/swiftui/dismissaction):
/// nothing is presented in a render, so calling it does nothing.
public struct DismissAction {
  public func callAsFunction() {}
}

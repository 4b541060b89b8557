import Foundation

// The part of Combine (https://developer.apple.com/documentation/combine) that view code meets:
// publishers named in `.onReceive` and `objectWillChange`. There is no Combine on Linux; subscribing
// (`sink`, operators) is not supported, only what the runtime drives itself.

/// Combine's `Publisher`.
public protocol Publisher {
  associatedtype Output
  associatedtype Failure: Error
}

/// Combine's `Cancellable`.
public protocol Cancellable {
  func cancel()
}

/// Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
  func connect() -> Cancellable
}

import Foundation

extension Task where Success == Never, Failure == Never {
  /// Swift's `Task.sleep(nanoseconds:)` on the scene's clock inside a `.task`
  /// (https://developer.apple.com/documentation/swift/task/sleep(nanoseconds:)).
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await CompiledTask.sleep(seconds: Double(duration) / 1e9)
  }

  /// Swift's `Task.sleep(for:)` on the scene's clock inside a `.task`
  /// (https://developer.apple.com/documentation/swift/task/sleep(for:)).
  public static func sleep(for duration: Duration) async throws {
    let (seconds, attoseconds) = duration.components
    try await CompiledTask.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
  }
}

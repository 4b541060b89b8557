/// Limits on one evaluation, so a scene can never hang the renderer or overflow its stack.
///
/// Passed in, never global. Each entry into the interpreter (loading the scene, one `body`, one closure
/// called by the runtime) gets the whole step budget afresh.
public struct Budget: Sendable, Hashable {
  /// Expression evaluations and loop iterations per entry.
  public var steps: Int
  /// Nested calls of declared functions and closures.
  public var callDepth: Int
  /// Elements in one array or range materialised by the scene.
  public var collectionSize: Int
  /// Characters (UTF-8 bytes) in one string built by the scene.
  public var stringLength: Int

  public init(steps: Int = 1_000_000, callDepth: Int = 512, collectionSize: Int = 1_000_000, stringLength: Int = 1_000_000) {
    self.steps = steps
    self.callDepth = callDepth
    self.collectionSize = collectionSize
    self.stringLength = stringLength
  }

  public static let standard = Budget()
}

import ViewRuntime

/// An edit of a transaction by scene code, applied through a writable key path so the runtime's
/// `withTransaction(_:_:_:)` starts it from the current transaction. Key-path setters cannot throw: the
/// first error is kept and rethrown after the call.
final class SceneTransactionEdit {
  let apply: (inout Transaction) throws -> Void
  var error: Error?
  init(_ apply: @escaping (inout Transaction) throws -> Void) { self.apply = apply }
}

extension Transaction {
  var sceneEdit: SceneTransactionEdit {
    get { SceneTransactionEdit { _ in } }
    set {
      do { try newValue.apply(&self) } catch { if newValue.error == nil { newValue.error = error } }
    }
  }
}

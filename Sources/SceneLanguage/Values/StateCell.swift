/// The storage behind an `@State` property (and the `Binding` projected from it).
///
/// SwiftUI keeps state outside the view struct so that a re-created struct sees the same value; here the
/// struct instance holds a reference to a cell owned by the runtime's view node. Writes go through
/// `observer`, so the runtime can open a transaction and schedule an update.
public final class StateCell {
  public let name: String
  public var value: Value {
    didSet { observer?(self, oldValue) }
  }
  /// Called after every write with the old value.
  public var observer: ((StateCell, Value) -> Void)?

  public init(name: String, value: Value, observer: ((StateCell, Value) -> Void)? = nil) {
    self.name = name
    self.value = value
    self.observer = observer
  }
}

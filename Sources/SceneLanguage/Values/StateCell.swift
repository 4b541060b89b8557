/// The storage behind an `@State` property (and the `Binding` projected from it).
///
/// SwiftUI keeps state outside the view struct so that a re-created struct sees the same value; here the
/// struct instance holds a reference to a cell. A cell either stores its value or is backed by the view
/// runtime's state store (`backing`), so writes become state changes of the current transaction.
public final class StateCell {
  public let name: String
  private var stored: Value
  /// Reads and writes through the runtime's store instead of `stored`.
  var backing: (get: () -> Value?, set: (Value) -> Void)?
  /// Called after every write with the old value.
  public var observer: ((StateCell, Value) -> Void)?

  public init(name: String, value: Value, observer: ((StateCell, Value) -> Void)? = nil) {
    self.name = name
    self.stored = value
    self.observer = observer
  }

  init(name: String, initial: Value, backing: (get: () -> Value?, set: (Value) -> Void)) {
    self.name = name
    self.stored = initial
    self.backing = backing
  }

  public var value: Value {
    get { backing?.get() ?? stored }
    set {
      let old = observer == nil ? Value.void : value
      if let backing { backing.set(newValue) } else { stored = newValue }
      observer?(self, old)
    }
  }
}

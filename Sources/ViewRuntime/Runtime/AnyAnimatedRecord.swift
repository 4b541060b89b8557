import AnimationEngine
import Foundation

/// The history of an attribute whose animatable data has a type only known at run time
/// (custom `Animatable` shapes and views): an `AnimatedValue` behind a type-erased face.
protocol AnyAnimatedRecord {
  /// Records a new model value; returns the handle if it changed (nil if unchanged or of another type).
  mutating func update(to model: any VectorArithmetic, at time: Double, animation: Animation?) -> AnimationHandle?
  /// The presented value at `t`, if `model` is still the recorded model.
  func presented(at t: Double, model: any VectorArithmetic) -> (any VectorArithmetic)?
  func isAnimating(at t: Double) -> Bool
  /// Whether the presented value stays as it is after `t` unless the model changes again.
  func isSettled(after t: Double) -> Bool
  mutating func discardHistory(before time: Double)
}

struct TypedAnimatedRecord<V: VectorArithmetic>: AnyAnimatedRecord {
  var model: V
  var value: AnimatedValue<V>

  init(_ model: V) { self.model = model; value = AnimatedValue(model) }

  mutating func update(to model: any VectorArithmetic, at time: Double, animation: Animation?) -> AnimationHandle? {
    guard let m = model as? V, m != self.model else { return nil }
    let handle = value.set(m, at: time, animation: animation)
    self.model = m
    return handle
  }

  func presented(at t: Double, model: any VectorArithmetic) -> (any VectorArithmetic)? {
    guard let m = model as? V, m == self.model else { return nil }
    return value.value(at: t)
  }

  func isAnimating(at t: Double) -> Bool { value.isAnimating(at: t) }
  func isSettled(after t: Double) -> Bool { value.isSettled(after: t) }
  mutating func discardHistory(before time: Double) { value.discardHistory(before: time) }
}

func makeAnimatedRecord<V: VectorArithmetic>(_ model: V) -> any AnyAnimatedRecord { TypedAnimatedRecord(model) }

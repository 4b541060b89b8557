import Foundation

/// A value whose change can be animated: SwiftUI's `Animatable`.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

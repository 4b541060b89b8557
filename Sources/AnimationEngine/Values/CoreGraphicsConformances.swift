import Foundation

// CGPoint, CGSize and CGRect animate component-wise, unscaled, as in SwiftUI.

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

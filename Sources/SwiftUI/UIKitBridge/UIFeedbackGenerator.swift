import Foundation

// UIKit's haptic feedback generators, as button actions written before iOS 17's `sensoryFeedback` call
// them (https://developer.apple.com/documentation/uikit/uifeedbackgenerator). A render has no Taptic
// Engine: they compile and do nothing, as `sensoryFeedback` does.

/// UIKit's `UIFeedbackGenerator`: the base of the three generators.
open class UIFeedbackGenerator {
  public init() {}
  /// Readies the engine (https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()).
  open func prepare() {}
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle = .medium) { self.style = style }
  public override init() { style = .medium }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

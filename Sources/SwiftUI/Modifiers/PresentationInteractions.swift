import Foundation
import ViewRuntime

/// SwiftUI's `PresentationBackgroundInteraction` (iOS 16.4,
/// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction): whether the view
/// under a sheet takes touches, which iOS shows by not dimming it.
public struct PresentationBackgroundInteraction: Sendable {
  /// The largest detent at which the view under the sheet is undimmed (nil: dimmed at every detent).
  let undimmedThrough: SheetSettingsEffect.Detent?
  public static var automatic: PresentationBackgroundInteraction { .init(undimmedThrough: nil) }
  public static var disabled: PresentationBackgroundInteraction { .init(undimmedThrough: nil) }
  public static var enabled: PresentationBackgroundInteraction { .init(undimmedThrough: .large) }
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    .init(undimmedThrough: detent.detent)
  }
}

/// SwiftUI's `PresentationAdaptation` (iOS 16.4): how a presentation adapts to a compact size class.
public struct PresentationAdaptation: Sendable {
  let name: String
  public static var automatic: PresentationAdaptation { .init(name: "automatic") }
  public static var none: PresentationAdaptation { .init(name: "none") }
  public static var popover: PresentationAdaptation { .init(name: "popover") }
  public static var sheet: PresentationAdaptation { .init(name: "sheet") }
  public static var fullScreenCover: PresentationAdaptation { .init(name: "fullScreenCover") }
}

/// SwiftUI's `PresentationContentInteraction` (iOS 16.4): whether a swipe on a sheet's content resizes
/// the sheet or scrolls the content.
public struct PresentationContentInteraction: Sendable {
  let name: String
  public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
  public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
  public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

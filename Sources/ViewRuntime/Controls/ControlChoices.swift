import AnimationEngine
import Foundation

/// Every size, colour and timing the controls are drawn with, in one place.
///
/// Sources: Apple's Human Interface Guidelines (https://developer.apple.com/design/human-interface-guidelines/toggles,
/// …/buttons, …/sliders, …/steppers, …/progress-indicators, …/segmented-controls, …/text-fields), UIKit's documented
/// intrinsic sizes (`UISwitch` 51×31, `UIStepper` 94×32), and the system colours (`SystemColors.swift`). Where Apple
/// publishes no number (paddings, corner radii, the spinner's period) the value is a choice, measured by eye from
/// iOS 17 screenshots at 1×, and marked "choice".
public enum ControlChoices {
  // MARK: Buttons

  /// A bordered button's font, paddings and automatic corner radius for one control size (choices, except that
  /// `.large` is 50 points tall as the HIG's full-width buttons are).
  public struct ButtonMetrics: Hashable, Sendable {
    public var font: Font
    public var horizontalPadding: Double
    public var verticalPadding: Double
    public var cornerRadius: Double
  }

  public static func button(_ size: ControlSize) -> ButtonMetrics {
    switch size {
    case .mini: return ButtonMetrics(font: .footnote, horizontalPadding: 8, verticalPadding: 3, cornerRadius: 6)
    case .small: return ButtonMetrics(font: .subheadline, horizontalPadding: 10, verticalPadding: 5, cornerRadius: 7)
    case .regular: return ButtonMetrics(font: .body, horizontalPadding: 12, verticalPadding: 7, cornerRadius: 8)
    case .large: return ButtonMetrics(font: .body, horizontalPadding: 20, verticalPadding: 14.5, cornerRadius: 12)
    case .extraLarge: return ButtonMetrics(font: .title3, horizontalPadding: 24, verticalPadding: 16, cornerRadius: 14)
    }
  }

  /// `.bordered`: the tint at this opacity behind tinted text (choice; iOS's "tinted" button configuration).
  public static let borderedFillOpacity = 0.15
  /// `.borderedProminent`: label colour on the solid tint.
  public static let prominentLabel = Color.white
  /// `Button(role: .destructive)`: system red.
  public static let destructive = Color.system["systemRed"]!
  /// `.disabled(true)`: controls draw at this opacity (choice).
  public static let disabledOpacity = 0.4
  /// Spacing between a `Label`'s icon and title (the existing `Label` layout).
  public static let labelSpacing = 6.0

  // MARK: Toggle (switch)

  /// `UISwitch`'s intrinsic size; the knob is 27 points across, inset 2 points.
  public static let switchWidth = 51.0
  public static let switchHeight = 31.0
  public static let knobDiameter = 27.0
  /// The knob's centre moves ±(51 − 31)/2 = ±10 points from the track's centre.
  public static var knobTravel: Double { (switchWidth - switchHeight) / 2 }
  /// Track colour when on: system green unless tinted (HIG: "Toggles use green by default").
  public static let switchOn = Color.system["systemGreen"]!
  /// Track colour when off: UIKit's `secondarySystemFill` light #787880 at 16 %, dark at 32 %.
  public static let switchOff = Color.system["secondarySystemFill"]!
  public static let knob = Color.white
  /// The knob's drop shadow (choice): black at 15 %, radius 2, 1 point down.
  public static let knobShadowOpacity = 0.15
  /// A toggle flipped by a scene tap animates like this when no animation is in the transaction (choice:
  /// iOS animates the switch itself; 0.25 s ease-in-out keeps hand-derived checks simple).
  public static let toggleTapAnimation = Animation.easeInOut(duration: 0.25)
  /// Space between a toggle's label and its switch at least (choice).
  public static let toggleLabelSpacing = 12.0

  // MARK: Slider

  public static let sliderTrackHeight = 4.0
  public static let sliderThumbDiameter = 28.0
  /// The unfilled part of the track: UIKit's `systemFill` (#787880 at 20 %, dark 36 %).
  public static let sliderTrack = Color.system["systemFill"]!
  /// A slider or linear progress view proposed no width takes this (choice).
  public static let defaultTrackWidth = 200.0

  // MARK: ProgressView

  public static let progressTrackHeight = 4.0
  public static let progressTrack = Color.system["systemFill"]!
  /// The spinner: 8 spokes like `UIActivityIndicatorView` (choice: the medium style's look), 20 points across,
  /// turning one spoke every 1/8 s (one turn a second, choice), the leading spoke opaque and each one behind
  /// fading by 1/8 more.
  public static let spinnerSpokes = 8
  public static let spinnerDiameter = 20.0
  public static let spinnerLargeDiameter = 37.0
  public static let spinnerPeriod = 1.0
  public static let spinnerSpokeWidth = 2.5
  /// Spokes run from this fraction of the radius to the rim (choice).
  public static let spinnerInnerFraction = 0.45
  public static let spinnerColor = Color.system["secondaryLabel"]!

  // MARK: Stepper

  /// `UIStepper`'s intrinsic size, two halves split by a 1-point divider 18 points tall.
  public static let stepperWidth = 94.0
  public static let stepperHeight = 32.0
  public static let stepperCornerRadius = 8.0
  /// UIKit's `tertiarySystemFill` (#767680 at 12 %, dark 24 %).
  public static let stepperFill = Color.system["tertiarySystemFill"]!
  public static let stepperDivider = Color.system["separator"]!
  public static let stepperDividerHeight = 18.0

  // MARK: Text fields

  /// `.roundedBorder`: a 0.5-point border in `separator`, radius 5, 6 points of vertical and 7 of horizontal
  /// padding (UITextField's rounded-rect border style, measured: choice).
  public static let fieldCornerRadius = 5.0
  public static let fieldBorderWidth = 0.5
  public static let fieldHorizontalPadding = 7.0
  public static let fieldVerticalPadding = 6.0
  public static let fieldBackground = Color.system["systemBackground"]!
  public static let fieldBorder = Color.system["opaqueSeparator"]!
  /// A placeholder's colour: UIKit's `placeholderText` (#3C3C43 at 30 %, dark #EBEBF5 at 30 %).
  public static let placeholder = Color.system["placeholderText"]!
  /// `SecureField` shows one bullet per character.
  public static let secureBullet: Character = "\u{2022}"

  // MARK: Segmented picker

  /// Height 32, outer radius 9, the selected segment inset 2 with radius 7 (choices close to iOS 17).
  public static let segmentHeight = 32.0
  public static let segmentCornerRadius = 9.0
  public static let segmentInset = 2.0
  public static let segmentSelectionRadius = 7.0
  public static let segmentFont = Font.system(size: 13, weight: .medium)
  public static let segmentBackground = Color.system["tertiarySystemFill"]!
  /// The selected segment: white in light mode, #636366 in dark (choice, iOS's look).
  public static let segmentSelection = Color.adaptive((255, 255, 255, 1), (99, 99, 102, 1))
  public static let segmentShadowOpacity = 0.12
  /// A segmented picker proposed no width gives each segment this much at least (choice).
  public static let segmentMinimumWidth = 60.0
  /// Chevrons after a menu picker's value (`chevron.up.chevron.down`), at this scale of the font (choice).
  public static let menuChevron = "chevron.up.chevron.down"
}

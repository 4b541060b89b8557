import Foundation
import ViewRuntime

// iOS's built-in gauge styles, drawn with the views they show (https://developer.apple.com/documentation/swiftui/gaugestyle).
// Apple documents what each shows and where; the sizes (a 58-point circular gauge with a 6-point ring,
// a 6-point bar) are this module's choice, close to iOS 17's in-app gauges, not measured from it.
// Rings and bars are in the tint, which `.tint(_:)` sets.

/// SwiftUI's `LinearCapacityGaugeStyle` (`.linearCapacity`, iOS's default): the label above a bar filled
/// to the value, as a determinate `ProgressView` draws it, with the minimum and maximum value labels
/// at the bar's ends when given.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label
      HStack(spacing: 6) {
        configuration.minimumValueLabel.font(.caption)
        GaugeBar(value: configuration.value, marker: false)
        configuration.maximumValueLabel.font(.caption)
      }
    }
  }
}

/// SwiftUI's `AccessoryLinearCapacityGaugeStyle`: a bar filled to the value, the label above it with
/// the current value label at its trailing end, the bounds' labels at the bar's ends.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { AccessoryLinearGauge(configuration: configuration, marker: false) }
}

/// SwiftUI's `AccessoryLinearGaugeStyle`: a bar across the whole range with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { AccessoryLinearGauge(configuration: configuration, marker: true) }
}

/// SwiftUI's `AccessoryCircularCapacityGaugeStyle`: "a closed ring that's partially filled in to indicate
/// the gauge's current value", clockwise from the top, with the current value label at its centre
/// (the label when there is none).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      Circle().stroke(.tint.opacity(0.3), lineWidth: GaugeBar.ring)
      Circle()
        .trim(from: 0, to: configuration.value)
        .stroke(.tint, style: StrokeStyle(lineWidth: GaugeBar.ring, lineCap: .round))
        .rotationEffect(.degrees(-90))
      CentreLabel(configuration: configuration)
    }
    .padding(GaugeBar.ring / 2)
    .frame(width: GaugeBar.circle, height: GaugeBar.circle)
  }
}

/// SwiftUI's `AccessoryCircularGaugeStyle`: "an open ring with a marker" at the value; the current value
/// label at the centre; the minimum and maximum value labels in the opening at the bottom, or else
/// the label there (Apple's documentation of the style).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let radius = (GaugeBar.circle - GaugeBar.ring) / 2
    // The ring spans 270°, from 135° (lower left) clockwise to 45° (lower right).
    let angle = Angle.degrees(135 + 270 * configuration.value)
    ZStack {
      Circle()
        .trim(from: 0, to: 0.75)
        .stroke(.tint, style: StrokeStyle(lineWidth: GaugeBar.ring, lineCap: .round))
        .rotationEffect(.degrees(135))
        .padding(GaugeBar.ring / 2)
      Circle()
        .fill(Color(uiColor: .systemBackground))
        .overlay(Circle().stroke(.primary, lineWidth: 1.5))
        .frame(width: GaugeBar.ring + 2, height: GaugeBar.ring + 2)
        .offset(x: radius * cos(angle.radians), y: radius * sin(angle.radians))
      configuration.currentValueLabel.font(CentreLabel.font).lineLimit(1)
      Group {
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
          HStack(spacing: 0) {
            configuration.minimumValueLabel
            Spacer(minLength: 0)
            configuration.maximumValueLabel
          }
        } else {
          configuration.label
        }
      }
      .font(.system(size: 10, weight: .medium))
      .frame(width: GaugeBar.circle * 0.55)
      .frame(maxHeight: .infinity, alignment: .bottom)
    }
    .frame(width: GaugeBar.circle, height: GaugeBar.circle)
  }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}

/// A bar in the tint: filled to `value`, or across the range with a marker at `value`.
struct GaugeBar: View {
  static let bar = 6.0, ring = 6.0, circle = 58.0
  let value: Double
  let marker: Bool
  var body: some View {
    GeometryReader { proxy in
      let width = proxy.size.width
      ZStack(alignment: .leading) {
        Capsule().fill(.tint.opacity(marker ? 1 : 0.3))
        if marker {
          Circle()
            .fill(Color(uiColor: .systemBackground))
            .overlay(Circle().stroke(.primary, lineWidth: 1.5))
            .frame(width: Self.bar + 2, height: Self.bar + 2)
            .offset(x: max(0, min(width - Self.bar - 2, width * value - (Self.bar + 2) / 2)))
        } else {
          Capsule().fill(.tint).frame(width: width * value)
        }
      }
    }
    .frame(height: Self.bar + 2)
  }
}

/// The label row and bar of the accessory linear styles.
struct AccessoryLinearGauge: View {
  let configuration: GaugeStyleConfiguration
  let marker: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 4)
        configuration.currentValueLabel
      }
      .font(.caption)
      HStack(spacing: 6) {
        configuration.minimumValueLabel.font(.caption2)
        GaugeBar(value: configuration.value, marker: marker)
        configuration.maximumValueLabel.font(.caption2)
      }
    }
  }
}

/// The centre of a closed ring: the current value label, else the label.
struct CentreLabel: View {
  static let font = Font.system(size: 15, weight: .semibold)
  let configuration: GaugeStyleConfiguration
  var body: some View {
    Group {
      if let current = configuration.currentValueLabel { current } else { configuration.label }
    }
    .font(Self.font)
    .lineLimit(1)
  }
}

import Foundation

/// A device screen a scene can be rendered on (`Scene(device: .iPhone16Pro)`, `--device iphone-16-pro`):
/// its canvas in points, pixels per point and portrait safe-area insets.
///
/// Sizes and scales are Apple's published display specifications (apple.com/iphone/compare,
/// apple.com/ipad/compare: resolution in pixels ÷ scale). The insets are the values UIKit reports for
/// `safeAreaInsets` in portrait on each model, as listed in Apple's "Layout" page of the Human
/// Interface Guidelines (device screen sizes and orientations): the status bar and sensor housing on
/// top, the home indicator's strip at the bottom. Landscape is not modelled.
public struct DeviceModel: Hashable, Sendable {
  /// The Swift-side name (`iPhone16Pro`), as written after `.` in `Scene(device:)`.
  public let name: String
  /// The command-line spelling (`iphone-16-pro`).
  public let identifier: String
  /// Canvas in points (portrait).
  public let width: Double
  public let height: Double
  /// Pixels per point.
  public let scale: Double
  public let safeArea: EdgeInsets
  /// The top of the screen: a Dynamic Island, or a plain status bar (SE, iPad).
  public let hasDynamicIsland: Bool
  /// Whether the device draws a home indicator (no home button).
  public let hasHomeIndicator: Bool
  public let isPad: Bool

  public static let iPhone16 = DeviceModel(
    name: "iPhone16", identifier: "iphone-16", width: 393, height: 852, scale: 3,
    safeArea: EdgeInsets(top: 59, bottom: 34), hasDynamicIsland: true, hasHomeIndicator: true, isPad: false)
  public static let iPhone16Plus = DeviceModel(
    name: "iPhone16Plus", identifier: "iphone-16-plus", width: 430, height: 932, scale: 3,
    safeArea: EdgeInsets(top: 59, bottom: 34), hasDynamicIsland: true, hasHomeIndicator: true, isPad: false)
  public static let iPhone16Pro = DeviceModel(
    name: "iPhone16Pro", identifier: "iphone-16-pro", width: 402, height: 874, scale: 3,
    safeArea: EdgeInsets(top: 62, bottom: 34), hasDynamicIsland: true, hasHomeIndicator: true, isPad: false)
  public static let iPhone16ProMax = DeviceModel(
    name: "iPhone16ProMax", identifier: "iphone-16-pro-max", width: 440, height: 956, scale: 3,
    safeArea: EdgeInsets(top: 62, bottom: 34), hasDynamicIsland: true, hasHomeIndicator: true, isPad: false)
  public static let iPhoneSE3 = DeviceModel(
    name: "iPhoneSE3", identifier: "iphone-se-3", width: 375, height: 667, scale: 2,
    safeArea: EdgeInsets(top: 20), hasDynamicIsland: false, hasHomeIndicator: false, isPad: false)
  /// iPad Pro 11-inch (M4): 1668 × 2420 pixels.
  public static let iPadPro11 = DeviceModel(
    name: "iPadPro11", identifier: "ipad-pro-11", width: 834, height: 1210, scale: 2,
    safeArea: EdgeInsets(top: 24, bottom: 20), hasDynamicIsland: false, hasHomeIndicator: true, isPad: true)

  public static let all: [DeviceModel] = [.iPhone16, .iPhone16Plus, .iPhone16Pro, .iPhone16ProMax, .iPhoneSE3, .iPadPro11]

  /// A device by its Swift name or command-line identifier (case-insensitive).
  public static func named(_ s: String) -> DeviceModel? {
    let key = s.lowercased()
    return all.first { $0.identifier == key || $0.name.lowercased() == key }
  }

  /// A device by the simulator name `.previewDevice("iPhone 16 Pro")` gives (case, spaces, dashes and
  /// brackets ignored), or by ``named(_:)``. The iPhone 15 and iPhone 14 Pro models are their iPhone 16
  /// counterparts here: the same points, scale and portrait insets (Apple's published specifications).
  public static func simulatorNamed(_ s: String) -> DeviceModel? {
    if let model = named(s) { return model }
    let key = String(s.lowercased().filter { $0.isLetter || $0.isNumber })
    let aliases: [String: DeviceModel] = [
      "iphone16": .iPhone16, "iphone16plus": .iPhone16Plus, "iphone16pro": .iPhone16Pro, "iphone16promax": .iPhone16ProMax,
      "iphone15": .iPhone16, "iphone15pro": .iPhone16, "iphone14pro": .iPhone16,
      "iphone15plus": .iPhone16Plus, "iphone15promax": .iPhone16Plus, "iphone14promax": .iPhone16Plus,
      "iphonese3rdgeneration": .iPhoneSE3, "iphonese3": .iPhoneSE3,
      "ipadpro11inchm4": .iPadPro11, "ipadpro11inch": .iPadPro11, "ipadpro11": .iPadPro11,
    ]
    return aliases[key]
  }

  /// The one-line list of known devices for errors.
  public static var knownList: String { all.map { "\($0.identifier) (.\($0.name))" }.joined(separator: ", ") }

  public var size: CGSize { CGSize(width: width, height: height) }
}

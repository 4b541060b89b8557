import ViewRuntime

/// `Scene(device:)`'s value: `.iPhone16Pro` or the command line's spelling, `"iphone-16-pro"`
/// (sizes from ViewRuntime's `DeviceModel`).
@_spi(AnimRender) public struct _SceneDevice: ExpressibleByStringLiteral {
  public let model: DeviceModel?
  /// The name as written, for the host's "unknown device" error.
  public let name: String

  public init(_ model: DeviceModel) { self.model = model; name = model.name }
  public init(stringLiteral value: String) { model = DeviceModel.named(value); name = value }

  public static let iPhone16 = _SceneDevice(.iPhone16)
  public static let iPhone16Plus = _SceneDevice(.iPhone16Plus)
  public static let iPhone16Pro = _SceneDevice(.iPhone16Pro)
  public static let iPhone16ProMax = _SceneDevice(.iPhone16ProMax)
  public static let iPhoneSE3 = _SceneDevice(.iPhoneSE3)
  public static let iPadPro11 = _SceneDevice(.iPadPro11)
}

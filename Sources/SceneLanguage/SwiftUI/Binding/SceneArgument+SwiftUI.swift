import AnimationEngine
import Foundation
import ViewRuntime

// The SwiftUI value types bindings take, each decoded from the host payload registered under its Swift name.

extension Angle: HostPayloadArgument { static var hostTypeName: String { "Angle" } }
extension Color: HostPayloadArgument { static var hostTypeName: String { "Color" } }
extension UnitPoint: HostPayloadArgument { static var hostTypeName: String { "UnitPoint" } }
extension Alignment: HostPayloadArgument { static var hostTypeName: String { "Alignment" } }
extension HorizontalAlignment: HostPayloadArgument { static var hostTypeName: String { "HorizontalAlignment" } }
extension VerticalAlignment: HostPayloadArgument { static var hostTypeName: String { "VerticalAlignment" } }
extension Animation: HostPayloadArgument { static var hostTypeName: String { "Animation" } }
extension Spring: HostPayloadArgument { static var hostTypeName: String { "Spring" } }
extension UnitCurve: HostPayloadArgument { static var hostTypeName: String { "UnitCurve" } }
extension Font: HostPayloadArgument { static var hostTypeName: String { "Font" } }
extension Font.Weight: HostPayloadArgument { static var hostTypeName: String { "Font.Weight" } }
extension Edge: HostPayloadArgument { static var hostTypeName: String { "Edge" } }
extension Edge.Set: HostPayloadArgument { static var hostTypeName: String { "Edge.Set" } }
extension TextAlignment: HostPayloadArgument { static var hostTypeName: String { "TextAlignment" } }
extension SymbolRenderingMode: HostPayloadArgument { static var hostTypeName: String { "SymbolRenderingMode" } }
extension AnyTransition: HostPayloadArgument { static var hostTypeName: String { "AnyTransition" } }
extension Transaction: HostPayloadArgument { static var hostTypeName: String { "Transaction" } }
extension AnimationCompletionCriteria: HostPayloadArgument { static var hostTypeName: String { "AnimationCompletionCriteria" } }
extension GeometryProxy.CoordinateSpace: HostPayloadArgument { static var hostTypeName: String { "CoordinateSpace" } }
extension CGPoint: HostPayloadArgument { static var hostTypeName: String { "CGPoint" } }
extension CGSize: HostPayloadArgument { static var hostTypeName: String { "CGSize" } }
extension CGRect: HostPayloadArgument { static var hostTypeName: String { "CGRect" } }

/// Anything SwiftUI accepts as a `ShapeStyle`: a color, a gradient, `.foreground`, or an erased style.
extension AnyShapeStyle: SceneArgument {
  static var sceneType: SceneType { .named("ShapeStyle") }
  static func decode(_ value: Value, in call: HostCall) throws -> AnyShapeStyle {
    let resolved = try call.context.resolve(value, as: sceneType)
    if case .host(let h) = resolved {
      if let style = h.payload as? AnyShapeStyle { return style }
      if let style = h.payload as? any ShapeStyle { return AnyShapeStyle(style) }
    }
    throw ArgumentMismatch(found: resolved.sceneType, expected: sceneType)
  }

  /// What SwiftUI draws when no style is given: the foreground style.
  static var foreground: AnyShapeStyle { AnyShapeStyle(ForegroundStyle()) }
}

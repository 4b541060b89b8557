import Foundation
import ViewRuntime

// iOS 17's Metal shader effects (https://developer.apple.com/documentation/swiftui/shader,
// https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)): a scene's
// `[[stitchable]]` Metal functions run per pixel. There is no Metal on Linux and no shader compiler in
// animrender, so these are declared unavailable: a scene using them fails at its own line with the
// message, instead of with "cannot find 'ShaderLibrary' in scope".

private let shaderMessage = "animrender: Metal shaders (ShaderLibrary, colorEffect, layerEffect, distortionEffect) are not supported (no Metal on Linux); draw the effect with Canvas, gradients or visualEffect"

@available(*, unavailable, message: "animrender: Metal shaders (ShaderLibrary, colorEffect, layerEffect, distortionEffect) are not supported (no Metal on Linux); draw the effect with Canvas, gradients or visualEffect")
@dynamicMemberLookup
public struct ShaderLibrary {
  public static var `default`: ShaderLibrary { fatalError(shaderMessage) }
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { fatalError(shaderMessage) }
  public init(url: URL) { fatalError(shaderMessage) }
  public init(data: Data) { fatalError(shaderMessage) }
  public static subscript(dynamicMember name: String) -> ShaderFunction { fatalError(shaderMessage) }
  public subscript(dynamicMember name: String) -> ShaderFunction { fatalError(shaderMessage) }
}

@available(*, unavailable, message: "animrender: Metal shaders (ShaderLibrary, colorEffect, layerEffect, distortionEffect) are not supported (no Metal on Linux); draw the effect with Canvas, gradients or visualEffect")
@dynamicCallable
public struct ShaderFunction {
  public init(library: ShaderLibrary, name: String) { fatalError(shaderMessage) }
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader { fatalError(shaderMessage) }
}

@available(*, unavailable, message: "animrender: Metal shaders (ShaderLibrary, colorEffect, layerEffect, distortionEffect) are not supported (no Metal on Linux); draw the effect with Canvas, gradients or visualEffect")
public struct Shader {
  public struct Argument {
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { fatalError(shaderMessage) }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { fatalError(shaderMessage) }
    public static func float2(_ point: CGPoint) -> Argument { fatalError(shaderMessage) }
    public static func float2(_ size: CGSize) -> Argument { fatalError(shaderMessage) }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { fatalError(shaderMessage) }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { fatalError(shaderMessage) }
    public static func floatArray(_ array: [Float]) -> Argument { fatalError(shaderMessage) }
    public static func color(_ color: Color) -> Argument { fatalError(shaderMessage) }
    public static func colorArray(_ array: [Color]) -> Argument { fatalError(shaderMessage) }
    public static func image(_ image: Image) -> Argument { fatalError(shaderMessage) }
    public static var boundingRect: Argument { fatalError(shaderMessage) }
  }
  public init(function: ShaderFunction, arguments: [Argument]) { fatalError(shaderMessage) }
}

extension View {
  @available(*, unavailable, message: "animrender: Metal shaders (ShaderLibrary, colorEffect, layerEffect, distortionEffect) are not supported (no Metal on Linux); draw the effect with Canvas, gradients or visualEffect")
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

  @available(*, unavailable, message: "animrender: Metal shaders (ShaderLibrary, colorEffect, layerEffect, distortionEffect) are not supported (no Metal on Linux); draw the effect with Canvas, gradients or visualEffect")
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

  @available(*, unavailable, message: "animrender: Metal shaders (ShaderLibrary, colorEffect, layerEffect, distortionEffect) are not supported (no Metal on Linux); draw the effect with Canvas, gradients or visualEffect")
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

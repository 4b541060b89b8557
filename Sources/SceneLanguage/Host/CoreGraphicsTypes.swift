import Foundation

/// `CGFloat`/`Float` conversions, more `CGRect`, `CGPoint` and `CGSize` API, and `UIScreen.main.bounds`
/// (the scene's canvas: a render has one screen, the size `Scene(width:height:)` gives).
extension HostRegistry {
  mutating func registerCoreGraphicsExtras() {
    // `CGFloat(i)`, `Float(x)`, `CGFloat.pi`: scenes compute in Double (CGFloat is a Double on 64-bit Apple
    // platforms; Float is widened).
    for name in ["CGFloat", "Float"] where types[name] == nil {
      var alias = types["Double"] ?? HostType(name)
      alias.name = name
      register(alias)
    }
    func rect(_ r: CGRect) -> Value { HostRegistry.host("CGRect", r) }
    func point(_ p: CGPoint) -> Value { HostRegistry.host("CGPoint", p) }
    let dx = Param<Double>("dx"), dy = Param<Double>("dy"), inset = Param<Double>(nil, "inset")
    let containsPoint = Param<CGPoint>(nil, "point"), other = Param<CGRect>(nil, "rect2")
    modify("CGRect") { t in
      t.addProperty("center", HostProperty(type: .named("CGPoint")) { v in
        let r = v.host(CGRect.self) ?? .zero
        return point(CGPoint(x: r.midX, y: r.midY))
      })
      t.addProperty("isEmpty", HostProperty(type: .bool) { v in .bool((v.host(CGRect.self) ?? .zero).isEmpty) })
      t.addMethod("offsetBy", .binding(dx, dy, returns: .named("CGRect")) { c in
        rect(try c.receiver(CGRect.self, "offsetBy(dx:dy:)").offsetBy(dx: try c[dx], dy: try c[dy]))
      })
      t.addMethod("insetBy", .binding(inset, returns: .named("CGRect")) { c in
        rect(try c.receiver(CGRect.self, "insetBy(_:)").insetBy(dx: try c[inset], dy: try c[inset]))
      })
      t.addMethod("contains", .binding(containsPoint, returns: .bool) { c in .bool(try c.receiver(CGRect.self, "contains(_:)").contains(try c[containsPoint])) })
      t.addMethod("intersects", .binding(other, returns: .bool) { c in .bool(try c.receiver(CGRect.self, "intersects(_:)").intersects(try c[other])) })
      t.addMethod("union", .binding(other, returns: .named("CGRect")) { c in rect(try c.receiver(CGRect.self, "union(_:)").union(try c[other])) })
    }
    modify("UIScreen") { t in
      t.addStatic("main") { context in
        HostRegistry.host("UIScreen", CGSize(width: context.interpreter.canvasSize.width, height: context.interpreter.canvasSize.height))
      }
      t.addProperty("bounds", HostProperty(type: .named("CGRect")) { v in rect(CGRect(origin: .zero, size: v.host(CGSize.self) ?? .zero)) })
      t.addProperty("nativeBounds", HostProperty(type: .named("CGRect")) { v in rect(CGRect(origin: .zero, size: v.host(CGSize.self) ?? .zero)) })
      t.addProperty("scale", HostProperty(type: .double) { _ in .double(1) })
    }
  }
}

extension Interpreter {
  /// Why a platform API cannot be used in a scene, for names a pasted iOS app uses (nil: not one of them).
  static func unavailablePlatformAPI(_ name: String) -> String? {
    let haptics = "haptics do not exist in a rendered video; use .sensoryFeedback(…), which is accepted and does nothing"
    let uikit = "UIKit views and view controllers cannot run on Linux; animrender renders SwiftUI views"
    let reasons: [String: String] = [
      "UIImpactFeedbackGenerator": haptics, "UINotificationFeedbackGenerator": haptics, "UISelectionFeedbackGenerator": haptics,
      "CHHapticEngine": haptics,
      "UIViewController": uikit, "UIHostingController": uikit, "UIViewControllerRepresentable": uikit, "UIViewRepresentable": uikit,
      "UIView": uikit, "UIApplication": uikit, "UIWindow": uikit, "UIWindowScene": uikit, "UINavigationController": uikit,
      "URLSession": "scenes have no network access", "URLRequest": "scenes have no network access",
      "FileManager": "scenes cannot read or write files", "FileHandle": "scenes cannot read or write files",
      "ProcessInfo": "scenes cannot inspect the process", "Process": "scenes cannot start processes",
      "AVAudioPlayer": "a render has no audio", "AVPlayer": "a render has no audio or video playback",
      "CLLocationManager": "a render has no location services",
    ]
    return reasons[name].map { "'\(name)' is not available in scenes: \($0)" }
  }
}

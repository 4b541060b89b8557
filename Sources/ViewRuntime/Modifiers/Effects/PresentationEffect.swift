import Foundation

/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog`: what they present is
/// not drawn yet. While nothing is presented (the usual state of a screen), SwiftUI draws the view as
/// it is, and so does a render; while something is, the frame still shows the view under it, and the
/// front end is warned once, naming the presentation.
/// https://developer.apple.com/documentation/swiftui/modal-presentations
public struct PresentationEffect: ViewEffect, ResolvableEffect {
  /// The modifier's name (`sheet`, `alert`, …), for the warning.
  public var kind: String
  public var isPresented: Bool
  public init(_ kind: String, isPresented: Bool) { self.kind = kind; self.isPresented = isPresented }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    if isPresented {
      r.resolver.onWarning("a .\(kind) is presented, and presentations are not drawn yet: frames show the view under it")
    }
    return try r.content()
  }
}

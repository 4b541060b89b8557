import Foundation

/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog`. While nothing is
/// presented (the usual state of a screen), SwiftUI draws the view as it is, and so does a render.
/// While something is: a presentation the SwiftUI module can draw (`presented`, an alert) is drawn
/// over the whole canvas after the rest of the tree, as iOS draws it in a window of its own; the others
/// are not drawn yet, so frames show the view under them and the front end is warned once.
/// https://developer.apple.com/documentation/swiftui/modal-presentations
public struct PresentationEffect: ViewEffect, ResolvableEffect {
  /// The modifier's name (`sheet`, `alert`, …), for the warning.
  public var kind: String
  public var isPresented: Bool
  /// What is drawn over the canvas while presented (nil: not drawn yet).
  public var presented: ViewNode?
  public init(_ kind: String, isPresented: Bool, presented: ViewNode? = nil) {
    self.kind = kind; self.isPresented = isPresented; self.presented = presented
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.content()
    guard isPresented else { return content }
    guard let presented else {
      r.resolver.onWarning("a .\(kind) is presented, and presentations are not drawn yet: frames show the view under it")
      return content
    }
    var c = r.context.child("/presented")
    // Over the whole screen: none of the containers around the presenting view (lists, scroll views,
    // insets) reach the presented one.
    let around = r.environment.layoutContainer
    c.environment.layoutContainer = LayoutContainer(screen: around.screen, safeArea: around.safeArea, regularWidth: around.regularWidth)
    return ResolvedView(.effect(content, Presenter(view: try r.resolver.resolve(presented, c), area: around.safeRect)))
  }

  /// Draws its content, then hands the presented view to be drawn over the canvas: laid out in the
  /// screen's safe area as a window's root is (views that ignore it reach the edges), or in the
  /// whole canvas without a device.
  struct Presenter: DrawnEffect {
    let view: ResolvedView
    let area: CGRect?
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.draw(content, place)
      out.present(view, in: area)
    }
  }
}

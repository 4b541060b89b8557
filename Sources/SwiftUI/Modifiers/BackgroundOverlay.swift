import Foundation
import ViewRuntime

// `background` and `overlay` with views and styles
// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:),
// https://developer.apple.com/documentation/swiftui/view/background(_:ignoresSafeAreaEdges:)).
// The `in: Shape` forms are with the shapes.
extension View {
  /// SwiftUI's `background(alignment:content:)`.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _modified(.background(_makeNode(content()), alignment: alignment))
  }

  /// SwiftUI's `background(_:ignoresSafeAreaEdges:)`: the style fills the view's frame, grown into the
  /// unsafe area on `edges` where the view touches it (on a device canvas a bar's background runs under
  /// the home indicator); a material blurs what is behind.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    _transformed(_styleBackground(style, ignoresSafeAreaEdges: edges))
  }

  /// SwiftUI's `background(ignoresSafeAreaEdges:)`: filled with the background style, the one the
  /// nearest `backgroundStyle(_:)` sets or the system background.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// SwiftUI's `backgroundStyle(_:)` (iOS 16): the style `.background` stands for below
  /// (`BackgroundStyleEffect`).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    _modified(.effect(BackgroundStyleEffect(style._style)))
  }

  /// SwiftUI's deprecated `background(_:alignment:)`. A view that is also a style (a `Color`) fills
  /// as a style, as the interpreter draws it.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    if let style = background as? any ShapeStyle { return _transformed(_styleBackground(style, ignoresSafeAreaEdges: [])) }
    let node = _makeNode(background)
    return _transformed { .modified($0, .background(node, alignment: alignment)) }
  }

  /// SwiftUI's `overlay(alignment:content:)`.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _modified(.overlay(_makeNode(content()), alignment: alignment))
  }

  /// SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`: the style covers the view's frame.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    _modified(.overlay(_styleNode(style), alignment: .center))
  }

  /// SwiftUI's deprecated `overlay(_:alignment:)`.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    _modified(.overlay(_makeNode(overlay), alignment: alignment))
  }
}

/// The background a style makes: a rectangle filled with it, or a material's effect.
@MainActor func _styleBackground(_ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set) -> (ViewNode) -> ViewNode {
  if let material = style._material {
    return { .modified($0, .effect(MaterialEffect(material, in: .rectangle, ignoresSafeAreaEdges: edges))) }
  }
  var fill = ViewNode.shape(ShapeNode(kind: .rectangle, fill: style._style))
  if !edges.isEmpty { fill = .modified(fill, .effect(IgnoresSafeAreaEffect(edges: edges))) }
  return { .modified($0, .background(fill, alignment: .center)) }
}

/// A style as a view: itself if it is one (a `Color`, a gradient), else a rectangle filled with it.
@MainActor func _styleNode(_ style: some ShapeStyle) -> ViewNode {
  if let view = style as? any View { return _makeNode(view) }
  return .shape(ShapeNode(kind: .rectangle, fill: style._style))
}

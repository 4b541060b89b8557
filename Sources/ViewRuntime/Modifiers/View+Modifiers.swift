import Foundation
import AnimationEngine

extension View {
  /// Wraps the view in `modifier`; every modifier method is this.
  public func modifier(_ modifier: ViewModifierNode) -> AnyView {
    AnyView(node: .modified(_node, modifier))
  }

  // MARK: Layout

  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> AnyView {
    modifier(.frame(width: width, height: height, alignment: alignment))
  }

  public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                    alignment: Alignment = .center) -> AnyView {
    modifier(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                          minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                          alignment: alignment)))
  }

  /// SwiftUI's default padding: 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> AnyView {
    modifier(.padding(EdgeInsets(edges, length ?? 16)))
  }

  public func padding(_ length: Double) -> AnyView { padding(.all, length) }

  public func padding(_ insets: EdgeInsets) -> AnyView { modifier(.padding(insets)) }

  public func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> AnyView {
    modifier(.background(content()._node, alignment: alignment))
  }

  public func background(_ view: some View, alignment: Alignment = .center) -> AnyView {
    modifier(.background(view._node, alignment: alignment))
  }

  /// `.background(.red)`: the style fills the view's frame.
  public func background(_ style: some ShapeStyle) -> AnyView {
    modifier(.background(.shape(ShapeNode(kind: .rectangle, fill: AnyShapeStyle(style))), alignment: .center))
  }

  /// `.background(.red, in: Capsule())`.
  public func background(_ style: some ShapeStyle, in shape: some Shape) -> AnyView {
    modifier(.background(.shape(ShapeNode(kind: shape.kind, fill: AnyShapeStyle(style))), alignment: .center))
  }

  public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> AnyView {
    modifier(.overlay(content()._node, alignment: alignment))
  }

  public func overlay(_ view: some View, alignment: Alignment = .center) -> AnyView {
    modifier(.overlay(view._node, alignment: alignment))
  }

  public func overlay(_ style: some ShapeStyle, in shape: some Shape) -> AnyView {
    modifier(.overlay(.shape(ShapeNode(kind: shape.kind, fill: AnyShapeStyle(style))), alignment: .center))
  }

  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> AnyView {
    modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  public func layoutPriority(_ value: Double) -> AnyView { modifier(.layoutPriority(value)) }

  /// Constrains the view to `ratio` (width / height; nil: its ideal size's ratio), fitting or filling the proposal.
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> AnyView {
    modifier(.aspectRatio(ratio, fill: contentMode == .fill))
  }

  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> AnyView {
    aspectRatio(size.height == 0 ? nil : Double(size.width / size.height), contentMode: contentMode)
  }

  public func scaledToFit() -> AnyView { aspectRatio(nil, contentMode: .fit) }
  public func scaledToFill() -> AnyView { aspectRatio(nil, contentMode: .fill) }

  // MARK: Drawing

  public func clipShape(_ shape: some Shape) -> AnyView { modifier(.clipShape(shape.kind)) }

  /// Clips to a rounded rectangle of `radius`, like SwiftUI's (deprecated) `cornerRadius(_:)`.
  public func cornerRadius(_ radius: Double) -> AnyView { modifier(.clipShape(.roundedRectangle(cornerRadius: radius))) }

  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> AnyView {
    modifier(.rotationEffect(angle, anchor: anchor))
  }

  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> AnyView {
    modifier(.scaleEffect(CGSize(width: scale, height: scale), anchor: anchor))
  }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> AnyView {
    modifier(.scaleEffect(scale, anchor: anchor))
  }

  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> AnyView {
    modifier(.scaleEffect(CGSize(width: x, height: y), anchor: anchor))
  }

  /// Moves the drawing without changing layout.
  public func offset(x: Double = 0, y: Double = 0) -> AnyView {
    modifier(.offset(CGSize(width: x, height: y)))
  }

  public func offset(_ offset: CGSize) -> AnyView { modifier(.offset(offset)) }

  public func opacity(_ opacity: Double) -> AnyView { modifier(.opacity(opacity)) }

  public func hidden() -> AnyView { modifier(.hidden) }

  public func zIndex(_ value: Double) -> AnyView { modifier(.zIndex(value)) }

  public func clipped() -> AnyView { modifier(.clipped) }

  /// Gaussian blur of the view's drawing.
  public func blur(radius: Double) -> AnyView { modifier(.effect(BlurEffect(radius: radius))) }

  /// A blurred, tinted copy of the view's drawing below it (SwiftUI's default colour: black at 33 %).
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> AnyView {
    modifier(.shadow(color: color, radius: radius, x: x, y: y))
  }

  // MARK: Environment

  public func foregroundStyle(_ style: some ShapeStyle) -> AnyView {
    modifier(.foregroundStyle([AnyShapeStyle(style)]))
  }

  public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> AnyView {
    modifier(.foregroundStyle([AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
  }

  public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle, _ tertiary: some ShapeStyle) -> AnyView {
    modifier(.foregroundStyle([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
  }

  public func foregroundColor(_ color: Color?) -> AnyView {
    modifier(.foregroundStyle(color.map { [AnyShapeStyle($0)] } ?? []))
  }

  public func font(_ font: Font?) -> AnyView { modifier(.font(font)) }

  public func fontWeight(_ weight: Font.Weight?) -> AnyView { modifier(.fontWeight(weight)) }

  public func bold(_ isActive: Bool = true) -> AnyView { modifier(.bold(isActive)) }

  public func italic(_ isActive: Bool = true) -> AnyView { modifier(.italic(isActive)) }

  public func fontDesign(_ design: Font.Design?) -> AnyView { modifier(.fontDesign(design)) }

  public func monospaced(_ isActive: Bool = true) -> AnyView { modifier(.fontDesign(isActive ? .monospaced : nil)) }

  public func multilineTextAlignment(_ alignment: TextAlignment) -> AnyView { modifier(.multilineTextAlignment(alignment)) }

  public func lineLimit(_ limit: Int?) -> AnyView { modifier(.lineLimit(limit)) }

  public func imageScale(_ scale: Image.Scale) -> AnyView { modifier(.imageScale(scale)) }

  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> AnyView {
    modifier(.symbolRenderingMode(mode ?? .monochrome))
  }

  // MARK: Identity and events

  public func id(_ id: some Hashable) -> AnyView { modifier(.id(AnyHashable(id))) }

  /// How the view animates in and out when it is inserted or removed in an animated update.
  public func transition(_ t: AnyTransition) -> AnyView { modifier(.transition(t)) }

  /// Runs `action` at every tap time of the scene.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> AnyView {
    modifier(.onTapGesture(count: count, action: action))
  }

  /// Runs `action` when the view appears: at the start, or when it is inserted later.
  public func onAppear(perform action: @escaping () -> Void) -> AnyView { modifier(.onAppear(action)) }

  /// Runs `action` when the view is removed.
  public func onDisappear(perform action: @escaping () -> Void) -> AnyView { modifier(.onDisappear(action)) }

  /// Runs `action` after an update in which `value` changed.
  public func onChange<V: Hashable>(of value: V, perform action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> AnyView {
    modifier(.onChange(value: AnyHashable(value), action: { old, new in
      if let o = old.base as? V, let n = new.base as? V { action(o, n) }
    }))
  }

  /// Runs `action` after an update in which `value` changed.
  public func onChange<V: Hashable>(of value: V, perform action: @escaping () -> Void) -> AnyView {
    modifier(.onChange(value: AnyHashable(value), action: { _, _ in action() }))
  }

  // MARK: Transactions

  /// Animates changes to this view with `animation` whenever `value` changes.
  public func animation(_ animation: Animation?, value: some Hashable) -> AnyView {
    modifier(.animation(animation, value: AnyHashable(value)))
  }

  /// Animates the changes of the modifiers `body` applies with `animation`, and nothing else.
  public func animation(_ animation: Animation?, @ViewBuilder body: @escaping (AnyView) -> some View) -> AnyView {
    modifier(.transactionBody({ $0.animation = animation }, body: { body(AnyView(node: $0))._node }))
  }

  /// Changes the transaction of every change to this view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> AnyView {
    modifier(.transaction(transform, value: nil))
  }

  /// Changes the transaction of this view's changes in updates where `value` changed.
  public func transaction(value: some Hashable, _ transform: @escaping (inout Transaction) -> Void) -> AnyView {
    modifier(.transaction(transform, value: AnyHashable(value)))
  }

  /// Changes the transaction for the modifiers `body` applies, and nothing else.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void,
                          @ViewBuilder body: @escaping (AnyView) -> some View) -> AnyView {
    modifier(.transactionBody(transform, body: { body(AnyView(node: $0))._node }))
  }

  /// Animates every change to this view with `animation` (deprecated in SwiftUI; kept for old code).
  public func animation(_ animation: Animation?) -> AnyView {
    modifier(.animation(animation, value: nil))
  }
}

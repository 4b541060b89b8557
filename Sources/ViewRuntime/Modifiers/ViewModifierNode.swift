import Foundation
import AnimationEngine

/// A modifier as a value: one layer wrapped around a view node.
///
/// The last-written modifier is the outermost: it applies last on screen.
///
/// Every modifier is a ``ViewEffect`` value in its own file (`Effects/`, or one file for a small
/// family such as `FontModifiers.swift`), attached with `.effect(value)`: see ``ViewEffect``. Adding
/// one takes the effect's file (its resolution; for a new `ResolvedView.Kind`, its sizing and drawing
/// through a ``DrawnEffect``) and its declaration in the SwiftUI module (`_modified(.effect(value))`),
/// plus a test asserting the drawn or inspected numbers against values worked out by hand.
///
/// The static functions below build the effects that replaced the former cases, under their old
/// names, so the runtime's own views and the SwiftUI module build them as before.
public enum ViewModifierNode {
  /// A modifier defined in its own file (``ViewEffect``).
  case effect(any ViewEffect)
}

/// Shorthands for the effects that replaced the cases of the same name (issue 20), so the runtime's
/// own views and the SwiftUI module build them as before. A new modifier needs none: `.effect(value)`.
extension ViewModifierNode {
  // Drawing
  public static func clipShape(_ shape: ShapeKind) -> ViewModifierNode { .effect(ClipShapeModifier(shape)) }
  public static func rotationEffect(_ angle: Angle, anchor: UnitPoint) -> ViewModifierNode {
    .effect(RotationEffectModifier(angle, anchor: anchor))
  }
  public static func scaleEffect(_ scale: CGSize, anchor: UnitPoint) -> ViewModifierNode {
    .effect(ScaleEffectModifier(scale, anchor: anchor))
  }
  public static func offset(_ offset: CGSize) -> ViewModifierNode { .effect(OffsetModifier(offset)) }
  public static func opacity(_ opacity: Double) -> ViewModifierNode { .effect(OpacityModifier(opacity)) }
  public static func shadow(color: Color, radius: Double, x: Double, y: Double) -> ViewModifierNode {
    .effect(ShadowModifier(color: color, radius: radius, x: x, y: y))
  }
  // Environment
  public static func foregroundStyle(_ styles: [AnyShapeStyle]) -> ViewModifierNode { .effect(ForegroundStyleModifier(styles)) }
  public static func font(_ font: Font?) -> ViewModifierNode { .effect(FontModifier(font)) }
  public static func fontWeight(_ weight: Font.Weight?) -> ViewModifierNode { .effect(FontWeightModifier(weight)) }
  public static func bold(_ on: Bool) -> ViewModifierNode { .effect(BoldModifier(on)) }
  public static func italic(_ on: Bool) -> ViewModifierNode { .effect(ItalicModifier(on)) }
  public static func fontDesign(_ design: Font.Design?) -> ViewModifierNode { .effect(FontDesignModifier(design)) }
  public static func tracking(_ points: Double) -> ViewModifierNode { .effect(TrackingModifier(points)) }
  public static func symbolRenderingMode(_ mode: SymbolRenderingMode) -> ViewModifierNode { .effect(SymbolRenderingModeModifier(mode)) }
  public static func imageScale(_ scale: Image.Scale) -> ViewModifierNode { .effect(ImageScaleModifier(scale)) }
  public static func multilineTextAlignment(_ a: TextAlignment) -> ViewModifierNode { .effect(MultilineTextAlignmentModifier(a)) }
  public static func lineLimit(_ limit: Int?) -> ViewModifierNode { .effect(LineLimitModifier(limit)) }
  public static func lineLimit(_ limit: Int?, minimum: Int) -> ViewModifierNode { .effect(LineLimitModifier(limit, minimum: minimum)) }
  public static func truncationMode(_ mode: TruncationMode) -> ViewModifierNode { .effect(TruncationModeModifier(mode)) }
  public static func lineSpacing(_ spacing: Double) -> ViewModifierNode { .effect(LineSpacingModifier(spacing)) }
  public static func textCase(_ textCase: TextCaseModifier.Case?) -> ViewModifierNode { .effect(TextCaseModifier(textCase)) }
  public static func strikethrough(_ on: Bool, color: Color?) -> ViewModifierNode { .effect(StrikethroughModifier(on, color: color)) }
  public static func underline(_ on: Bool, color: Color?) -> ViewModifierNode { .effect(UnderlineModifier(on, color: color)) }
  public static func redactedPlaceholder(_ on: Bool) -> ViewModifierNode { .effect(RedactedModifier(on)) }
  public static func sceneEnvironment(key: String, value: AnyHashable) -> ViewModifierNode {
    .effect(SceneEnvironmentModifier(key: key, value: value))
  }
  // Layout
  public static func frame(width: Double?, height: Double?, alignment: Alignment) -> ViewModifierNode {
    .effect(FrameModifier(width: width, height: height, alignment: alignment))
  }
  public static func flexibleFrame(_ frame: FlexibleFrame) -> ViewModifierNode { .effect(FlexibleFrameModifier(frame)) }
  public static func padding(_ insets: EdgeInsets) -> ViewModifierNode { .effect(PaddingModifier(insets)) }
  public static func background(_ view: ViewNode, alignment: Alignment) -> ViewModifierNode {
    .effect(BackgroundModifier(view, alignment: alignment))
  }
  public static func overlay(_ view: ViewNode, alignment: Alignment) -> ViewModifierNode {
    .effect(OverlayModifier(view, alignment: alignment))
  }
  public static func fixedSize(horizontal: Bool, vertical: Bool) -> ViewModifierNode {
    .effect(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
  public static func layoutPriority(_ p: Double) -> ViewModifierNode { .effect(LayoutPriorityModifier(p)) }
  public static func aspectRatio(_ ratio: Double?, fill: Bool) -> ViewModifierNode { .effect(AspectRatioModifier(ratio, fill: fill)) }
  public static var hidden: ViewModifierNode { .effect(HiddenModifier()) }
  public static func zIndex(_ z: Double) -> ViewModifierNode { .effect(ZIndexModifier(z)) }
  public static var clipped: ViewModifierNode { .effect(ClippedModifier()) }
  // Identity and events
  public static func id(_ id: AnyHashable) -> ViewModifierNode { .effect(IdentityModifier(id)) }
  public static func transition(_ t: AnyTransition) -> ViewModifierNode { .effect(TransitionModifier(t)) }
  public static func onTapGesture(count: Int, action: @escaping () throws -> Void) -> ViewModifierNode {
    .effect(TapGestureModifier(count: count, action: action))
  }
  public static func onAppear(_ action: @escaping () throws -> Void) -> ViewModifierNode { .effect(LifecycleModifier(.appear(action))) }
  public static func onDisappear(_ action: @escaping () throws -> Void) -> ViewModifierNode {
    .effect(LifecycleModifier(.disappear(action)))
  }
  public static func onChange(value: AnyHashable, action: @escaping (_ old: AnyHashable, _ new: AnyHashable) throws -> Void) -> ViewModifierNode {
    .effect(LifecycleModifier(.change(value, action)))
  }
  public static func task(id: AnyHashable?, start: @escaping () throws -> any RuntimeTask) -> ViewModifierNode {
    .effect(LifecycleModifier(.task(id, start)))
  }
  public static func onReceive(_ source: PeriodicSource, action: @escaping (Double) throws -> Void) -> ViewModifierNode {
    .effect(LifecycleModifier(.receive(source, action)))
  }
  // Transactions
  public static func animation(_ animation: Animation?, value: AnyHashable?) -> ViewModifierNode {
    .effect(AnimationModifier(animation, value: value))
  }
  public static func transaction(_ transform: @escaping (inout Transaction) throws -> Void, value: AnyHashable?) -> ViewModifierNode {
    .effect(TransactionModifier(transform, value: value))
  }
  public static func transactionBody(_ transform: @escaping (inout Transaction) throws -> Void,
                                     body: @escaping (ViewNode) throws -> ViewNode) -> ViewModifierNode {
    .effect(TransactionBodyModifier(transform, body: body))
  }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexibleFrame: Hashable, Sendable {
  public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
  public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
  public var alignment: Alignment

  public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
              minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
              alignment: Alignment = .center) {
    self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
    self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

/// SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable { case fit, fill }

import Foundation
import AnimationEngine

/// A modifier as a value: one layer wrapped around a view node.
///
/// The last-written modifier is the outermost: it applies last on screen.
///
/// New modifiers are ``ViewEffect`` values in their own file (`Effects/`), attached with
/// `.effect(value)`: see ``ViewEffect``. The cases below predate that mechanism; changing one of
/// them takes four steps:
/// 1. a case here, and the `View` method that wraps a node in it (`View+Modifiers.swift`);
/// 2. its resolution in `TreeResolver.resolveModifier` (`TreeResolver+Modifiers.swift`): an
///    environment change (`withEnvironment`), or a `ResolvedView.Kind` around the resolved content,
///    with each animatable number read through `animated(ctx, "name", [values])` so it animates
///    under transactions (the name is the attribute's identity within the view);
/// 3. for a new `ResolvedView.Kind`: its size (`Layout.swift`), its drawing and inspect entry
///    (`DisplayListBuilder.draw`), and, if it neither sizes nor places its content, a line in
///    `ResolvedView.traitCarrier` so stacks still see the content's `layoutPriority` and `zIndex`;
/// 4. a test asserting the drawn or inspected numbers against values worked out by hand.
public enum ViewModifierNode {
  // Layout
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case flexibleFrame(FlexibleFrame)
  case padding(EdgeInsets)
  case background(ViewNode, alignment: Alignment)
  case overlay(ViewNode, alignment: Alignment)
  /// `.fixedSize(horizontal:vertical:)`: the view gets its ideal size on those axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `.layoutPriority(_:)`: stacks size higher priorities first.
  case layoutPriority(Double)
  /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`.
  case aspectRatio(Double?, fill: Bool)
  // Drawing
  case clipShape(ShapeKind)
  case rotationEffect(Angle, anchor: UnitPoint)
  case scaleEffect(CGSize, anchor: UnitPoint)
  case offset(CGSize)
  case opacity(Double)
  /// Keeps the view's space but draws nothing.
  case hidden
  /// Draw order among siblings in a stack (higher on top).
  case zIndex(Double)
  /// Clips to the view's frame.
  case clipped
  case shadow(color: Color, radius: Double, x: Double, y: Double)
  // Identity and events
  case id(AnyHashable)
  /// How the view is inserted and removed (when an `if` branch or an `.id` changes).
  case transition(AnyTransition)
  case onTapGesture(count: Int, action: () throws -> Void)
  /// Runs when the view appears (the scene's start, or when it is inserted later).
  case onAppear(() throws -> Void)
  /// Runs when the view is removed.
  case onDisappear(() throws -> Void)
  /// Runs when `value` differs from the previous update's, with the old and new values.
  case onChange(value: AnyHashable, action: (_ old: AnyHashable, _ new: AnyHashable) throws -> Void)
  /// `.task(id:)`: starts a task after the view appears (and again, cancelling the old one, when
  /// `id` changes); cancels it when the view disappears.
  case task(id: AnyHashable?, start: () throws -> any RuntimeTask)
  /// `.onReceive(timer)`: runs with each tick's time (scene seconds) while the view is shown.
  case onReceive(PeriodicSource, action: (Double) throws -> Void)
  // Transactions
  /// `.animation(_:value:)`: changes below animate with `animation` when `value` changed in the
  /// same update; nil value (the deprecated `.animation(_:)`) applies to every change.
  case animation(Animation?, value: AnyHashable?)
  /// `.transaction(_:)` / `.transaction(value:_:)`: changes the transaction for the view's changes.
  case transaction((inout Transaction) throws -> Void, value: AnyHashable?)
  /// `.animation(_:body:)` / `.transaction(_:body:)`: the transaction applies to the modifiers `body`
  /// adds to its argument (the content), not to the content itself.
  case transactionBody((inout Transaction) throws -> Void, body: (ViewNode) throws -> ViewNode)
  /// Used by `transactionBody`: restores the outer transaction for the content.
  case restoreTransaction(Transaction)
  // One file per feature
  /// A modifier defined in its own file (``ViewEffect``): the way new modifiers are added.
  case effect(any ViewEffect)
}

/// Shorthands for the effects that replaced the cases of the same name (issue 20), so the runtime's
/// own views and the SwiftUI module build them as before. A new modifier needs none: `.effect(value)`.
extension ViewModifierNode {
  // Environment
  public static func foregroundStyle(_ styles: [AnyShapeStyle]) -> ViewModifierNode { .effect(ForegroundStyleModifier(styles)) }
  public static func font(_ font: Font?) -> ViewModifierNode { .effect(FontModifier(font)) }
  public static func fontWeight(_ weight: Font.Weight?) -> ViewModifierNode { .effect(FontWeightModifier(weight)) }
  public static func bold(_ on: Bool) -> ViewModifierNode { .effect(BoldModifier(on)) }
  public static func italic(_ on: Bool) -> ViewModifierNode { .effect(ItalicModifier(on)) }
  public static func fontDesign(_ design: Font.Design?) -> ViewModifierNode { .effect(FontDesignModifier(design)) }
  public static func symbolRenderingMode(_ mode: SymbolRenderingMode) -> ViewModifierNode { .effect(SymbolRenderingModeModifier(mode)) }
  public static func imageScale(_ scale: Image.Scale) -> ViewModifierNode { .effect(ImageScaleModifier(scale)) }
  public static func multilineTextAlignment(_ a: TextAlignment) -> ViewModifierNode { .effect(MultilineTextAlignmentModifier(a)) }
  public static func lineLimit(_ limit: Int?) -> ViewModifierNode { .effect(LineLimitModifier(limit)) }
  public static func strikethrough(_ on: Bool, color: Color?) -> ViewModifierNode { .effect(StrikethroughModifier(on, color: color)) }
  public static func underline(_ on: Bool, color: Color?) -> ViewModifierNode { .effect(UnderlineModifier(on, color: color)) }
  public static func redactedPlaceholder(_ on: Bool) -> ViewModifierNode { .effect(RedactedModifier(on)) }
  public static func sceneEnvironment(key: String, value: AnyHashable) -> ViewModifierNode {
    .effect(SceneEnvironmentModifier(key: key, value: value))
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

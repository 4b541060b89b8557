import Foundation
import Graphics

/// The runtime's type-erased view tree: what `body` returns, with state and closures inside.
///
/// Swift-built views lower to these nodes (`View._node`); a scene interpreter builds them
/// directly. Nodes are plain values: the runtime owns all state, keyed by structural identity.
public indirect enum ViewNode {
  case empty
  case text(String)
  /// A text with parts in styles of their own (`Text` joined with `+`, inline Markdown).
  case styledText(String, [TextSpanNode])
  case shape(ShapeNode)
  case image(ImageNode)
  case color(Color)
  /// Fills along the enclosing stack's axis, at least `minLength` (nil: SwiftUI's 8).
  case spacer(minLength: Double?)
  /// A hairline across the enclosing stack.
  case divider
  case stack(StackNode)
  /// Several views the enclosing container lays out as its own children (builder blocks, `Group`).
  case group([ViewNode])
  /// `ForEach`'s views, each identified by its element's id instead of its position (see ``ForEachRow``).
  case forEach([ForEachRow])
  /// One branch of an `if`/`switch`: `branch` is part of the children's identity.
  case conditional(branch: Int, ViewNode)
  case modified(ViewNode, ViewModifierNode)
  /// A view with `@State` slots and a body closure, evaluated by the runtime.
  case component(ComponentNode)
  case button(ButtonNode)
  /// A phase animator (the `PhaseAnimator` view and the `.phaseAnimator` modifier).
  case phaseAnimator(PhaseAnimatorNode)
  /// A keyframe animator (the `KeyframeAnimator` view and the `.keyframeAnimator` modifier).
  case keyframeAnimator(KeyframeAnimatorNode)
  /// Content built from the size it is given (`GeometryReader`).
  case geometryReader(GeometryReaderNode)
  /// Content rebuilt every frame from an interpolated value (custom `Animatable` views).
  case animatable(AnimatableNode)
  /// A leaf view defined in its own file (``ViewEffect``), resolved with empty content.
  case primitive(any ViewEffect)
  /// Content rebuilt for each entry of a schedule (`TimelineView`).
  case timeline(TimelineNode)
}

/// A stack of children: `HStack`, `VStack`, `ZStack`.
public struct StackNode {
  public enum Axis: String, Hashable, Sendable { case horizontal, vertical, depth }
  public var axis: Axis
  /// For `HStack` only `vertical` matters, for `VStack` only `horizontal`.
  public var alignment: Alignment
  /// nil: SwiftUI's default spacing, 8 points.
  public var spacing: Double?
  public var children: [ViewNode]

  public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil, children: [ViewNode]) {
    self.axis = axis; self.alignment = alignment; self.spacing = spacing; self.children = children
  }
}

/// A built-in shape with its fill and stroke.
public struct ShapeNode {
  public var kind: ShapeKind
  /// nil with `stroke` nil: filled with the foreground style.
  public var fill: AnyShapeStyle?
  public var stroke: (style: AnyShapeStyle, lineWidth: Double)?

  public init(kind: ShapeKind, fill: AnyShapeStyle? = nil, stroke: (style: AnyShapeStyle, lineWidth: Double)? = nil) {
    self.kind = kind; self.fill = fill; self.stroke = stroke
  }
}

/// `Image(systemName:)`.
public struct ImageNode: Hashable, Sendable {
  public var systemName: String
  /// `.resizable()`: the image stretches to the size it is offered instead of following the font.
  public var isResizable: Bool
  /// `Image(systemName:variableValue:)`: how many variable layers are lit (0…1; nil: all).
  public var variableValue: Double?
  public init(systemName: String, isResizable: Bool = false, variableValue: Double? = nil) {
    self.systemName = systemName; self.isResizable = isResizable; self.variableValue = variableValue
  }
}

/// `Button(title) { action }`: rendered as its label; the action runs at each tap time.
public struct ButtonNode {
  public var label: ViewNode
  public var action: () throws -> Void
  public init(label: ViewNode, action: @escaping () throws -> Void) { self.label = label; self.action = action }
}

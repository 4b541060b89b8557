import Foundation

/// Where the interactive views of one laid-out tree are, and which one an event reaches.
///
/// Hit-testing follows SwiftUI's: the topmost drawn leaf under the point (in paint order) is hit,
/// unless an `allowsHitTesting(false)` around it opts it out, or it is invisible (opacity 0); a
/// `contentShape` makes its view's whole frame hittable, just below its content. The event goes to
/// the innermost view containing the hit that handles that kind of event (a tap goes to a `Button`
/// or `onTapGesture`, a drag to a `DragGesture`, …). Leaf bounds are axis-aligned after transforms,
/// and the map is the layout at the event's model values: a view moving under an animation is hit
/// where it is going, as in SwiftUI.
/// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
/// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
struct InteractionMap {
  let nodes: [InteractionNode]
  let leaves: [InspectNode]

  init(nodes: [InteractionNode] = [], leaves: [InspectNode] = []) {
    self.nodes = nodes.filter(\.drawn)
    self.leaves = leaves
  }

  /// What kind of handler an event needs.
  enum Need {
    case tap, longPress, drag, text

    func accepts(_ role: InteractionRole) -> Bool {
      switch (self, role) {
      case (.tap, .tap), (.tap, .button), (.longPress, .longPress), (.drag, .drag), (.text, .textInput): true
      default: false
      }
    }

    var noun: String {
      switch self {
      case .tap: "tappable view (Button, onTapGesture)"
      case .longPress: "view with onLongPressGesture"
      case .drag: "view with a DragGesture"
      case .text: "text field"
      }
    }
  }

  // MARK: Hit-testing

  /// The paint position of what is hit at `p` and the views it is in, or nil if nothing is.
  private func hit(_ p: CGPoint, within scope: InteractionNode? = nil) -> [InteractionNode]? {
    let disabled = nodes.filter { if case .allowsHitTesting(false) = $0.role { true } else { false } }
    func enabled(_ i: Int) -> Bool { !disabled.contains { $0.leaves.contains(i) } }
    var best: (position: Double, containing: [InteractionNode])?
    for i in leaves.indices.reversed() where enabled(i) && Self.contains(leaves[i], p) {
      if let scope, !scope.leaves.contains(i) { continue }
      best = (Double(i), nodes.filter { $0.leaves.contains(i) })
      break
    }
    for shape in nodes {
      guard case .contentShape(let kind) = shape.role, Self.contains(kind, shape.frame, p) else { continue }
      let position = Double(shape.leaves.lowerBound) - 0.5
      guard position > (best?.position ?? -.infinity), enabled(shape.leaves.lowerBound) || shape.leaves.isEmpty else { continue }
      if let scope, !(scope === shape || ancestors(of: shape).contains { $0 === scope }) { continue }
      best = (position, ancestors(of: shape) + [shape])
    }
    return best?.containing
  }

  /// The innermost view handling `need` under the canvas point `p`.
  func handler(at p: CGPoint, for need: Need) -> InteractionNode? {
    hit(p)?.filter { need.accepts($0.role) }.max { $0.order < $1.order }
  }

  /// Views wrapping `node` (resolved before it, drawing every leaf it draws).
  private func ancestors(of node: InteractionNode) -> [InteractionNode] {
    nodes.filter { other in
      other.order < node.order && other.leaves.lowerBound <= node.leaves.lowerBound && node.leaves.upperBound <= other.leaves.upperBound
        && (!other.leaves.isEmpty || other.frame.contains(node.frame))
    }
  }

  private static func contains(_ leaf: InspectNode, _ p: CGPoint) -> Bool {
    guard leaf.bounds.count == 4 else { return false }
    if leaf.modifiers.contains(where: { $0.name == "opacity" && ($0.values["value"]?.first ?? 1) <= 0 }) { return false }
    let rect = CGRect(x: leaf.bounds[0], y: leaf.bounds[1], width: leaf.bounds[2], height: leaf.bounds[3])
    switch leaf.shape {
    case "Circle": return contains(.circle, rect, p)
    case "Ellipse": return contains(.ellipse, rect, p)
    case "Capsule": return contains(.capsule, rect, p)
    default: return rect.contains(p)
    }
  }

  /// Inside a shape filling `rect` (circles, ellipses and capsules exactly; other shapes by frame).
  static func contains(_ kind: ShapeKind, _ rect: CGRect, _ p: CGPoint) -> Bool {
    guard rect.contains(p) else { return false }
    let w = Double(rect.width), h = Double(rect.height)
    let x = Double(p.x - rect.midX), y = Double(p.y - rect.midY)
    switch kind {
    case .circle:
      let r = min(w, h) / 2
      return x * x + y * y <= r * r
    case .ellipse:
      return w > 0 && h > 0 && (x * x) / (w * w / 4) + (y * y) / (h * h / 4) <= 1
    case .capsule:
      let r = min(w, h) / 2
      let dx = max(0, abs(x) - (w / 2 - r)), dy = max(0, abs(y) - (h / 2 - r))
      return dx * dx + dy * dy <= r * r
    default:
      return true
    }
  }

  // MARK: Names

  /// A view an event names, before deciding which handler takes it.
  struct Anchor {
    var node: InteractionNode?
    var leaf: Int?
    var frame: CGRect
  }

  /// Views named `name`: accessibility identifiers first, then labels, then field titles, button
  /// titles and `Text` contents (the first class with a match wins, as an identifier is meant to).
  func anchors(named name: String) -> [Anchor] {
    let identified = nodes.filter { if case .accessibilityIdentifier(name) = $0.role { true } else { false } }
    if !identified.isEmpty { return identified.map { Anchor(node: $0, frame: $0.frame) } }
    let labelled = nodes.filter { if case .accessibilityLabel(name) = $0.role { true } else { false } }
    if !labelled.isEmpty { return labelled.map { Anchor(node: $0, frame: $0.frame) } }
    var found = nodes.filter { if case .textInput(let hook) = $0.role { hook.title == name } else { false } }
      .map { Anchor(node: $0, frame: $0.frame) }
    for (i, leaf) in leaves.enumerated() where leaf.text == name && leaf.bounds.count == 4 {
      found.append(Anchor(leaf: i, frame: CGRect(x: leaf.bounds[0], y: leaf.bounds[1], width: leaf.bounds[2], height: leaf.bounds[3])))
    }
    return found
  }

  /// The handler an anchor's event goes to: what a touch at its centre reaches inside it (as
  /// XCTest's `tap()` touches an element's centre); else the innermost handler around it; else the
  /// one handler inside it.
  func handler(for anchor: Anchor, _ need: Need) -> InteractionNode? {
    let centre = CGPoint(x: anchor.frame.midX, y: anchor.frame.midY)
    if let node = anchor.node {
      if need.accepts(node.role) { return node }
      if let inside = hit(centre, within: node)?.filter({ need.accepts($0.role) }).max(by: { $0.order < $1.order }) { return inside }
      if let around = ancestors(of: node).filter({ need.accepts($0.role) }).max(by: { $0.order < $1.order }) { return around }
      let within = nodes.filter { need.accepts($0.role) && $0.order > node.order && node.leaves.contains($0.leaves.lowerBound) }
      return within.min { $0.order < $1.order }
    }
    guard let leaf = anchor.leaf else { return nil }
    return nodes.filter { need.accepts($0.role) && $0.leaves.contains(leaf) }.max { $0.order < $1.order }
  }

  /// The names events can use for views handling `need`, for error messages (at most 20).
  func availableNames(for need: Need) -> [String] {
    var names: [String] = []
    func add(_ name: String) { if !names.contains(name) { names.append(name) } }
    for node in nodes {
      switch node.role {
      case .accessibilityIdentifier(let n), .accessibilityLabel(let n):
        if handler(for: Anchor(node: node, frame: node.frame), need) != nil { add(n) }
      case .textInput(let hook) where need == .text:
        add(hook.title)
      default:
        break
      }
    }
    for (i, leaf) in leaves.enumerated() {
      guard let text = leaf.text, nodes.contains(where: { need.accepts($0.role) && $0.leaves.contains(i) }) else { continue }
      add(text)
    }
    return Array(names.prefix(20))
  }

  /// Where a view is, for messages: `[x, y, w, h]` rounded.
  static func describe(_ r: CGRect) -> String {
    "[\(Int(r.minX.rounded())), \(Int(r.minY.rounded())), \(Int(r.width.rounded())), \(Int(r.height.rounded()))]"
  }
}

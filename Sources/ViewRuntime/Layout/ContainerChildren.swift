import Foundation

extension EffectResolution {
  /// The views of `node` as a container's children: groups, `ForEach` and multi-view bodies spliced in,
  /// each with its own identity, as a stack on `axis` would see them (a `Spacer` expands along `axis`).
  func children(_ node: ViewNode, _ suffix: String, axis: StackNode.Axis = .vertical) throws -> [ResolvedView] {
    let v = try resolve(.stack(StackNode(axis: axis, children: [node])), suffix)
    if case .stack(_, _, _, let kids) = v.kind { return kids.filter { !$0.isEmpty } }
    return v.isEmpty ? [] : [v]
  }
}

extension ResolvedView {
  /// The first effect drawer of type `T` at or below this view, looking through modifiers and into
  /// stacks and containers (how a navigation stack finds the title its content sets, as SwiftUI's
  /// preferences carry it up).
  func firstDrawer<T>(_ type: T.Type, depth: Int = 0) -> T? {
    guard depth < 64 else { return nil }
    switch kind {
    case .effect(let c, let e):
      if let t = e as? T { return t }
      if let nested = e as? any DrawerWithViews {
        for v in nested.views { if let t = v.firstDrawer(type, depth: depth + 1) { return t } }
      }
      return c.firstDrawer(type, depth: depth + 1)
    case .stack(_, _, _, let kids):
      for k in kids { if let t = k.firstDrawer(type, depth: depth + 1) { return t } }
      return nil
    case .frame(let c, _, _, _), .flexibleFrame(let c, _), .padding(let c, _), .background(let c, _, _), .overlay(let c, _, _),
         .clip(let c, _), .rotation(let c, _, _), .scale(let c, _, _), .offset(let c, _), .relativeOffset(let c, _, _),
         .opacity(let c, _), .layer(let c, _), .hidden(let c), .boundary(let c, _), .zIndex(let c, _), .fixedSize(let c, _, _),
         .aspectRatio(let c, _, _), .layoutPriority(let c, _), .marker(let c, _):
      return c.firstDrawer(type, depth: depth + 1)
    default:
      return nil
    }
  }
}

/// A drawer that holds resolved views besides its content (a container's children), so searches
/// like ``ResolvedView/firstDrawer(_:depth:)`` look into them.
protocol DrawerWithViews {
  var views: [ResolvedView] { get }
}

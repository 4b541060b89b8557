import Foundation

/// The gaps of a stack between its visible children: one length (given, or the default), or one per
/// pair when the stack has default spacing and a child reports spacing preferences of its own (a custom
/// `Layout`'s `spacing(subviews:cache:)`), as SwiftUI's stacks ask each pair of adjacent children
/// (https://developer.apple.com/documentation/swiftui/viewspacing/distance(to:along:)).
struct StackSpacing: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  var uniform: Double
  /// Per pair of visible children (nil: `uniform` everywhere).
  var gaps: [Double]?

  init(_ uniform: Double) { self.uniform = uniform; gaps = nil }
  init(integerLiteral value: Int) { self.init(Double(value)) }
  init(floatLiteral value: Double) { self.init(value) }

  /// A stack's default spacing between `children` along `axis`: the standard length unless a visible
  /// child has preferences of its own.
  static func standard(between children: [ResolvedView], axis: StackNode.Axis) -> StackSpacing {
    var spacing = StackSpacing(ViewSpacing.standard)
    guard axis != .depth else { return spacing }
    let visible = children.filter { !$0.isEmpty }
    let preferences = visible.map(\.viewSpacing)
    guard preferences.contains(where: { $0 != nil }) else { return spacing }
    spacing.gaps = preferences.indices.dropLast().map { i in
      (preferences[i] ?? ViewSpacing()).distance(to: preferences[i + 1] ?? ViewSpacing(), horizontal: axis == .horizontal)
    }
    return spacing
  }

  /// The gap after visible child `i`.
  func gap(after i: Int) -> Double {
    guard let gaps, i < gaps.count else { return uniform }
    return gaps[i]
  }

  /// All the gaps between `count` visible children.
  func total(_ count: Int) -> Double {
    guard count > 1 else { return 0 }
    return gaps.map { $0.prefix(count - 1).reduce(0, +) } ?? uniform * Double(count - 1)
  }
}

extension ResolvedView {
  /// The spacing preferences this view reports, if they are its own: a custom layout's answer from
  /// `spacing(subviews:cache:)`, looking through drawing-only modifiers. Nil: no preference (the
  /// standard distance to anything).
  var viewSpacing: ViewSpacing? {
    if case .effect(_, let e) = kind, let layout = e as? CustomLayoutNode.Drawer {
      let s = layout.logic.spacing(layout.children)
      return s == ViewSpacing() ? nil : s
    }
    return traitCarrier?.viewSpacing
  }
}

import Foundation
import ViewRuntime

/// SwiftUI's `AnyLayout` (https://developer.apple.com/documentation/swiftui/anylayout): a type-erased
/// layout, so one container can switch layouts (`isRadial ? AnyLayout(A()) : AnyLayout(HStackLayout())`)
/// and keep its subviews, which then animate to their new places.
public struct AnyLayout: Layout {
  /// The erased layout's cache lives inside each call (see ``Layout``), so this one holds nothing.
  public struct Cache {}

  private let size: (ProposedViewSize, LayoutSubviews) -> CGSize
  private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
  private let preferredSpacing: (LayoutSubviews) -> ViewSpacing

  public init<L: Layout>(_ layout: L) {
    size = { proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    place = { bounds, proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    preferredSpacing = { subviews in
      var cache = layout.makeCache(subviews: subviews)
      return layout.spacing(subviews: subviews, cache: &cache)
    }
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    size(proposal, subviews)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    place(bounds, proposal, subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { preferredSpacing(subviews) }
}

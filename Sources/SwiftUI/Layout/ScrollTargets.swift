import Foundation
import ViewRuntime

// iOS 17's scroll view modifiers. Where a user's scroll comes to rest (target behaviours, bouncing,
// scroll positions a drag would update) changes nothing a render draws: a render scrolls only where
// `defaultScrollAnchor` puts the content. Margins and clipping change what is drawn.

/// SwiftUI's `ScrollTargetBehavior`: how a scroll view settles after a user's scroll.
public protocol ScrollTargetBehavior {}

/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

/// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
  public struct LimitBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let never = LimitBehavior(name: "never")
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
  }
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    .init(limitBehavior: limitBehavior)
  }
}

/// SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
  private let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// SwiftUI's `ContentMarginPlacement`: which part of a scroll view `contentMargins` insets.
public struct ContentMarginPlacement: Hashable, Sendable {
  let insetsContent: Bool
  public static let automatic = ContentMarginPlacement(insetsContent: true)
  public static let scrollContent = ContentMarginPlacement(insetsContent: true)
  /// The indicators, which a still at rest does not show.
  public static let scrollIndicators = ContentMarginPlacement(insetsContent: false)
}

extension View {
  /// SwiftUI's `scrollTargetLayout(isEnabled:)`: marks the layout whose children are scroll targets.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { _transformed { $0 } }

  /// SwiftUI's `scrollTargetBehavior(_:)`.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { _transformed { $0 } }

  /// SwiftUI's `scrollPosition(id:anchor:)`: the scroll view shows the view whose `.id` is the binding's
  /// value, at `anchor` (the leading or top edge by default, as a scroll target layout aligns it); a
  /// change made in `withAnimation` scrolls with the animation. Views are found by an explicit `.id`
  /// (a `ForEach`'s own ids are not seen: give the rows `.id(item.id)`).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    let target = id.wrappedValue.map { ScrollViewNode.Target(id: AnyHashable($0), anchor: anchor ?? .topLeading) }
    return _transformed { node in _changingScrollViews(node) { $0.target = target } ?? node }
  }

  /// SwiftUI's `scrollBounceBehavior(_:axes:)`.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { _transformed { $0 } }

  /// SwiftUI's `scrollDisabled(_:)`.
  public func scrollDisabled(_ disabled: Bool) -> some View { _transformed { $0 } }

  /// SwiftUI's `scrollClipDisabled(_:)`: the scroll views at the top of this view draw their content
  /// beyond their bounds (a carousel's shadows, its neighbouring cards).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    _transformed { node in _changingScrollViews(node) { $0.clips = !disabled } ?? node }
  }

  /// SwiftUI's `contentMargins(_:_:for:)`: the scroll views inside inset their content by `insets`
  /// on `edges`; it scrolls under the margins.
  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
    let m = EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                       bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0)
    return _transformed { placement.insetsContent ? .modified($0, .effect(ContentMarginsEffect(m))) : $0 }
  }

  /// SwiftUI's `contentMargins(_:_:for:)` with a length (nil: the system's 16 points).
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(edges, EdgeInsets(.all, Double(length ?? 16)), for: placement)
  }

  /// SwiftUI's `contentMargins(_:for:)`.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, EdgeInsets(.all, Double(length)), for: placement)
  }

  /// SwiftUI's `scrollContentBackground(_:)`: `.hidden` leaves out a list's or form's own background,
  /// so what is behind it shows.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    _modified(.effect(ScrollContentBackgroundEffect(hidden: visibility == .hidden)))
  }
}

/// `node` with `change` made to the scroll view at its top (through modifiers), or nil when there is none.
func _changingScrollViews(_ node: ViewNode, _ change: (inout ScrollViewNode) -> Void) -> ViewNode? {
  switch node {
  case .primitive(let p as ScrollViewNode):
    var s = p
    change(&s)
    return .primitive(s)
  case .modified(let inner, let m): return _changingScrollViews(inner, change).map { .modified($0, m) }
  default: return nil
  }
}

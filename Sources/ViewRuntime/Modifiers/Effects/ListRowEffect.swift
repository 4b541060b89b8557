import Foundation
import Graphics

/// A list row's settings, written on the row: `listRowBackground(_:)` (a view filling the row, in place
/// of the group's fill there), `listRowSeparator(_:edges:)` (hides the separator above or below the
/// row) and `listRowInsets(_:)` (the row's content inset by these instead of the list's margins). They
/// draw nothing themselves; the list reads them from each row (`ListNode`).
/// https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:)
public struct ListRowEffect: ViewEffect, ResolvableEffect {
  public struct Settings {
    public var background: ViewNode?
    public var hiddenSeparators: Edge.Set = []
    public var separatorTint: Color?
    public var insets: EdgeInsets?
    public init(background: ViewNode? = nil, hiddenSeparators: Edge.Set = [], separatorTint: Color? = nil, insets: EdgeInsets? = nil) {
      self.background = background; self.hiddenSeparators = hiddenSeparators; self.separatorTint = separatorTint; self.insets = insets
    }
  }

  public var settings: Settings
  public init(_ settings: Settings) { self.settings = settings }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Marker(background: try settings.background.map { try r.resolve($0, "/rowBackground") },
                                                 hiddenSeparators: settings.hiddenSeparators,
                                                 separatorTint: settings.separatorTint.map { $0.resolved(r.environment.colorScheme) },
                                                 insets: settings.insets)))
  }

  /// The resolved settings on a row; draws the row as it is.
  struct Marker: DrawnEffect {
    var background: ResolvedView?
    var hiddenSeparators: Edge.Set
    var separatorTint: RGBAColor?
    var insets: EdgeInsets?

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.draw(content, place)
    }

    /// The settings written on `row`, through the modifiers around it (the innermost of each kind wins).
    static func settings(of row: ResolvedView) -> Marker {
      var found = Marker(background: nil, hiddenSeparators: [], separatorTint: nil, insets: nil)
      var v = row
      while case .effect(let inner, let drawer) = v.kind {
        if let m = drawer as? Marker {
          found.background = m.background ?? found.background
          found.hiddenSeparators.formUnion(m.hiddenSeparators)
          found.separatorTint = m.separatorTint ?? found.separatorTint
          found.insets = m.insets ?? found.insets
        }
        v = inner
      }
      return found
    }
  }
}

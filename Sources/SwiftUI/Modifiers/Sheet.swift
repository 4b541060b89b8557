import Foundation
import ViewRuntime

/// A presented sheet as iOS 17 draws it on an iPhone: the screen dimmed (black at 20 %), and the sheet
/// on the system background with 10-point top corners, from 10 points below the top safe area
/// (`.large`, the default) or at its detent's height above the bottom edge (`.medium`: half the screen;
/// `.fraction`, `.height`), its content laid out in it; a 36 × 5-point drag indicator when
/// `presentationDragIndicator(.visible)` asks, or by default when several detents are offered. The
/// sheet opens at the smallest detent offered, as iOS does. Differences from iOS: the presenting view
/// is not pushed back (scaled) under a large sheet, and the sheet appears without sliding up.
struct _Sheet: View {
  let content: AnyView
  let detent: SheetSettingsEffect.Detent
  let dragIndicator: Bool
  /// `presentationBackgroundInteraction(.enabled(upThrough:))`: the largest detent at which the screen
  /// under the sheet is not dimmed.
  var undimmedThrough: SheetSettingsEffect.Detent? = nil
  /// Settings written deeper in the content (a shown view's body), passed up as a preference.
  @State private var found = _SheetSettingsValue()

  static func node<C: View>(_ content: C) -> ViewNode {
    let node = _makeNode(content)
    let settings = Self.settings(node)
    let detents = settings.compactMap(\.detents).first ?? [.large]
    let indicator = settings.compactMap(\.dragIndicator).first ?? (detents.count > 1)
    let undimmed = settings.compactMap(\.undimmedThrough).first ?? nil
    return _makeNode(_Sheet(content: AnyView(_node: node), detent: detents.first ?? .large, dragIndicator: indicator,
                            undimmedThrough: undimmed))
  }

  /// The sheet settings written on the content, outermost first.
  private static func settings(_ node: ViewNode) -> [SheetSettingsEffect] {
    guard case .modified(let inner, let modifier) = node else { return [] }
    if case .effect(let e) = modifier, let s = e as? SheetSettingsEffect { return [s] + settings(inner) }
    return settings(inner)
  }

  /// Detents from smallest to largest (a set has no order; iOS opens a sheet at its smallest).
  static func ordered(_ detents: Set<PresentationDetent>) -> [SheetSettingsEffect.Detent] {
    detents.map(\.detent).sorted { height($0) < height($1) }
  }

  /// A detent's height on the scene's screen.
  static func height(_ d: SheetSettingsEffect.Detent) -> Double {
    let screen = Double(_ScreenCanvas.size.height)
    switch d {
    case .large: return screen
    case .medium: return screen / 2
    case .fraction(let f): return screen * f
    case .height(let h): return h
    }
  }

  var body: some View {
    let detent = found.detents?.first ?? self.detent
    let undimmed = (found.undimmedThrough ?? undimmedThrough).map { Self.height(detent) <= Self.height($0) } ?? false
    ZStack(alignment: .bottom) {
      if !undimmed { Color.black.opacity(0.2).ignoresSafeArea() }
      sheet
    }
  }

  @ViewBuilder private var sheet: some View {
    let detent = found.detents?.first ?? self.detent
    let dragIndicator = found.dragIndicator ?? (found.detents.map { $0.count > 1 } ?? self.dragIndicator)
    // Clipped to the card: what inside reaches for the screen's edges (a navigation stack's
    // background) stays on the sheet.
    let card = content
      .onPreferenceChange(_SheetSettingsKey.self) { found = $0 }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .padding(.top, dragIndicator ? 14 : 0)
      .clipShape(UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10))
      .background {
        UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10)
          .fill(Color(uiColor: .systemBackground))
          .ignoresSafeArea(edges: .bottom)
      }
      .overlay(alignment: .top) {
        if dragIndicator {
          Capsule().fill(Color(uiColor: .tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
        }
      }
    switch detent {
    case .large:
      // Down to the screen's bottom edge, as a sheet's content reaches under the home indicator.
      card.padding(.top, 10).ignoresSafeArea(edges: .bottom)
    case .medium:
      card.frame(height: Double(_ScreenCanvas.size.height) / 2)
    case .fraction(let f):
      card.frame(height: Double(_ScreenCanvas.size.height) * max(0, min(1, f)))
    case .height(let h):
      card.frame(height: max(0, h))
    }
  }
}

/// A sheet's settings as its content reports them (nil: not written).
struct _SheetSettingsValue: Equatable {
  var detents: [SheetSettingsEffect.Detent]?
  var dragIndicator: Bool?
  var undimmedThrough: SheetSettingsEffect.Detent?
}

/// The sheet settings inside a sheet's content. Siblings: the first that set a field keeps it.
struct _SheetSettingsKey: PreferenceKey {
  static var defaultValue: _SheetSettingsValue { _SheetSettingsValue() }
  static func reduce(value: inout _SheetSettingsValue, nextValue: () -> _SheetSettingsValue) {
    let next = nextValue()
    value.detents = value.detents ?? next.detents
    value.dragIndicator = value.dragIndicator ?? next.dragIndicator
    value.undimmedThrough = value.undimmedThrough ?? next.undimmedThrough
  }
}

import Foundation
import ViewRuntime

// A list row's own settings (the runtime's `ListRowEffect`, read by the list), editing in lists, and
// the button that starts it. A render never enters edit mode: rows are drawn as at rest.

extension VerticalEdge {
  /// SwiftUI's `VerticalEdge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

extension View {
  /// SwiftUI's `listRowBackground(_:)`: `view` fills the row in place of the group's fill there
  /// (clipped to the group's corners).
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    _modified(.effect(ListRowEffect(.init(background: view.map { _makeNode($0) }))))
  }

  /// SwiftUI's `listRowSeparator(_:edges:)`: `.hidden` leaves out the separator above and (or) below the row.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    guard visibility == .hidden else { return _modified(.effect(ListRowEffect(.init()))) }
    var hidden: Edge.Set = []
    if edges.contains(.top) { hidden.insert(.top) }
    if edges.contains(.bottom) { hidden.insert(.bottom) }
    return _modified(.effect(ListRowEffect(.init(hiddenSeparators: hidden))))
  }

  /// SwiftUI's `listRowSeparatorTint(_:edges:)`: the separator below the row in `color`.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    _modified(.effect(ListRowEffect(.init(separatorTint: color?._color))))
  }

  /// SwiftUI's `listRowInsets(_:)`: the row's content inset by `insets` from the row's edges (nil: the
  /// list's own margins).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    _modified(.effect(ListRowEffect(.init(insets: insets))))
  }

  /// SwiftUI's `persistentSystemOverlays(_:)`: the home indicator's visibility, which a render does not draw.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { _transformed { $0 } }

  /// SwiftUI's `statusBarHidden(_:)`: accepted; the device's status bar is drawn or not as the scene
  /// says (`Scene(statusBar: false)`), whatever a view asks.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { _transformed { $0 } }

  /// SwiftUI's `deleteDisabled(_:)`: whether a user's swipe may delete the row.
  public func deleteDisabled(_ isDisabled: Bool) -> some View { _transformed { $0 } }

  /// SwiftUI's `moveDisabled(_:)`: whether a user may drag the row to another place.
  public func moveDisabled(_ isDisabled: Bool) -> some View { _transformed { $0 } }
}

extension ForEach where Content: View {
  /// SwiftUI's `onDelete(perform:)`: the action a user's swipe to delete runs.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

  /// SwiftUI's `onMove(perform:)`: the action a user's drag in edit mode runs.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

/// SwiftUI's `EditButton`: "Edit" in the tint, which a user's tap would turn into "Done" while the list
/// is in edit mode.
public struct EditButton: View {
  public init() {}
  public var body: some View { Button("Edit") {} }
}

import Foundation
import ViewRuntime

/// SwiftUI's `ToolbarItemPlacement` (https://developer.apple.com/documentation/swiftui/toolbaritemplacement),
/// as the places the runtime's navigation bar draws: leading, trailing, principal (centre) and bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let placement: ToolbarPlacement
  public static let automatic = ToolbarItemPlacement(placement: .trailing)
  public static let primaryAction = ToolbarItemPlacement(placement: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(placement: .trailing)
  public static let topBarTrailing = ToolbarItemPlacement(placement: .trailing)
  public static let navigationBarTrailing = ToolbarItemPlacement(placement: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(placement: .leading)
  public static let topBarLeading = ToolbarItemPlacement(placement: .leading)
  public static let navigationBarLeading = ToolbarItemPlacement(placement: .leading)
  public static let principal = ToolbarItemPlacement(placement: .principal)
  public static let bottomBar = ToolbarItemPlacement(placement: .bottomBar)
  public static let status = ToolbarItemPlacement(placement: .bottomBar)
}

/// SwiftUI's `ToolbarItem` (https://developer.apple.com/documentation/swiftui/toolbaritem). A view here
/// (SwiftUI's is `ToolbarContent`), so `toolbar` has one builder form.
public struct ToolbarItem<ID, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    node = .primitive(ToolbarItemNode(placement: placement.placement, content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}

/// SwiftUI's `ToolbarItemGroup`: several items at one placement.
public struct ToolbarItemGroup<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    node = .primitive(ToolbarItemNode(placement: placement.placement, content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}

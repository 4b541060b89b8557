import Foundation
import ViewRuntime

/// SwiftUI's `ToolbarItemPlacement` (https://developer.apple.com/documentation/swiftui/toolbaritemplacement),
/// as the places the runtime's navigation bar draws: leading, trailing, principal (centre) and bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let placement: ViewRuntime.ToolbarPlacement
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

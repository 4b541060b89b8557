import Foundation
import ViewRuntime

/// SwiftUI's `Layout` protocol (https://developer.apple.com/documentation/swiftui/layout). The runtime
/// lays out its own containers only; it has no hook for a layout written in the scene yet.
@available(*, unavailable, message: "animrender: custom layouts (the Layout protocol) are not supported yet; compose stacks, grids and frames")
public protocol Layout {}

/// SwiftUI's `ProposedViewSize`, kept so signatures that mention it read as SwiftUI's.
public typealias ProposedViewSize = ViewRuntime.ProposedViewSize

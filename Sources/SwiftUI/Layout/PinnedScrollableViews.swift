import Foundation
import ViewRuntime

/// SwiftUI's `PinnedScrollableViews`; accepted, as the interpreter accepts it: a render shows the
/// content at rest, where nothing is pinned over it yet.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

import Foundation

/// SwiftUI's `ProposedViewSize`: nil asks for the ideal size, `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double?, height: Double?) { self.width = width; self.height = height }
  public init(_ size: CGSize) { width = Double(size.width); height = Double(size.height) }
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  func along(_ axis: StackNode.Axis) -> Double? { axis == .vertical ? height : width }
  func across(_ axis: StackNode.Axis) -> Double? { axis == .vertical ? width : height }

  static func make(_ axis: StackNode.Axis, along: Double?, across: Double?) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: across, height: along) : ProposedViewSize(width: along, height: across)
  }
}

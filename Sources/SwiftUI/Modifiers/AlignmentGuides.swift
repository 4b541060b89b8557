import Foundation
import ViewRuntime

/// SwiftUI's `ViewDimensions` (https://developer.apple.com/documentation/swiftui/viewdimensions).
public typealias ViewDimensions = ViewRuntime.ViewDimensions

// `alignmentGuide(_:computeValue:)` for the built-in guides
// (https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh).
extension View {
  /// SwiftUI's `alignmentGuide(_:computeValue:)` for a horizontal guide.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    _modified(.effect(AlignmentGuideEffect(horizontal: g) { Double(computeValue($0)) }))
  }

  /// SwiftUI's `alignmentGuide(_:computeValue:)` for a vertical guide.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    _modified(.effect(AlignmentGuideEffect(vertical: g) { Double(computeValue($0)) }))
  }
}

import Foundation
import ViewRuntime

/// SwiftUI's `ViewDimensions` (https://developer.apple.com/documentation/swiftui/viewdimensions): a view's
/// size and its guides, in `CGFloat` as SwiftUI's closures return them.
public struct ViewDimensions {
  let dimensions: ViewRuntime.ViewDimensions

  public var width: CGFloat { CGFloat(dimensions.width) }
  public var height: CGFloat { CGFloat(dimensions.height) }
  public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(dimensions[guide]) }
  public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(dimensions[guide]) }
  /// No view sets an explicit guide that another reads back here, so none is known.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

// `alignmentGuide(_:computeValue:)` for the built-in guides
// (https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh).
extension View {
  /// SwiftUI's `alignmentGuide(_:computeValue:)` for a horizontal guide.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    _modified(.effect(AlignmentGuideEffect(horizontal: g) { Double(computeValue(ViewDimensions(dimensions: $0))) }))
  }

  /// SwiftUI's `alignmentGuide(_:computeValue:)` for a vertical guide.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    _modified(.effect(AlignmentGuideEffect(vertical: g) { Double(computeValue(ViewDimensions(dimensions: $0))) }))
  }
}

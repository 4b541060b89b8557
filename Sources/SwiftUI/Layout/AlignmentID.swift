import Foundation
import ViewRuntime

/// SwiftUI's `AlignmentID` (https://developer.apple.com/documentation/swiftui/alignmentid): a custom
/// alignment guide, `HorizontalAlignment(MyID.self)`. Views with an explicit guide for it
/// (`.alignmentGuide(.myGuide) { … }`, found through the stacks that contain them) line up on it; the
/// others use `defaultValue(in:)`, which the runtime keeps as a fraction of the view's size (it is
/// evaluated on a 1 × 1 view: exact for defaults such as `context[.leading]` or `context.width / 3`).
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
  /// SwiftUI's `HorizontalAlignment.init(_:)`: a custom guide named by its `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) {
    let unit = ViewDimensions(dimensions: ViewRuntime.ViewDimensions(width: 1, height: 1))
    self.init(fraction: Double(id.defaultValue(in: unit)), id: String(reflecting: id))
  }
}

extension VerticalAlignment {
  /// SwiftUI's `VerticalAlignment.init(_:)`: a custom guide named by its `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) {
    let unit = ViewDimensions(dimensions: ViewRuntime.ViewDimensions(width: 1, height: 1))
    self.init(fraction: Double(id.defaultValue(in: unit)), id: String(reflecting: id))
  }
}

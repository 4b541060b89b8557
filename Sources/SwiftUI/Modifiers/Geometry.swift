import AnimationEngine
import Foundation
import ViewRuntime

public typealias Edge = ViewRuntime.Edge
public typealias EdgeInsets = ViewRuntime.EdgeInsets
/// SwiftUI's `UnitPoint` (https://developer.apple.com/documentation/swiftui/unitpoint).
public typealias UnitPoint = AnimationEngine.UnitPoint
/// SwiftUI's `ContentMode` (https://developer.apple.com/documentation/swiftui/contentmode).
public typealias ContentMode = ViewRuntime.ContentMode

// Layout modifiers, with SwiftUI's signatures
// (https://developer.apple.com/documentation/swiftui/view-layout).
extension View {
  /// SwiftUI's `offset(x:y:)`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _modified(.offset(CGSize(width: x, height: y)))
  }

  /// SwiftUI's `offset(_:)`.
  public func offset(_ offset: CGSize) -> some View { _modified(.offset(offset)) }

  /// SwiftUI's `opacity(_:)`.
  public func opacity(_ opacity: Double) -> some View { _modified(.opacity(opacity)) }

  /// SwiftUI's `padding(_:_:)`; nil length is SwiftUI's default, 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _modified(.padding(EdgeInsets(edges, Double(length ?? 16))))
  }

  /// SwiftUI's `padding(_:)` with one length on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// SwiftUI's `padding(_:)` with insets.
  public func padding(_ insets: EdgeInsets) -> some View { _modified(.padding(insets)) }

  /// SwiftUI's `frame(width:height:alignment:)`.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    _modified(.frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment))
  }

  /// SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View {
    _modified(.flexibleFrame(FlexibleFrame(
      minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
      minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
      alignment: alignment)))
  }

  /// SwiftUI's `fixedSize(horizontal:vertical:)`.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    _modified(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// SwiftUI's `fixedSize()`: ideal size on both axes.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// SwiftUI's `layoutPriority(_:)`.
  public func layoutPriority(_ value: Double) -> some View { _modified(.layoutPriority(value)) }

  /// SwiftUI's `aspectRatio(_:contentMode:)`; nil ratio: the content's ideal size's ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    _modified(.aspectRatio(aspectRatio.map(Double.init), fill: contentMode == .fill))
  }

  /// SwiftUI's `aspectRatio(_:contentMode:)` with the ratio as a size (width / height).
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    _modified(.aspectRatio(aspectRatio.height == 0 ? nil : Double(aspectRatio.width / aspectRatio.height),
                           fill: contentMode == .fill))
  }

  /// SwiftUI's `scaledToFit()`.
  public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

  /// SwiftUI's `scaledToFill()`.
  public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

  /// SwiftUI's `zIndex(_:)`: draw order among siblings in a stack.
  public func zIndex(_ value: Double) -> some View { _modified(.zIndex(value)) }

  /// SwiftUI's `position(_:)`: the view's centre at `position` in its parent's space; the modifier
  /// takes all the space offered.
  public func position(_ position: CGPoint) -> some View {
    _modified(.effect(PositionLayout(x: Double(position.x), y: Double(position.y))))
  }

  /// SwiftUI's `position(x:y:)`.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _modified(.effect(PositionLayout(x: Double(x), y: Double(y))))
  }
}

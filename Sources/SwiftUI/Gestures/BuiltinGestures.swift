import Foundation
import ViewRuntime

/// SwiftUI's `TapGesture` (https://developer.apple.com/documentation/swiftui/tapgesture).
public struct TapGesture: Gesture, _PrimitiveGesture {
  public typealias Value = Void
  public typealias Body = Never
  public var count: Int
  public init(count: Int = 1) { self.count = count }
  @_spi(AnimRender) public var _gesture: _GestureDescription { _GestureDescription(kind: .tap(count: count)) }
}

/// SwiftUI's `LongPressGesture` (https://developer.apple.com/documentation/swiftui/longpressgesture).
public struct LongPressGesture: Gesture, _PrimitiveGesture {
  public typealias Value = Bool
  public typealias Body = Never
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  @_spi(AnimRender) public var _gesture: _GestureDescription {
    _GestureDescription(kind: .longPress(minimumDuration: max(0, minimumDuration)))
  }
}

/// SwiftUI's `DragGesture` (https://developer.apple.com/documentation/swiftui/draggesture). Locations
/// are in the dragged view's own coordinates whatever the coordinate space asked, as the interpreter's.
public struct DragGesture: Gesture, _PrimitiveGesture {
  public typealias Body = Never
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
  /// iOS 17's spelling, with a `CoordinateSpaceProtocol` value.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
    self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
  }
  @_spi(AnimRender) public var _gesture: _GestureDescription {
    _GestureDescription(kind: .drag(minimumDistance: max(0, Double(minimumDistance))))
  }

  /// SwiftUI's `DragGesture.Value` (https://developer.apple.com/documentation/swiftui/draggesture/value).
  /// A scripted drag ends where it stops, so the predicted end is the end.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize

    init(_ v: DragValue) {
      time = Date(timeIntervalSinceReferenceDate: v.time)
      location = v.location; startLocation = v.startLocation; translation = v.translation
      velocity = v.velocity; predictedEndLocation = v.predictedEndLocation; predictedEndTranslation = v.predictedEndTranslation
    }
  }
}

/// SwiftUI's `GestureMask` (https://developer.apple.com/documentation/swiftui/gesturemask). Gestures
/// here always take part alongside their subviews' gestures.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

// Gestures the runtime's scripted events cannot perform yet (no pinch, rotation or located tap).

@available(*, unavailable, message: "animrender: MagnifyGesture is not supported yet (scripted events have no pinch)")
public struct MagnifyGesture: Gesture {
  public typealias Value = CGFloat
  public var body: Never { fatalError() }
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

@available(*, unavailable, message: "animrender: MagnificationGesture is not supported yet (scripted events have no pinch)")
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var body: Never { fatalError() }
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

@available(*, unavailable, message: "animrender: RotateGesture is not supported yet (scripted events have no rotation)")
public struct RotateGesture: Gesture {
  public typealias Value = Angle
  public var body: Never { fatalError() }
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

@available(*, unavailable, message: "animrender: RotationGesture is not supported yet (scripted events have no rotation)")
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var body: Never { fatalError() }
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

@available(*, unavailable, message: "animrender: SpatialTapGesture is not supported yet; use TapGesture")
public struct SpatialTapGesture: Gesture {
  public typealias Value = CGPoint
  public var body: Never { fatalError() }
  public init(count: Int = 1) {}
}

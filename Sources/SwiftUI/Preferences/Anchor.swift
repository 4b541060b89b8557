import Foundation
import ViewRuntime

/// SwiftUI's `Anchor` (https://developer.apple.com/documentation/swiftui/anchor): "an opaque value
/// derived from an anchor source and a particular view", which only a `GeometryProxy` turns into a
/// rectangle or point, in its own coordinates (`proxy[anchor]`). It holds the view's geometry in the
/// frame it was taken in (``AnchorGeometry``, with animated frames and offsets) and the source's
/// value in the view's coordinates; the proxy converts it when it is read.
public struct Anchor<Value>: @unchecked Sendable {  // holds value types and a pure conversion
  let geometry: AnchorGeometry
  /// The source's value in `geometry`'s view, converted to a proxy's coordinates.
  let resolve: (AnchorGeometry, ViewRuntime.GeometryProxy) -> Value

  /// The value in canvas points: what two anchors are compared by.
  var canvasValue: Value { resolve(geometry, ViewRuntime.GeometryProxy(size: .zero, globalFrame: .zero)) }

  /// SwiftUI's `Anchor.Source`: which rectangle or point of the view an anchor stands for
  /// (https://developer.apple.com/documentation/swiftui/anchor/source).
  public struct Source: @unchecked Sendable {
    let make: (AnchorGeometry) -> Anchor<Value>
    init(_ make: @escaping (AnchorGeometry) -> Anchor<Value>) { self.make = make }
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.canvasValue == rhs.canvasValue }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(canvasValue) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds: its frame as drawn (animated, offset by the modifiers around it).
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { geometry in
      Anchor<CGRect>(geometry: geometry) { g, proxy in g.convert(CGRect(origin: .zero, size: g.size), to: proxy) }
    }
  }

  /// `r` in the view's coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { geometry in Anchor<CGRect>(geometry: geometry) { g, proxy in g.convert(r, to: proxy) } }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `p` in the view's coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { geometry in Anchor<CGPoint>(geometry: geometry) { g, proxy in g.convert(p, to: proxy) } }
  }

  /// The point at `p`'s fractions of the view's drawn size. In a right-to-left subtree the view's
  /// coordinates are mirrored, so `.leading` is on the right, as SwiftUI's `UnitPoint.leading` is.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { geometry in
      let local = CGPoint(x: p.x * Double(geometry.size.width), y: p.y * Double(geometry.size.height))
      return Anchor<CGPoint>(geometry: geometry) { g, proxy in g.convert(local, to: proxy) }
    }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
  public static var zero: Anchor<CGPoint>.Source { unitPoint(.zero) }
}

extension Anchor.Source {
  /// Several sources of one view as one anchor, resolved to an array
  /// (https://developer.apple.com/documentation/swiftui/anchor/source/init(_:)-7j4og).
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    self.init { geometry in
      let parts = array.map { $0.make(geometry) }
      return Anchor<[T]>(geometry: geometry) { _, proxy in parts.map { $0.resolve($0.geometry, proxy) } }
    }
  }

  /// An optional source: an anchor resolving to nil when there is none.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    self.init { geometry in
      let part = anchor?.make(geometry)
      return Anchor<T?>(geometry: geometry) { _, proxy in part.map { $0.resolve($0.geometry, proxy) } }
    }
  }
}

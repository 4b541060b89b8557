import Foundation
@_spi(AnimRender) import SwiftUI

/// Swift Charts' `ChartContent` (https://developer.apple.com/documentation/charts/chartcontent): marks,
/// groups of marks and user types whose `body` is chart content. Each reduces to the marks it draws.
public protocol ChartContent {
  associatedtype _ChartBody: ChartContent
  @ChartContentBuilder var body: _ChartBody { get }
  var _marks: [_ChartMark] { get }
}

extension ChartContent {
  public var _marks: [_ChartMark] { body._marks }
}

/// A mark or a list of marks is its own body (Swift Charts' marks have `Never` bodies; a list of
/// marks ends the recursion here instead, so `Never` need not be chart content as well as a view).
extension ChartContent where _ChartBody == _ChartMarks {
  public var body: _ChartMarks { _ChartMarks(_marks: _marks) }
}

/// Marks produced by a builder or a modifier.
public struct _ChartMarks: ChartContent {
  public typealias _ChartBody = _ChartMarks
  public let _marks: [_ChartMark]
  public var body: _ChartMarks { self }
}

/// `ForEach(data) { BarMark(…) }` inside a chart: each element's marks in order.
extension ForEach: ChartContent where Content: ChartContent {
  public typealias _ChartBody = _ChartMarks
  public var _marks: [_ChartMark] {
    guard let content = _content else { return [] }
    return data.flatMap { content($0)._marks }
  }

  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(_data: data, content: content)
  }
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, content: content)
  }
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
    self.init(_data: data, content: content)
  }
}

/// Swift Charts' `ChartContentBuilder` (https://developer.apple.com/documentation/charts/chartcontentbuilder).
@resultBuilder
public enum ChartContentBuilder {
  public static func buildExpression<C: ChartContent>(_ content: C) -> [_ChartMark] { content._marks }
  public static func buildBlock(_ parts: [_ChartMark]...) -> [_ChartMark] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [_ChartMark]?) -> [_ChartMark] { part ?? [] }
  public static func buildEither(first: [_ChartMark]) -> [_ChartMark] { first }
  public static func buildEither(second: [_ChartMark]) -> [_ChartMark] { second }
  public static func buildArray(_ parts: [[_ChartMark]]) -> [_ChartMark] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [_ChartMark]) -> [_ChartMark] { part }
  public static func buildFinalResult(_ marks: [_ChartMark]) -> _ChartMarks { _ChartMarks(_marks: marks) }
}

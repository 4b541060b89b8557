import Foundation
import ViewRuntime

extension Text {
  /// SwiftUI's `Text(_ attributedContent: AttributedString)`
  /// (https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh), reading the SwiftUI
  /// scope's attributes. The whole text takes an attribute when every run has the same value of it (a
  /// font set on the whole string); a run's other values make it a span. Underline and strikethrough
  /// draw solid; background colour, kerning, tracking and baseline offset are not drawn.
  ///
  /// Disfavoured: Foundation's `AttributedString` is a string literal on Linux, and `Text("Welcome")` must
  /// stay a `LocalizedStringKey` (looked up in the string catalogs), as in SwiftUI.
  @_disfavoredOverload public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
    typealias A = AttributeScopes.SwiftUIAttributes
    let runs = Array(attributedContent.runs)
    func shared<V: Equatable>(_ value: (AttributedString.Runs.Run) -> V?) -> V? {
      guard let first = runs.first.flatMap(value), runs.allSatisfy({ value($0) == first }) else { return nil }
      return first
    }
    if let font = shared({ $0[A.FontAttribute.self] }) { attributes.append(.font(font._font)) }
    if let color = shared({ $0[A.ForegroundColorAttribute.self] }) {
      attributes.append(.foregroundStyle([ViewRuntime.AnyShapeStyle(color._color)]))
    }
    if let line = shared({ $0[A.StrikethroughStyleAttribute.self] }) { attributes.append(.strikethrough(true, line.color?._color)) }
    if let line = shared({ $0[A.UnderlineStyleAttribute.self] }) { attributes.append(.underline(true, line.color?._color)) }
    // Each run's values the whole does not share are a span of it.
    var offset = 0
    for run in runs {
      let count = attributedContent[run.range].characters.count
      var own: [_TextAttribute] = []
      if let font = run[A.FontAttribute.self], shared({ $0[A.FontAttribute.self] }) == nil { own.append(.font(font._font)) }
      if let color = run[A.ForegroundColorAttribute.self], shared({ $0[A.ForegroundColorAttribute.self] }) == nil {
        own.append(.foregroundStyle([ViewRuntime.AnyShapeStyle(color._color)]))
      }
      if let line = run[A.StrikethroughStyleAttribute.self], shared({ $0[A.StrikethroughStyleAttribute.self] }) == nil {
        own.append(.strikethrough(true, line.color?._color))
      }
      if let line = run[A.UnderlineStyleAttribute.self], shared({ $0[A.UnderlineStyleAttribute.self] }) == nil {
        own.append(.underline(true, line.color?._color))
      }
      if !own.isEmpty, count > 0 { spans.append(_TextSpan(range: offset..<(offset + count), attributes: own)) }
      offset += count
    }
  }
}

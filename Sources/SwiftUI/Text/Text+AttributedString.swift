import Foundation
import ViewRuntime

extension Text {
  /// SwiftUI's `Text(_ attributedContent: AttributedString)`
  /// (https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh), reading the SwiftUI
  /// scope's attributes. The runtime draws a text in one style, so, as for `+` of styled texts, the
  /// whole text takes an attribute when every run has the same value of it (a font set on the whole
  /// string), and attributes of some runs only are not drawn. Underline and strikethrough draw solid;
  /// background colour, kerning, tracking and baseline offset are not drawn.
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
  }
}

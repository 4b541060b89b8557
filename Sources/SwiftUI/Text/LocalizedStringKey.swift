import Foundation
import ViewRuntime

/// SwiftUI's `LocalizedStringKey`: the key a string catalog is searched for, with interpolations
/// formatted as SwiftUI does (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation).
///
/// An interpolated key is kept as Xcode extracts it into a catalog: `Text("\(count) items")` is the key
/// `%lld items` with the argument `count` (`%@` for strings and formatted values, `%lf` for `Double`,
/// the `specifier:` as written); `text` is what SwiftUI shows when no catalog has it.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// One interpolated value, kept in kind so a translation's format can place and pluralize it.
  public enum Argument: Equatable {
    case string(String), int(Int64), uint(UInt64), double(Double)
  }

  /// The text shown without a localization: the arguments formatted into the literal.
  let text: String
  /// The catalog key: the literal with `%` doubled and a format specifier for each argument.
  let key: String
  let arguments: [Argument]
  /// Made by interpolation: the key is a format.
  let isFormat: Bool
  /// `text` as Markdown is read from it: the literal's markers, the interpolated values escaped (SwiftUI
  /// reads Markdown in the literal, never in a value put into it).
  let markdown: String
  /// The literal cut at each interpolated `Text` with styles of its own (nil: none): such a key is
  /// drawn as the concatenation of its pieces, so each text keeps its styles, as SwiftUI draws
  /// `"Tags: \(Text("#work").foregroundColor(.blue))"`. It is not looked up in a string catalog.
  let styledPieces: [Piece]?

  /// A piece of an interpolated key: Markdown of the literal (values escaped), or an interpolated text.
  enum Piece: Equatable {
    case markdown(String)
    case text(Text)
  }

  public init(_ value: String) {
    text = value; key = value; arguments = []; isFormat = false; markdown = value; styledPieces = nil
  }
  public init(stringLiteral value: String) { self.init(value) }
  /// A piece of a literal as Markdown (interpolated values already escaped in it).
  init(markdown: String) {
    let shown = InlineMarkdown(markdown).text
    text = shown; key = shown; arguments = []; isFormat = false; self.markdown = markdown; styledPieces = nil
  }
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
    isFormat = true
    markdown = stringInterpolation.markdown
    styledPieces = stringInterpolation.hasStyledText ? stringInterpolation.pieces : nil
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var key = ""
    var arguments: [Argument] = []
    var markdown = ""
    var pieces: [Piece] = []
    var hasStyledText = false
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      appendMarkdown(literal)
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }
    mutating func append(_ shown: String, specifier: String, _ argument: Argument) {
      text += shown
      appendMarkdown(InlineMarkdown.escaped(shown))
      key += specifier
      arguments.append(argument)
    }
    private mutating func appendMarkdown(_ m: String) {
      markdown += m
      if case .markdown(let last)? = pieces.last { pieces[pieces.count - 1] = .markdown(last + m) } else { pieces.append(.markdown(m)) }
    }
    public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@", .string(string)) }
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
      let shown = formatter?.string(for: subject) ?? "\(subject)"
      append(shown, specifier: "%@", .string(shown))
    }
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
      let shown = formatter?.string(for: subject) ?? "\(subject)"
      append(shown, specifier: "%@", .string(shown))
    }
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      let (specifier, argument) = Self.extracted(value)
      append("\(value)", specifier: specifier, argument)
    }
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
      append(String(format: specifier, value._arg), specifier: specifier, Self.extracted(value).1)
    }
    /// A value as a format style prints it: `"\(price, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
      let shown = Text.sceneFormatted(input, format)
      append(shown, specifier: "%@", .string(shown))
    }
    /// A text inline: with styles of its own (`Text("#work").foregroundColor(.blue)`), it keeps them.
    public mutating func appendInterpolation(_ text: Text) {
      guard !text.attributes.isEmpty || !text.spans.isEmpty else {
        append(text.content, specifier: "%@", .string(text.content))
        return
      }
      self.text += text.content
      markdown += InlineMarkdown.escaped(text.content)
      key += "%@"
      arguments.append(.string(text.content))
      pieces.append(.text(text))
      hasStyledText = true
    }
    /// A symbol inline, `"\(Image(systemName: "star.fill")) 4.8"`: its icon-font glyph, which the text draws
    /// in the icon font (as `Text(Image)`); an asset image shows nothing.
    public mutating func appendInterpolation(_ image: Image) {
      let glyph = Text(image).content
      append(glyph, specifier: "%@", .string(glyph))
    }
    /// A date in a fixed style: `"Updated \(date, style: .time)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      let shown = Text(date, style: style).content
      append(shown, specifier: "%@", .string(shown))
    }

    /// The specifier Xcode writes into the catalog for a number of this type, and its value.
    static func extracted<T: _FormatSpecifiable>(_ value: T) -> (String, Argument) {
      switch value._arg as Any {
      case let v as Int: ("%lld", .int(Int64(v)))
      case let v as Int64: ("%lld", .int(v))
      case let v as Int32: ("%d", .int(Int64(v)))
      case let v as UInt: ("%llu", .uint(UInt64(v)))
      case let v as UInt64: ("%llu", .uint(v))
      case let v as UInt32: ("%u", .uint(UInt64(v)))
      case let v as Double: (T.self == Float.self ? "%f" : "%lf", .double(v))
      default: ("%@", .string("\(value)"))
      }
    }
  }
}

/// Numbers `Text` interpolation formats (SwiftUI's `_FormatSpecifiable`).
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: _Arg { get }
}
extension Int: _FormatSpecifiable { public var _arg: Int { self } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) } }

import Foundation
import ViewRuntime

/// SwiftUI's `LocalizedStringKey`: the text of `Text("…")`, with interpolations formatted as SwiftUI does
/// (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  let text: String

  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ string: String) { text += string }
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
      text += formatter?.string(for: subject) ?? "\(subject)"
    }
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
      text += formatter?.string(for: subject) ?? "\(subject)"
    }
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      text += "\(value)"
    }
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
      text += String(format: specifier, value._arg)
    }
    /// A value as a format style prints it: `"\(price, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
      text += Text.sceneFormatted(input, format)
    }
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    /// A date in a fixed style: `"Updated \(date, style: .time)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { text += Text(date, style: style).content }
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

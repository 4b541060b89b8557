import Foundation

// `formatted(_:)` on numbers and sequences, with Foundation's signatures so they shadow its own in
// scene code (as `Date.formatted` does, see ``SceneLocale``): the style in `en_US`, so a currency is
// "$1,234.50" (not `en_001`'s "US$1,234.50") and a list "a, b, or c".
// https://developer.apple.com/documentation/swift/binaryinteger/formatted(_:)

extension BinaryInteger {
  public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
    SceneLocale.format(self, format)
  }
}

extension BinaryFloatingPoint {
  public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
    SceneLocale.format(self, format)
  }
}

extension Decimal {
  public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Decimal {
    SceneLocale.format(self, format)
  }
}

extension Sequence {
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
    SceneLocale.format(self, style)
  }
}

extension Sequence where Element == String {
  /// "a, b, and c" (https://developer.apple.com/documentation/swift/sequence/formatted()).
  public func formatted() -> String { formatted(.list(type: .and)) }
}

extension SceneLocale {
  /// `input` in `format` at the scene's locale, with plain spaces where ICU writes no-break ones.
  static func format<S: Foundation.FormatStyle>(_ input: S.FormatInput, _ format: S) -> S.FormatOutput {
    let output = format.locale(locale).format(input)
    guard let text = output as? String else { return output }
    return plainSpaces(text) as! S.FormatOutput
  }
}

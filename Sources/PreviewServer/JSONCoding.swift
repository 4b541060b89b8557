import Foundation

/// JSON as the API sends it: sorted keys, so responses are stable to read and to test.
enum JSONCoding {
  static func string(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// A message for the page: `{"message": …}` with a plain string, escaped properly.
  static func message(_ key: String, _ text: String) -> String {
    (try? string([key: text])) ?? "{}"
  }
}

/// Seconds as people write them: at most 4 decimals, no trailing zeros (`0.5`, `1.2833`, `2`).
enum ChartNumber {
  static func format(_ v: Double) -> String {
    var s = String(format: "%.4f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
  }
}

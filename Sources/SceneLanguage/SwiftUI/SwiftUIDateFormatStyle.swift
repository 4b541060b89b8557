import Foundation
import ViewRuntime

/// `Date.FormatStyle` as apps build it: `.dateTime.hour().minute()`, `Date.FormatStyle().year().month()
/// .day().weekday(.abbreviated)`, used by `date.formatted(_:)` and `Text(date, format:)`. Each call adds
/// a field; the fields become a pattern the way Foundation does it, through the locale's preferred
/// order for a template (https://developer.apple.com/documentation/foundation/date/formatstyle),
/// in en_US and UTC like every scene date (see `SceneDateFormat`).
struct SceneDateFormatStyle: Hashable, Sendable {
  /// Template letters by field, in the order added (the locale's pattern decides the printed order).
  var fields: [String: String] = [:]

  /// The pattern the fields ask for; no field at all is Apple's default (numeric date, short time).
  var pattern: String {
    guard !fields.isEmpty else { return "M/d/yyyy, h:mm a" }
    let order = ["era", "year", "quarter", "month", "week", "day", "weekday", "hour", "minute", "second", "timeZone"]
    let template = order.compactMap { fields[$0] }.joined()
    let found = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: "en_US")) ?? template
    // Plain spaces before AM/PM, as all scene formatting prints (ICU writes U+202F).
    return found.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
  }

  func string(_ seconds: Double) -> String { SceneDateFormat.string(seconds, format: pattern) }
}

extension HostRegistry {
  mutating func registerDateFormatStyle() {
    typealias S = SceneDateFormatStyle
    // A field's variant: `.wide`, `.abbreviated`, `.narrow`, `.defaultDigits`, `.twoDigits`, …
    let variants = ["wide", "abbreviated", "narrow", "short", "defaultDigits", "twoDigits", "omitted", "fullName"]
    statics("Date.FormatStyle.Symbol", variants.map { ($0, StyleName($0)) })
    let variant = Param<Value?>(nil, "format", type: .optional(.named("Date.FormatStyle.Symbol")), default: nil)
    // Template letters per field and variant (Unicode TR 35 date field symbols).
    let letters: [String: [String: String]] = [
      "era": ["": "G", "wide": "GGGG", "narrow": "GGGGG"],
      "year": ["": "y", "twoDigits": "yy"],
      "quarter": ["": "QQQ", "wide": "QQQQ", "narrow": "QQQQQ"],
      "month": ["": "MMM", "wide": "MMMM", "narrow": "MMMMM", "defaultDigits": "M", "twoDigits": "MM"],
      "week": ["": "w"],
      "day": ["": "d", "twoDigits": "dd"],
      "weekday": ["": "EEE", "wide": "EEEE", "narrow": "EEEEE", "short": "EEEEEE"],
      "hour": ["": "j"],
      "minute": ["": "mm"],
      "second": ["": "ss"],
      "timeZone": ["": "z"],
    ]
    modify("Date.FormatStyle") { t in
      t.addInit(.binding(returns: .named("Date.FormatStyle")) { _ in HostRegistry.host("Date.FormatStyle", S()) })
      t.addStatic("dateTime") { _ in HostRegistry.host("Date.FormatStyle", S()) }
      for (field, byVariant) in letters {
        t.addMethod(field, .binding(variant, returns: .named("Date.FormatStyle")) { c in
          var style = c.receiver?.host(S.self) ?? S()
          let name = try c[variant]?.host(StyleName.self)?.name ?? ""
          guard let letter = byVariant[name] ?? byVariant[""] else { throw HostError("unknown \(field) format '.\(name)'") }
          style.fields[field] = letter
          return HostRegistry.host("Date.FormatStyle", style)
        })
      }
    }
    let style = Param<Value>(nil, "format", type: .named("Date.FormatStyle"))
    modify("Date") { t in
      t.addMethod("formatted", .binding(style, returns: .string) { c in
        guard let d = c.receiver?.host(SceneDate.self), let s = try c[style].host(S.self) else {
          throw HostError("formatted(_:) takes a Date.FormatStyle like .dateTime.hour().minute()")
        }
        return .string(s.string(d.seconds))
      })
    }
    let date = Param<Value>(nil, "date", type: .named("Date"))
    let format = Param<Value>("format", type: .named("Date.FormatStyle"))
    viewType("Text", [
      .binding(date, format, returns: .named("Text")) { c in
        guard let d = try c[date].host(SceneDate.self), let s = try c[format].host(S.self) else {
          throw HostError("Text(_:format:) takes a Date and a Date.FormatStyle like .dateTime.hour().minute()")
        }
        return HostRegistry.view(.text(s.string(d.seconds)), "Text")
      },
    ])
  }
}

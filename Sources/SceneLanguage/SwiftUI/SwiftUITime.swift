import Foundation
import ViewRuntime

/// `Date`, `Calendar`, `DateFormatter`, date formatting and `Text(date, style:)` on the scene's virtual
/// clock: `Date()` is the render's start date (`ClockSettings.epoch`, `--date`, `Scene(date:)`) plus
/// the scene time of the event or frame being processed.
extension HostRegistry {
  static func date(_ seconds: Double) -> Value { host("Date", SceneDate(seconds: seconds)) }

  mutating func registerTime(_ clock: SceneClock) {
    func seconds(_ v: Value?) throws -> Double {
      guard let d = v?.host(SceneDate.self) else { throw HostError("expected a Date, got \(v?.sceneType.description ?? "nothing")") }
      return d.seconds
    }
    let interval = Param<Double>(nil, "interval")
    let sinceNow = Param<Double>("timeIntervalSinceNow"), since1970 = Param<Double>("timeIntervalSince1970")
    let sinceReference = Param<Double>("timeIntervalSinceReferenceDate")
    let other = Param<Value>(nil, "date", type: .named("Date"))
    modify("Date") { t in
      t.conformances.formUnion(["Equatable", "Comparable", "Hashable"])
      t.addInit(.binding(returns: .named("Date")) { _ in HostRegistry.date(clock.date) })
      t.addInit(.binding(sinceNow, returns: .named("Date")) { c in HostRegistry.date(clock.date + (try c[sinceNow])) })
      t.addInit(.binding(since1970, returns: .named("Date")) { c in HostRegistry.date(try c[since1970]) })
      // The reference date is 2001-01-01T00:00:00Z, 978 307 200 s after 1970.
      t.addInit(.binding(sinceReference, returns: .named("Date")) { c in HostRegistry.date(978_307_200 + (try c[sinceReference])) })
      t.addStatic("now") { _ in HostRegistry.date(clock.date) }
      t.addStatic("distantPast") { _ in HostRegistry.date(-62_135_769_600) }
      t.addStatic("distantFuture") { _ in HostRegistry.date(64_092_211_200) }
      t.addProperty("timeIntervalSince1970", HostProperty(type: .double) { v in .double(try seconds(v)) })
      t.addProperty("timeIntervalSinceReferenceDate", HostProperty(type: .double) { v in .double(try seconds(v) - 978_307_200) })
      t.addProperty("timeIntervalSinceNow", HostProperty(type: .double) { v in .double(try seconds(v) - clock.date) })
      t.addMethod("timeIntervalSince", .binding(other, returns: .double) { c in
        .double(try seconds(c.receiver) - seconds(try c[other]))
      })
      t.addMethod("distance", .binding(Param<Value>("to", type: .named("Date")), returns: .double) { c in
        .double(try seconds(c.call[0]) - seconds(c.receiver))
      })
      t.addMethod("addingTimeInterval", .binding(interval, returns: .named("Date")) { c in
        HostRegistry.date(try seconds(c.receiver) + (try c[interval]))
      })
      t.addMethod("advanced", .binding(Param<Double>("by"), returns: .named("Date")) { c in
        HostRegistry.date(try seconds(c.receiver) + (c.call[0]?.asDouble ?? 0))
      })
      t.addMethod("addTimeInterval", .mutatingBinding([interval]) { receiver, c in
        receiver = HostRegistry.date(try seconds(receiver) + (try c[interval]))
        return .void
      })
      // `date.formatted()`, `date.formatted(date: .omitted, time: .shortened)`.
      t.addMethod("formatted", .binding(returns: .string) { c in
        .string(SceneDateFormat.string(try seconds(c.receiver), format: "M/d/yyyy, h:mm a"))
      })
      let dateStyle = Param<Value>("date", type: .named("Date.FormatStyle.DateStyle"))
      let timeStyle = Param<Value>("time", type: .named("Date.FormatStyle.TimeStyle"))
      t.addMethod("formatted", .binding(dateStyle, timeStyle, returns: .string) { c in
        let d = try Self.styleName(try c[dateStyle]), tm = try Self.styleName(try c[timeStyle])
        let parts = [SceneDateFormat.datePatterns[d], SceneDateFormat.timePatterns[tm]].compactMap { $0 }
        return .string(parts.isEmpty ? "" : SceneDateFormat.string(try seconds(c.receiver), format: parts.joined(separator: ", ")))
      })
    }
    statics("Date.FormatStyle.DateStyle", ["omitted", "numeric", "abbreviated", "long", "complete"].map { ($0, StyleName($0)) })
    statics("Date.FormatStyle.TimeStyle", ["omitted", "shortened", "standard", "complete"].map { ($0, StyleName($0)) })
    for op in ["+", "-"] {
      addOperator(op) { l, r in
        guard let d = l.host(SceneDate.self), let x = r.asDouble else { return nil }
        return HostRegistry.date(op == "+" ? d.seconds + x : d.seconds - x)
      }
    }
    for op in ["<", ">", "<=", ">=", "==", "!="] {
      addOperator(op) { l, r in
        guard let a = l.host(SceneDate.self), let b = r.host(SceneDate.self) else { return nil }
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "==": return .bool(a == b)
        default: return .bool(a != b)
        }
      }
    }
    addOperator("...") { l, r in
      guard let a = l.host(SceneDate.self), let b = r.host(SceneDate.self) else { return nil }
      guard a <= b else { throw HostError("range requires lowerBound <= upperBound") }
      return HostRegistry.host("ClosedRange<Date>", DateInterval(a, b))
    }
    registerCalendar()
    registerDateFormatter()
    registerDateFormatStyle()
    registerTimeText(clock)
  }

  static func styleName(_ v: Value) throws -> String {
    guard let s = v.host(StyleName.self) else { throw HostError("expected a format style like .shortened, got \(v.sceneType)") }
    return s.name
  }

  private mutating func registerCalendar() {
    let components: [(String, Calendar.Component)] = [
      ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute),
      ("second", .second), ("weekday", .weekday), ("nanosecond", .nanosecond), ("weekOfYear", .weekOfYear),
    ]
    statics("Calendar.Component", components.map { ($0.0, StyleName($0.0)) })
    let byName = Dictionary(uniqueKeysWithValues: components)
    func component(_ v: Value?) throws -> Calendar.Component {
      guard let name = v?.host(StyleName.self)?.name, let c = byName[name] else { throw HostError("expected a Calendar.Component like .second") }
      return c
    }
    let unit = Param<Value>(nil, "component", type: .named("Calendar.Component"))
    let from = Param<Value>("from", type: .named("Date"))
    let units = Param<Value>(nil, "components", type: .array(.named("Calendar.Component")))
    let value = Param<Int>("value"), to = Param<Value>("to", type: .named("Date"))
    modify("Calendar") { t in
      t.addStatic("current") { _ in HostRegistry.host("Calendar", SceneCalendar()) }
      t.addStatic("autoupdatingCurrent") { _ in HostRegistry.host("Calendar", SceneCalendar()) }
      t.addMethod("component", .binding(unit, from, returns: .int) { c in
        guard let d = try c[from].host(SceneDate.self) else { throw HostError("component(_:from:) takes a Date") }
        return .int(SceneDateFormat.calendar.component(try component(try c[unit]), from: Date(timeIntervalSince1970: d.seconds)))
      })
      t.addMethod("dateComponents", .binding(units, from, returns: .named("DateComponents")) { c in
        guard let d = try c[from].host(SceneDate.self) else { throw HostError("dateComponents(_:from:) takes a Date") }
        let wanted = try (try c[units]).asArray?.map { try component(try c.context.resolve($0, as: .named("Calendar.Component"))) } ?? []
        let all = SceneDateFormat.calendar.dateComponents(Set(wanted), from: Date(timeIntervalSince1970: d.seconds))
        return HostRegistry.host("DateComponents", all)
      })
      t.addMethod("date", .binding(Param<Value>("byAdding", type: .named("Calendar.Component")), value, to, returns: .optional(.named("Date"))) { c in
        guard let d = try c[to].host(SceneDate.self) else { throw HostError("date(byAdding:value:to:) takes a Date") }
        let unit = try component(c.call[0])
        let result = SceneDateFormat.calendar.date(byAdding: unit, value: try c[value], to: Date(timeIntervalSince1970: d.seconds))
        return result.map { .some(HostRegistry.date($0.timeIntervalSince1970)) } ?? .null
      })
      t.addMethod("startOfDay", .binding(Param<Value>("for", type: .named("Date")), returns: .named("Date")) { c in
        guard let d = c.call[0]?.host(SceneDate.self) else { throw HostError("startOfDay(for:) takes a Date") }
        return HostRegistry.date(SceneDateFormat.calendar.startOfDay(for: Date(timeIntervalSince1970: d.seconds)).timeIntervalSince1970)
      })
    }
    modify("DateComponents") { t in
      for (name, unit) in components {
        t.addProperty(name, HostProperty(type: .optional(.int)) { v in
          guard let value = v.host(DateComponents.self)?.value(for: unit), value != NSDateComponentUndefined else { return .null }
          return .some(.int(value))
        })
      }
    }
  }

  private mutating func registerDateFormatter() {
    let date = Param<Value>("from", type: .named("Date"))
    modify("DateFormatter") { t in
      t.addInit(.binding(returns: .named("DateFormatter")) { _ in HostRegistry.host("DateFormatter", SceneDateFormatter()) })
      func property(_ name: String, _ key: ReferenceWritableKeyPath<SceneDateFormatter, String?>, _ type: SceneType, styles: Bool) {
        t.addProperty(name, HostProperty(type: type, get: { v in
          (v.host(SceneDateFormatter.self)?[keyPath: key]).map { styles ? HostRegistry.host("DateFormatter.Style", StyleName($0)) : .string($0) } ?? .null
        }, set: { v, new in
          guard let f = v.host(SceneDateFormatter.self) else { return }
          f[keyPath: key] = styles ? new.host(StyleName.self)?.name : new.asString  // in place: a reference
        }))
      }
      property("dateFormat", \.format, .string, styles: false)
      property("dateStyle", \.dateStyle, .named("DateFormatter.Style"), styles: true)
      property("timeStyle", \.timeStyle, .named("DateFormatter.Style"), styles: true)
      // Locale and time zone are fixed (en_US, UTC); setting them is accepted and changes nothing.
      t.addProperty("locale", HostProperty(get: { _ in .null }, set: { _, _ in }))
      t.addProperty("timeZone", HostProperty(get: { _ in .null }, set: { _, _ in }))
      t.addMethod("string", .binding(date, returns: .string) { c in
        guard let d = try c[date].host(SceneDate.self) else { throw HostError("string(from:) takes a Date") }
        let f = c.receiver?.host(SceneDateFormatter.self) ?? SceneDateFormatter()
        return .string(SceneDateFormat.string(d.seconds, format: f.pattern))
      })
    }
    statics("DateFormatter.Style", ["none", "short", "medium", "long", "full"].map { ($0, StyleName($0)) })
    modify("Locale") { t in
      t.addInit(.binding(Param<String>("identifier"), returns: .named("Locale")) { _ in HostRegistry.host("Locale", StyleName("en_US")) })
      t.addStatic("current") { _ in HostRegistry.host("Locale", StyleName("en_US")) }
    }
    modify("TimeZone") { t in
      t.addInit(.binding(Param<String>("identifier"), returns: .optional(.named("TimeZone"))) { _ in HostRegistry.host("TimeZone", StyleName("UTC")) })
      t.addStatic("current") { _ in HostRegistry.host("TimeZone", StyleName("UTC")) }
    }
  }

  /// `Text(date, style:)` and `Text(timerInterval:)`: a timer style is a timeline ticking on the date's
  /// whole seconds, so the text changes exactly when the shown second does.
  private mutating func registerTimeText(_ clock: SceneClock) {
    let date = Param<Value>(nil, "date", type: .named("Date"))
    let style = Param<Value>("style", type: .named("Text.DateStyle"))
    statics("Text.DateStyle", ["timer", "time", "date", "relative", "offset"].map { ($0, StyleName($0)) })
    let range = Param<Value>("timerInterval", type: .named("ClosedRange<Date>"))
    let countsDown = Param<Bool>("countsDown", default: true)
    viewType("Text", [
      .binding(date, style, returns: .named("Text")) { c in
        guard let d = try c[date].host(SceneDate.self) else { throw HostError("Text(_:style:) takes a Date") }
        let name = try Self.styleName(try c[style])
        switch name {
        case "time": return HostRegistry.view(.text(SceneDateFormat.string(d.seconds, format: "h:mm a")), "Text")
        case "date": return HostRegistry.view(.text(SceneDateFormat.string(d.seconds, format: "MMMM d, yyyy")), "Text")
        default:
          // timer, relative, offset: live text, one entry per second of the date.
          let at = clock.sceneTime(of: d.seconds)
          let start = at - max(0, at.rounded(.up))
          let node = TimelineNode(schedule: .periodic(start: start, interval: 1)) { entry, _ in
            let elapsed = (entry - at).rounded()
            switch name {
            case "timer": return .text(SceneDateFormat.timer(elapsed))
            case "offset": return .text((elapsed < 0 ? "-" : "+") + Self.relative(abs(elapsed), long: true))
            default: return .text(Self.relative(abs(elapsed), long: false))
            }
          }
          return HostRegistry.view(.timeline(node), "Text")
        }
      },
      .binding(range, countsDown, returns: .named("Text")) { c in
        guard let r = try c[range].host(DateInterval.self) else { throw HostError("Text(timerInterval:) takes a range of Dates") }
        let (from, to, down) = (clock.sceneTime(of: r.start.seconds), clock.sceneTime(of: r.end.seconds), try c[countsDown])
        let node = TimelineNode(schedule: .periodic(start: from - max(0, from.rounded(.up)), interval: 1)) { entry, _ in
          let t = min(max(entry, from), to)
          return .text(SceneDateFormat.timer((down ? to - t : t - from).rounded()))
        }
        return HostRegistry.view(.timeline(node), "Text")
      },
    ])
  }

  /// `.relative` style, whole units: "5 sec", "2 min"; with `long`, "5 seconds".
  static func relative(_ seconds: Double, long: Bool) -> String {
    let s = Int(seconds)
    if s < 60 { return long ? "\(s) second\(s == 1 ? "" : "s")" : "\(s) sec" }
    let m = s / 60
    if m < 60 { return long ? "\(m) minute\(m == 1 ? "" : "s")" : "\(m) min" }
    let h = m / 60
    return long ? "\(h) hour\(h == 1 ? "" : "s")" : "\(h) hr"
  }
}

/// A named case of a host enumeration (a format style, a calendar component).
struct StyleName: Hashable, Sendable, CustomStringConvertible {
  var name: String
  init(_ name: String) { self.name = name }
  var description: String { "." + name }
}

/// A closed range of dates (`start...end`).
struct DateInterval: Hashable, Sendable {
  var start: SceneDate, end: SceneDate
  init(_ start: SceneDate, _ end: SceneDate) { self.start = start; self.end = end }
}

/// `Calendar.current`: Gregorian, UTC (see `SceneDateFormat`).
struct SceneCalendar: Hashable, Sendable {}

/// A `DateFormatter`: a pattern, or date and time styles. A class, as Foundation's is: every copy is
/// the same formatter, so `let f = DateFormatter(); f.dateFormat = "HH:mm"` configures it (see
/// `HostReference`). Equal only to itself, like `NSObject`.
final class SceneDateFormatter: Hashable, HostReference, @unchecked Sendable {
  // @unchecked: a formatter lives in one scene program, whose interpreter runs on one thread at a time.
  var format: String?
  var dateStyle: String?
  var timeStyle: String?

  static func == (a: SceneDateFormatter, b: SceneDateFormatter) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  var pattern: String {
    if let format { return format }
    let parts = [dateStyle.flatMap { SceneDateFormat.dateStyles[$0] }, timeStyle.flatMap { SceneDateFormat.timeStyles[$0] }]
    return parts.compactMap { $0 }.joined(separator: ", ")
  }
}

import Foundation

/// Foundation's `DateComponentsFormatter`
/// (https://developer.apple.com/documentation/foundation/datecomponentsformatter), which
/// swift-corelibs-foundation declares unavailable, in US English. Apple's table for 9 hours, 41
/// minutes and 30 seconds (https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.enum):
/// "9:41:30" (`positional`, the default), "9h 41m 30s" (`abbreviated`), "9hr 41min 30sec" (`brief`),
/// "9 hr, 41 min, 30 sec" (`short`), "9 hours, 41 minutes, 30 seconds" (`full`), "nine hours,
/// forty-one minutes, thirty seconds" (`spellOut`). An interval is split into the allowed units from
/// now (the scene's clock), whole units, the smallest cut rather than rounded.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }

  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = ZeroFormattingBehavior([])
    public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
  }

  open var unitsStyle: UnitsStyle = .positional
  open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// 0: no limit.
  open var maximumUnitCount = 0
  /// "About 5 minutes".
  open var includesApproximationPhrase = false
  /// "5 minutes remaining".
  open var includesTimeRemainingPhrase = false
  open var allowsFractionalUnits = false
  open var collapsesLargestUnit = false
  open var formattingContext: Formatter.Context = .unknown
  open var calendar: Calendar? = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
  }()

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func string(from ti: TimeInterval) -> String? {
    let now = Date()
    return string(from: now, to: now.addingTimeInterval(ti))
  }

  open func string(from startDate: Date, to endDate: Date) -> String? {
    let past = endDate < startDate
    let (from, to) = past ? (endDate, startDate) : (startDate, endDate)
    let parts = (calendar ?? Calendar(identifier: .gregorian)).dateComponents(Set(units), from: from, to: to)
    return format(units.map { ($0, parts.value(for: $0) ?? 0) }, negative: past)
  }

  open func string(from components: DateComponents) -> String? {
    let values = units.map { u in (u, components.value(for: u).flatMap { $0 == NSDateComponentUndefined ? nil : $0 } ?? 0) }
    return format(values, negative: false)
  }

  open override func string(for obj: Any?) -> String? {
    if let components = obj as? DateComponents { return string(from: components) }
    if let ti = obj as? TimeInterval { return string(from: ti) }
    return nil
  }

  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let f = DateComponentsFormatter()
    f.unitsStyle = unitsStyle
    return f.string(from: components)
  }

  /// The allowed units, largest first.
  private var units: [Calendar.Component] {
    let map: [(NSCalendar.Unit, Calendar.Component)] = [(.year, .year), (.month, .month), (.weekOfMonth, .weekOfMonth),
                                                         (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second)]
    let allowed = map.filter { allowedUnits.contains($0.0) }.map(\.1)
    return allowed.isEmpty ? [.second] : allowed
  }

  private func format(_ values: [(Calendar.Component, Int)], negative: Bool) -> String {
    var text = unitsStyle == .positional ? positional(values) : named(values)
    if negative { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  /// "9:41:30": leading zero units dropped down to the last two (`0:05`), the first unpadded; with
  /// `.pad`, every unit in two digits (`00:05`).
  private func positional(_ values: [(Calendar.Component, Int)]) -> String {
    let pad = zeroFormattingBehavior.contains(.pad)
    var shown = values[...]
    if !pad { while shown.count > 2, shown.first?.1 == 0 { shown = shown.dropFirst() } }
    if maximumUnitCount > 0 { shown = shown.prefix(max(maximumUnitCount, 1)) }
    return shown.enumerated().map { i, v in
      i == 0 && !pad ? String(abs(v.1)) : String(format: "%02d", abs(v.1))
    }.joined(separator: ":")
  }

  /// The non-zero units with their names, or the smallest unit's zero when all are zero.
  private func named(_ values: [(Calendar.Component, Int)]) -> String {
    var shown = values.filter { $0.1 != 0 }
    if zeroFormattingBehavior == .none || zeroFormattingBehavior.contains(.pad) { shown = values }
    if shown.isEmpty, let last = values.last { shown = [last] }
    if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
    let (width, spelled, separator): (TimeUnitNames.Width, Bool, String) = switch unitsStyle {
    case .abbreviated, .positional: (.abbreviated, false, " ")
    case .brief: (.brief, false, " ")
    case .short: (.short, false, ", ")
    case .full: (.full, false, ", ")
    case .spellOut: (.full, true, ", ")
    }
    return shown.map { TimeUnitNames.quantity(abs($0.1), $0.0, width, spelledOut: spelled) }.joined(separator: separator)
  }
}

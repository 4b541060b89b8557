import Foundation
import SwiftUI

/// Swift Charts' `AxisMarkValues` (https://developer.apple.com/documentation/charts/axismarkvalues):
/// which values an `AxisMarks` marks. `.automatic` is the axis's own ticks (or every category);
/// `desiredCount` asks for about that many intervals; `.stride(by:)` steps a number, or a calendar
/// unit for dates (UTC, the scenes' time zone), from the first multiple in the domain.
public struct AxisMarkValues {
  enum Kind {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case calendar(Calendar.Component, count: Int)
    case explicit([_PlotPrimitive])
  }
  let kind: Kind

  public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
  public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                               roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }
  public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: step > 0 && step.isFinite ? .stride(step) : .automatic(desiredCount: nil))
  }
  public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                            roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .calendar(component, count: max(1, count)))
  }
  static func explicit(_ values: [_PlotPrimitive]) -> AxisMarkValues { AxisMarkValues(kind: .explicit(values)) }

  /// The calendar the date strides and labels use: Gregorian in UTC.
  static var calendar: Calendar {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
    return c
  }

  /// The values over a continuous scale, in order (`isDate`: seconds since the reference date).
  func values(over scale: _ChartScale, isDate: Bool) -> [Double] {
    let lo = scale.lower, hi = scale.upper, eps = max(abs(hi - lo), 1) * 1e-9
    switch kind {
    case .automatic(let count):
      guard let count, count > 0 else { return scale.ticks }
      if isDate {
        let day = 86400.0
        let step = max(1, ceil(_ChartScale.step(span: (hi - lo) / day, intervals: Double(count)))) * day
        return _ChartScale.ticks(ceil(lo / step - 1e-9) * step, hi, step)
      }
      let step = _ChartScale.step(span: hi - lo, intervals: Double(count))
      return _ChartScale.ticks(ceil(lo / step - 1e-9) * step, hi, step)
    case .stride(let step):
      guard (hi - lo) / step < 1000 else { return scale.ticks }
      return _ChartScale.ticks(ceil(lo / step - 1e-9) * step, hi, step)
    case .calendar(let component, let count):
      guard isDate else { return scale.ticks }
      return Self.dates(from: lo, to: hi, component: component, count: count)
    case .explicit(let values):
      return values.compactMap(\.number).filter { $0 >= lo - eps && $0 <= hi + eps }
    }
  }

  /// Starts of `component` every `count` of them within lo…hi: from the start of the unit holding lo
  /// (the next one when that start is before lo).
  static func dates(from lo: Double, to hi: Double, component: Calendar.Component, count: Int) -> [Double] {
    let calendar = calendar
    let first = Date(timeIntervalSinceReferenceDate: lo)
    guard var date = calendar.dateInterval(of: component, for: first)?.start else { return [] }
    var out: [Double] = []
    while date.timeIntervalSinceReferenceDate <= hi + 1e-6 && out.count < 500 {
      if date.timeIntervalSinceReferenceDate >= lo - 1e-6 { out.append(date.timeIntervalSinceReferenceDate) }
      guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
      date = next
    }
    return out
  }

  /// The indices of the categories marked, of the axis's categories in order.
  func indices(of categories: [_PlotPrimitive]) -> [Int] {
    let all = Array(categories.indices)
    switch kind {
    case .automatic(let count):
      guard let count, count > 0, categories.count > count else { return all }
      let every = Int((Double(categories.count) / Double(count)).rounded(.up))
      return all.filter { $0 % every == 0 }
    case .stride(let step):
      return all.filter { i in
        guard let v = categories[i].number else { return true }
        let q = v / step
        return abs(q - q.rounded()) < 1e-9
      }
    case .calendar(let component, let count):
      // The first band of each unit (bars of one month, say, plotted with `unit: .month` on other days
      // than the first), every `count`-th unit.
      let calendar = Self.calendar
      var seen = Set<Date>()
      let firsts = all.filter { i in
        guard case .date(let t) = categories[i] else { return true }
        guard let start = calendar.dateInterval(of: component, for: Date(timeIntervalSinceReferenceDate: t))?.start else { return false }
        return seen.insert(start).inserted
      }
      return firsts.enumerated().filter { $0.offset % count == 0 }.map(\.element)
    case .explicit(let values):
      let names = Set(values.map(\.categoryName))
      return all.filter { names.contains(categories[$0].categoryName) }
    }
  }

  /// The default label of a date marked by this stride: "9 AM" for hours and minutes, "Mar" for
  /// months, "2026" for years, "Mar 4" otherwise (as Charts' automatic date labels read in English).
  func dateLabel(_ t: Double) -> String {
    let date = Date(timeIntervalSinceReferenceDate: t)
    guard case .calendar(let component, _) = kind else { return _PlotPrimitive.dayLabel(date) }
    let c = Self.calendar.dateComponents([.year, .month, .hour, .minute], from: date)
    switch component {
    case .hour, .minute, .second:
      let h = c.hour ?? 0, m = c.minute ?? 0
      let h12 = h % 12 == 0 ? 12 : h % 12
      // A narrow no-break space before AM/PM, as the date format styles write it.
      return (m == 0 ? "\(h12)" : "\(h12):\(m < 10 ? "0" : "")\(m)") + (h < 12 ? "\u{202F}AM" : "\u{202F}PM")
    case .month:
      return String(_PlotPrimitive.dayLabel(date).prefix(3))
    case .year:
      return "\(c.year ?? 0)"
    default:
      return _PlotPrimitive.dayLabel(date)
    }
  }
}

/// Swift Charts' `AxisValue` (https://developer.apple.com/documentation/charts/axisvalue): one marked
/// value as the content closure of `AxisMarks` receives it, with its place among the marked values.
public struct AxisValue {
  public let index: Int
  public let count: Int
  let primitive: _PlotPrimitive

  /// The value as `type`: a number as `Double`, `Int` (when whole), `Float`, `CGFloat` or
  /// `Decimal`, a date as `Date`, a category as `String`; nil for any other type.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    for candidate in primitive._candidates { if let value = candidate as? P { return value } }
    return nil
  }
}

extension _PlotPrimitive {
  /// The Swift values this primitive stands for, in the order a conversion tries them.
  var _candidates: [Any] {
    switch self {
    case .category(let s): return [s]
    case .date(let t): return [Date(timeIntervalSinceReferenceDate: t)]
    case .number(let v):
      var out: [Any] = [v]
      if v.rounded() == v, abs(v) < 9e15 { out.append(Int(v)) }
      out += [Float(v), CGFloat(v), Decimal(v)]
      return out
    }
  }
}

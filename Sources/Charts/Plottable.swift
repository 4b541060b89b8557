import Foundation
import SwiftUI

/// Swift Charts' `Plottable` (https://developer.apple.com/documentation/charts/plottable): a type whose
/// values a chart can place. Here each value reduces to a category (strings), a number, or a date
/// (seconds since the reference date, a continuous number labelled as a date).
public protocol Plottable {
  var _chartPrimitive: _PlotPrimitive { get }
}

/// What a plotted value is to the scales.
public enum _PlotPrimitive: Hashable {
  case category(String)
  case number(Double)
  case date(Double)

  var number: Double? {
    switch self {
    case .number(let v), .date(let v): return v
    case .category: return nil
    }
  }
  /// "Mar 4", as Charts labels days in the C locale scenes run in (UTC).
  static func dayLabel(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let c = calendar.dateComponents([.month, .day], from: date)
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return "\(months[((c.month ?? 1) - 1 + 12) % 12]) \(c.day ?? 1)"
  }
  var isCategory: Bool { if case .category = self { return true } else { return false } }
  var isDate: Bool { if case .date = self { return true } else { return false } }
  /// The category name of a value used as a band (strings; numbers and dates as the axis labels them).
  var categoryName: String {
    switch self {
    case .category(let s): return s
    case .number(let v): return _ChartScale.label(v)
    case .date(let t): return Self.dayLabel(Date(timeIntervalSinceReferenceDate: t))
    }
  }
}

extension String: Plottable { public var _chartPrimitive: _PlotPrimitive { .category(self) } }
extension Substring: Plottable { public var _chartPrimitive: _PlotPrimitive { .category(String(self)) } }
extension Int: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(Double(self)) } }
extension Int32: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(Double(self)) } }
extension Int64: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(Double(self)) } }
extension UInt: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(Double(self)) } }
extension Double: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(self) } }
extension Float: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(Double(self)) } }
extension CGFloat: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(Double(self)) } }
extension Decimal: Plottable { public var _chartPrimitive: _PlotPrimitive { .number(NSDecimalNumber(decimal: self).doubleValue) } }
extension Date: Plottable { public var _chartPrimitive: _PlotPrimitive { .date(timeIntervalSinceReferenceDate) } }

/// `enum Kind: String, Plottable {}` plots its raw value, as in Swift Charts.
extension Plottable where Self: RawRepresentable, RawValue: Plottable {
  public var _chartPrimitive: _PlotPrimitive { rawValue._chartPrimitive }
}

/// Swift Charts' `PlottableValue` (https://developer.apple.com/documentation/charts/plottablevalue):
/// a value with the name of what it measures (`.value("Month", sale.month)`).
public struct PlottableValue<Value: Plottable> {
  let label: String
  let value: Value

  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: String(label), value: value)
  }
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: "", value: value)
  }

  var _plot: _PlotPrimitive { value._chartPrimitive }
}

extension PlottableValue where Value == Date {
  /// `.value("Day", date, unit: .day)`: the date as a category of its unit's bins would need
  /// calendar binning; the date itself is plotted (bars become one band per distinct date).
  public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
    PlottableValue(label: String(label), value: value)
  }
}

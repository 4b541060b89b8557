import Foundation
import ViewRuntime

/// The scene's string catalogs as `Text("Welcome")`, `Button("Save")` and every other title taking a
/// `LocalizedStringKey` read them: a key's format for a locale (nil: no localization, and SwiftUI shows
/// the key). Process-level for the reason `_AssetLookup` is: the loader sets it before it builds the
/// scene's root; unset, keys are shown as written and no view changes shape.
@_spi(AnimRender) public enum _StringLookup {
  /// (key, table, locale identifier, each argument's number or nil) → the format to show.
  public typealias Template = (String, String?, String, [Double?]) -> String?
  nonisolated(unsafe) public static var template: Template?

  /// The text of `key` where the environment's `\.locale` is `locale`: the catalog's format with the
  /// key's arguments formatted in, else the key's own text (`Text("\(n) items")` shows "3 items").
  static func resolve(_ key: LocalizedStringKey, table: String?, locale: Locale) -> String {
    guard let template else { return key.text }
    let numbers = key.arguments.map(\.number)
    guard let format = template(key.key, table, locale.identifier, numbers) else { return key.text }
    // A key written without interpolation is not a format (`Text("100%")` shows its `%`).
    guard key.isFormat else { return format }
    return fill(format, key.arguments, locale: locale)
  }

  /// A view showing `key`, looked up where it is placed (a component reading the environment), or the
  /// plain text when the scene has no catalog.
  static func node(_ key: LocalizedStringKey, table: String? = nil, style: @escaping (ViewNode) -> ViewNode = { $0 }) -> ViewNode {
    func text(_ s: String) -> ViewNode {
      style(InlineMarkdown(s).node)
    }
    guard template != nil else { return text(key.markdown) }
    return .component(ComponentNode(name: "Text", state: []) { access in
      text(resolve(key, table: table, locale: SwiftUI.EnvironmentValues(_runtime: access.environment).locale))
    })
  }

  /// `content` with the navigation title `text`, or the key's lookup where `content` is placed.
  static func title(_ localized: LocalizedText?, text: String, on content: ViewNode) -> ViewNode {
    guard let localized, template != nil else { return .modified(content, .effect(NavigationTitle(title: text))) }
    return .component(ComponentNode(name: "NavigationTitle", state: []) { access in
      let locale = SwiftUI.EnvironmentValues(_runtime: access.environment).locale
      return .modified(content, .effect(NavigationTitle(title: resolve(localized.key, table: localized.table, locale: locale))))
    })
  }

  /// A label's title and icon, its title looked up as ``node(_:table:style:)`` does; `Tap(on:)` and
  /// `inspect` still name it by the key's text.
  static func label(_ key: LocalizedStringKey, systemImage: String) -> ControlLabel {
    ControlLabel(title: node(key), icon: .image(ImageNode(systemName: systemImage)), titleText: key.text)
  }

  /// printf's `%@`, `%lld`, `%1$@`, `%.2f`, `%%` as `String(format:)` reads them, each argument taken in
  /// order or by its position; an argument the format does not match in kind is shown as its text.
  static func fill(_ format: String, _ arguments: [LocalizedStringKey.Argument], locale: Locale) -> String {
    var out = ""
    var chars = Array(format)
    var i = 0, next = 0
    chars.append("\0")
    while i < chars.count - 1 {
      let c = chars[i]
      guard c == "%" else { out.append(c); i += 1; continue }
      if chars[i + 1] == "%" { out.append("%"); i += 2; continue }
      var j = i + 1
      var digits = ""
      while chars[j].isASCII && chars[j].isNumber { digits.append(chars[j]); j += 1 }
      var position: Int? = nil
      if chars[j] == "$", let n = Int(digits) { position = n - 1; j += 1; digits = "" } else { j = i + 1 }
      var spec = ""
      while "-+ #0'".contains(chars[j]) { spec.append(chars[j]); j += 1 }
      while chars[j].isASCII && (chars[j].isNumber || chars[j] == ".") { spec.append(chars[j]); j += 1 }
      while "hlqLzjt".contains(chars[j]) { j += 1 }
      let conversion = chars[j]
      guard "@dDiuUxXoOfFeEgGaAcs".contains(conversion), conversion != "\0" else {
        out += String(chars[i..<j]); i = j; continue
      }
      let index = position ?? next
      next = index + 1
      i = j + 1
      guard index < arguments.count else { continue }
      out += arguments[index].formatted(spec: spec, conversion: conversion, locale: locale)
    }
    return out
  }
}

extension LocalizedStringKey.Argument {
  var number: Double? {
    switch self {
    case .int(let v): Double(v)
    case .uint(let v): Double(v)
    case .double(let v): v
    case .string: nil
    }
  }

  func formatted(spec: String, conversion: Character, locale: Locale) -> String {
    let integer = "dDiuUxXoOc".contains(conversion), floating = "fFeEgGaA".contains(conversion)
    switch self {
    case .string(let s): return s
    case .int(let v) where integer: return String(format: "%" + spec + "ll" + String(conversion), locale: locale, v)
    case .uint(let v) where integer: return String(format: "%" + spec + "ll" + String(conversion), locale: locale, v)
    case .double(let v) where integer: return String(format: "%" + spec + "ll" + String(conversion), locale: locale, Int64(v))
    case .int(let v) where floating: return String(format: "%" + spec + String(conversion), locale: locale, Double(v))
    case .uint(let v) where floating: return String(format: "%" + spec + String(conversion), locale: locale, Double(v))
    case .double(let v) where floating: return String(format: "%" + spec + String(conversion), locale: locale, v)
    case .int(let v): return "\(v)"
    case .uint(let v): return "\(v)"
    case .double(let v): return "\(v)"
    }
  }
}

import ArgumentParser
import Foundation
import SceneRendering
import ViewRuntime

/// One combination of the environment variants of `animrender test` (`--color-scheme light,dark`,
/// `--dynamic-type M,XXXL`, `--device iphone-16,ipad-pro-11`, `--locale en,de`): every preview (or
/// scene) is checked once per combination, against goldens of its own.
///
/// Values are kept in their canonical spellings (`dark`, `XXXL`, `iphone-16`, the locale as given),
/// so a worker gets the same variant back from JSON (`--preview-variant`) and golden names are stable.
struct SceneVariant: Codable, Equatable {
  var colorScheme: String?
  var dynamicType: String?
  var device: String?
  var locale: String?

  /// `[dark,XXXL,iphone-16,de]`, naming the values that are not the scene's defaults (light, the
  /// `.large` text size, its own canvas, no locale); empty for the default, so goldens recorded
  /// before variants existed keep their names.
  var suffix: String {
    let parts = [colorScheme == "light" ? nil : colorScheme, dynamicType == DynamicTypeSize.large.shortName ? nil : dynamicType,
                 device, locale].compactMap { $0 }
    return parts.isEmpty ? "" : "[" + parts.joined(separator: ",") + "]"
  }

  /// Applies the variant over the scene's own settings, as `render`'s options of the same names do:
  /// the device's canvas and scale, then the appearance (a system-background canvas follows it), the
  /// text size and the `\.locale` environment value.
  func apply(to s: inout RenderSettings) {
    if let model = device.flatMap(DeviceModel.named) {
      s.device = model
      s.width = model.width; s.height = model.height; s.scale = model.scale
      s.fitsContent = false  // an asked-for device wins over a size-that-fits preview
    }
    if let scheme = colorScheme.flatMap(ColorScheme.init(rawValue:)) {
      if s.background == ColorSchemeModifier.canvas(s.colorScheme) { s.background = ColorSchemeModifier.canvas(scheme) }
      s.colorScheme = scheme
    }
    if let size = dynamicType.flatMap(DynamicTypeSize.init(name:)) { s.dynamicTypeSize = size }
    if let locale { s.locale = locale }
  }

  /// Every combination of the lists, in the order given (appearance outermost, locale innermost);
  /// one default variant when no list is given.
  static func combinations(colorSchemes: String?, dynamicTypes: String?, devices: String?, locales: String?) throws -> [SceneVariant] {
    let schemes = try list(colorSchemes, option: "--color-scheme", canonical: { ColorScheme(rawValue: $0.lowercased())?.rawValue },
                           unknown: { "--color-scheme takes light and/or dark (got '\($0)')" })
    let sizes = try list(dynamicTypes, option: "--dynamic-type", canonical: { DynamicTypeSize(name: $0)?.shortName },
                         unknown: { "unknown --dynamic-type '\($0)' (known: \(DynamicTypeSize.knownList))" })
    let models = try list(devices, option: "--device", canonical: { DeviceModel.named($0)?.identifier },
                          unknown: { "unknown --device '\($0)' (known: \(DeviceModel.knownList))" })
    let languages = try list(locales, option: "--locale", canonical: { (try? checkLocale($0)) != nil ? $0 : nil },
                             unknown: { "--locale takes locale identifiers like en, de_DE or pt-BR (got '\($0)')" })
    var out: [SceneVariant] = []
    for scheme in schemes {
      for size in sizes {
        for model in models {
          for language in languages { out.append(SceneVariant(colorScheme: scheme, dynamicType: size, device: model, locale: language)) }
        }
      }
    }
    return out
  }

  /// A comma-separated list in canonical spellings, duplicates dropped; `[nil]` when not given.
  /// `canonical` returns nil for a value it does not know, and `unknown` says why.
  private static func list(_ text: String?, option: String, canonical: (String) -> String?, unknown: (String) -> String) throws -> [String?] {
    guard let text else { return [nil] }
    var values: [String?] = []
    for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
      let value = raw.trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty else { throw ValidationError("\(option) takes a comma-separated list without empty entries (got '\(text)')") }
      guard let name = canonical(value) else { throw ValidationError(unknown(value)) }
      if !values.contains(name) { values.append(name) }
    }
    return values
  }

  /// A locale identifier (`en`, `de_DE`, `pt-BR`, `zh-Hans`): letters, digits and `_`/`-` separators
  /// only, since it also names goldens.
  static func checkLocale(_ identifier: String) throws {
    let parts = identifier.split(separator: "_", omittingEmptySubsequences: false).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
    let language = parts.first.map(String.init) ?? ""
    guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
          parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else {
      throw ValidationError("--locale takes a locale identifier like en, de_DE or pt-BR (got '\(identifier)')")
    }
  }
}

import Foundation

/// The locale a scene formats in: US English, as on a US iPhone.
///
/// Foundation on Linux ignores `LANG` and the preferences, so its `Locale.current` is `en_001`
/// (international English: `1 Jan 2024`, `US$`), whatever the worker's environment says. The module
/// therefore declares the current-locale entry points view code uses — `Locale.current`,
/// `DateFormatter`, `NumberFormatter` and `Date.formatted` — with Foundation's signatures, shadowing
/// Foundation's in scene code (the pre-pass drops a scene's `import Foundation`, which the module
/// re-exports, so the shadowing holds), each in `en_US`.
enum SceneLocale {
  static let locale = Locale(identifier: "en_US")

  /// ICU writes a narrow no-break space before AM/PM (and a no-break space in some styles); scenes
  /// print plain spaces, as `Text(_:format:)` and the interpreter do.
  static func plainSpaces(_ s: String) -> String {
    s.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
  }
}

extension Locale {
  /// https://developer.apple.com/documentation/foundation/locale/current — `en_US` in a scene.
  public static var current: Locale { SceneLocale.locale }
  /// https://developer.apple.com/documentation/foundation/locale/autoupdatingcurrent — `en_US` in a scene.
  public static var autoupdatingCurrent: Locale { SceneLocale.locale }
}

/// CLDR plural categories (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html)
/// for the languages a string catalog's `plural` variations are picked by: the category name
/// (`zero`, `one`, `two`, `few`, `many`, `other`) of a number in a language.
public enum PluralRules {
  /// The category of `n` in `language` (`de`, `fr`, `ru`, …; a region or script is ignored).
  /// Languages not listed here use English's rule (one: 1 without a fraction).
  public static func category(of n: Double, language: String) -> String {
    let code = language.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
    let absolute = abs(n)
    let isInteger = absolute == absolute.rounded(.down) && absolute < 1e15
    let i = isInteger ? Int(absolute) : Int(absolute.rounded(.down))
    switch code {
    case "ja", "zh", "ko", "vi", "th", "id", "ms":
      return "other"
    case "fr", "hy", "kab":
      // one: i = 0,1 (so 0 and 1.5 are "one" in French).
      return i == 0 || i == 1 ? "one" : (isInteger && i != 0 && i % 1_000_000 == 0 ? "many" : "other")
    case "ru", "uk", "be":
      guard isInteger else { return "other" }
      if i % 10 == 1 && i % 100 != 11 { return "one" }
      if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
      return "many"
    case "pl":
      guard isInteger else { return "other" }
      if i == 1 { return "one" }
      if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
      return "many"
    case "cs", "sk":
      guard isInteger else { return "many" }
      if i == 1 { return "one" }
      return (2...4).contains(i) ? "few" : "other"
    case "ar":
      guard isInteger else { return "other" }
      if i == 0 { return "zero" }
      if i == 1 { return "one" }
      if i == 2 { return "two" }
      if (3...10).contains(i % 100) { return "few" }
      if (11...99).contains(i % 100) { return "many" }
      return "other"
    default:
      // en, de, nl, sv, it, es, …: one is exactly 1 with no visible fraction.
      return isInteger && i == 1 ? "one" : "other"
    }
  }
}

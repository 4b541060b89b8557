import Foundation

/// What `Font.custom(_:size:)` draws for a family or PostScript name. Text is drawn only with the pinned
/// fonts (so output never depends on what a machine has installed), and Apple's own families cannot be
/// redistributed, so a custom font takes the stand-in of its kind: the system design for sans-serif
/// families, the serif design for serif ones (Georgia, Times, New York…), the monospaced design for
/// monospaced ones (Menlo, Courier…), the rounded design for rounded ones. Weight and italics come from
/// the PostScript name's style (`AvenirNext-DemiBoldItalic`), as iOS names its faces. The front end
/// warns once per name that the family is drawn with a stand-in.
struct CustomFontFamily: Hashable, Sendable {
  let name: String
  let design: Font.Design
  let weight: Font.Weight?
  let isItalic: Bool

  init(_ name: String) {
    self.name = name
    // "AvenirNext-DemiBoldItalic" → family "AvenirNext", style "DemiBoldItalic"; "Avenir Next" has no style.
    let parts = name.split(separator: "-", maxSplits: 1)
    let family = parts.first.map { $0.lowercased().filter { $0.isLetter } } ?? ""
    let style = parts.count > 1 ? parts[1].lowercased() : ""
    design = Self.design(of: family)
    isItalic = style.contains("italic") || style.contains("oblique")
    weight = Self.weights.first { style.contains($0.0) }?.1
  }

  /// Style words of PostScript names, longest first so "semibold" is not read as "bold".
  private static let weights: [(String, Font.Weight)] = [
    ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight), ("thin", .thin),
    ("light", .light), ("book", .regular), ("regular", .regular), ("roman", .regular), ("medium", .medium),
    ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy),
    ("black", .black), ("bold", .bold),
  ]

  private static let serif = ["georgia", "times", "timesnewroman", "newyork", "palatino", "baskerville", "didot",
                              "bodoni", "hoefler", "hoeflertext", "charter", "cochin", "garamond", "iowan",
                              "iowanoldstyle", "merriweather", "playfair", "playfairdisplay", "lora", "librebaskerville",
                              "sourceserif", "sourceserifpro", "ptserif", "notoserif", "americantypewriter", "rockwell"]
  private static let monospaced = ["menlo", "courier", "couriernew", "sfmono", "monaco", "jetbrainsmono", "firacode",
                                   "sourcecodepro", "robotomono", "ibmplexmono", "andalemono", "consolas"]
  private static let rounded = ["sfprorounded", "avenirnextrounded", "nunito", "varelaround", "comfortaa", "quicksand"]

  private static func design(of family: String) -> Font.Design {
    if serif.contains(where: { family.hasPrefix($0) }) { return .serif }
    if monospaced.contains(where: { family.hasPrefix($0) }) { return .monospaced }
    if rounded.contains(where: { family.hasPrefix($0) }) { return .rounded }
    return .default
  }

  /// The warning the front end prints once for this name.
  var warning: String {
    let standIn = switch design {
    case .default: "the system font's stand-in (Inter)"
    case .serif: "the serif design's stand-in (DejaVu Serif)"
    case .monospaced: "the monospaced design's stand-in (DejaVu Sans Mono)"
    case .rounded: "the rounded design's stand-in (Comfortaa)"
    }
    return "custom font '\(name)' is not among the pinned fonts; drawn with \(standIn)"
  }
}

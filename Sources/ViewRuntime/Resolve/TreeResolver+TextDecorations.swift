import Foundation
import Graphics

/// Strikethrough, underline and placeholder redaction of a text (`Style/TextDecorations.swift`).
extension TreeResolver {
  /// The paints of the environment's text decorations: a line without its own colour takes the
  /// text's foreground style, as SwiftUI draws it.
  func resolvedDecorations(_ env: EnvironmentValues, _ style: StylePaint) -> ResolvedTextDecorations {
    let d = env.textDecorations
    func paint(_ line: TextDecorations.Line?) -> StylePaint? {
      line.map { $0.color.map { .solid(env.resolve($0)) } ?? style }
    }
    return ResolvedTextDecorations(strikethrough: paint(d.strikethrough), underline: paint(d.underline), isPlaceholder: d.isPlaceholder)
  }

  /// The text with its decorations named for `inspect` (`strikethrough` and `underline` with their
  /// colour, `redacted`).
  func marked(_ text: ResolvedView, _ decorations: TextDecorations, _ resolved: ResolvedTextDecorations) -> ResolvedView {
    guard !decorations.isEmpty else { return text }
    var view = text
    func rgba(_ p: StylePaint) -> [Double] { let c = p.representativeColor; return [c.red, c.green, c.blue, c.alpha] }
    if let p = resolved.underline { view = ResolvedView(.marker(view, InspectModifier(name: "underline", values: ["rgba": rgba(p)]))) }
    if let p = resolved.strikethrough { view = ResolvedView(.marker(view, InspectModifier(name: "strikethrough", values: ["rgba": rgba(p)]))) }
    if resolved.isPlaceholder { view = ResolvedView(.marker(view, InspectModifier(name: "redacted", values: [:], strings: ["reason": "placeholder"]))) }
    return view
  }
}

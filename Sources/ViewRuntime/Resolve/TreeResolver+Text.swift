import Foundation
import Graphics

extension TreeResolver {
  /// A `Text`: its string in the environment's font and foreground style, laid out in lines, with
  /// its parts in styles of their own (see ``styledParts(_:_:_:)``); a changed string cross-fades.
  func resolveText(_ written: String, _ spans: [TextSpanNode], _ ctx: ResolveContext) throws -> ResolvedView {
    let (string, parts) = try styledParts(written, spans, ctx)
    if let custom = ctx.environment.font?.custom { onWarning(custom.warning) }
    let font = ctx.environment.resolvedTextFont
    let style = ctx.environment.primaryForeground
    let run = TextRun(text: string, font: font, paint: style.paint(in: .zero))
    let env = ctx.environment
    let decorations = resolvedDecorations(env, style)
    func layout(_ s: String) -> TextLayout {
      let l = TextLayout(text: s, font: font, alignment: env.multilineTextAlignment, lineLimit: env.lineLimit,
                         minimumLines: env.minimumLines, truncation: env.truncationMode, lineSpacing: env.lineSpacing,
                         parts: s == string ? parts : [], measurer: measurer, minimumScaleFactor: env.minimumScaleFactor,
                         allowsTightening: env.allowsTightening)
      l.decorations = decorations
      return l
    }
    let text = ResolvedView(.text(run, layout(string), style))
    guard let fade = host.textFade(at: ctx.identity, text: string, context: ctx) else { return marked(text, env.textDecorations, decorations) }
    if let shown = contentTransition(text, from: fade.previous, to: string, progress: fade.progress, glyphs: {
      ResolvedView(.text(TextRun(text: $0, font: font, paint: run.paint), layout($0), style))
    }, lineHeight: layout(string).lineHeight, ctx) { return shown }
    // Cross-fade: the new text fades in, the old one fades out at its own size taking no space, both
    // centred in the frame the text is drawn at (see ``CrossFadeCopyDrawer``).
    identify(text, ctx, key: ctx.identity)
    var oldRun = run
    oldRun.text = fade.previous
    let old = ResolvedView(.fixedSize(ResolvedView(.text(oldRun, layout(fade.previous), style)), horizontal: true, vertical: true))
    func placed(_ copy: ResolvedView, outgoing: Bool) -> ResolvedView {
      ResolvedView(.effect(copy, CrossFadeCopyDrawer(key: ctx.identity, text: text, outgoing: outgoing)))
    }
    let fading = ResolvedView(.boundary(
      ResolvedView(.layer(placed(text, outgoing: false), LayerEffect(opacity: fade.progress))),
      removed: [(view: placed(ResolvedView(.layer(old, LayerEffect(opacity: 1 - fade.progress))), outgoing: true), frame: nil)]))
    fading.key = ctx.identity.attribute("contentTransition")
    return fading
  }
}

extension TreeResolver {
  /// The string as drawn (the environment's text case applied) and its parts with their styles. A
  /// part's modifiers are resolved around a probe, under a path of their own, in this environment,
  /// and the probe reads the font, colour and lines they leave: every text modifier means in a part
  /// what it means on a whole text, and a part's colour animates like any foreground style.
  func styledParts(_ written: String, _ spans: [TextSpanNode], _ ctx: ResolveContext) throws -> (String, [TextPart]) {
    let textCase = ctx.environment.textCase
    func cased(_ s: String) -> String {
      switch textCase {
      case .uppercase?: s.uppercased()
      case .lowercase?: s.lowercased()
      case nil: s
      }
    }
    guard !spans.isEmpty else { return (cased(written), []) }
    // Each stretch between part bounds is re-cased alone, so the parts' offsets follow ("ß" → "SS").
    let chars = Array(written)
    func clamp(_ i: Int) -> Int { min(max(0, i), chars.count) }
    let cuts = Set([0, chars.count] + spans.flatMap { [clamp($0.range.lowerBound), clamp($0.range.upperBound)] }).sorted()
    var moved: [Int: Int] = [:]
    var string = ""
    var count = 0
    for (a, b) in zip(cuts, cuts.dropFirst()) {
      moved[a] = count
      let stretch = cased(String(chars[a..<b]))
      string += stretch
      count += stretch.count
    }
    moved[chars.count] = count
    let base = ctx.environment.primaryForeground
    let baseLines = resolvedDecorations(ctx.environment, base)
    var parts: [TextPart] = []
    for (i, span) in spans.enumerated() {
      let probe = EnvironmentProbe()
      _ = try resolve(span.modifiers.reduce(ViewNode.primitive(probe)) { .modified($0, $1) }, ctx.child("/span\(i)"))
      guard let env = probe.box.environment,
            let lower = moved[clamp(span.range.lowerBound)], let upper = moved[clamp(span.range.upperBound)], lower < upper
      else { continue }
      let style = env.primaryForeground
      let lines = resolvedDecorations(env, style)
      parts.append(TextPart(range: lower..<upper, font: env.resolvedTextFont,
                            color: style != base ? style.representativeColor : nil,
                            underline: lines.underline != baseLines.underline ? lines.underline?.representativeColor : nil,
                            strikethrough: lines.strikethrough != baseLines.strikethrough ? lines.strikethrough?.representativeColor : nil))
    }
    return (string, parts)
  }
}

/// Reads the environment its modifiers leave (a styled text's part); draws nothing.
struct EnvironmentProbe: ViewEffect, ResolvableEffect {
  final class Box { var environment: EnvironmentValues? }
  let box = Box()
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    box.environment = r.environment
    return .empty
  }
}

import Foundation
import Graphics

extension TreeResolver {
  /// A text whose string changed in an animated transaction, drawn by the `.contentTransition` around it
  /// (see ``ContentTransitionEffect`` for the choices); nil: the default cross-fade.
  /// - Parameters:
  ///   - text: the new string's view; `glyphs` makes the view of any string in the same font and style.
  func contentTransition(_ text: ResolvedView, from previous: String, to string: String, progress p: Double,
                         glyphs: (String) -> ResolvedView, lineHeight: Double, _ ctx: ResolveContext) -> ResolvedView? {
    guard let kind = ctx.environment.sceneValues[ContentTransitionEffect.environmentKey] as? ContentTransitionEffect.Kind
    else { return nil }
    switch kind {
    case .opacity, .interpolate:
      return nil
    case .identity:
      return text
    case .numericText(let countsDown):
      let down = countsDown ?? Self.countsDown(from: previous, to: string)
      return rolled(from: Array(previous), to: Array(string), p: min(1, max(0, p)), down: down, glyphs: glyphs,
                    distance: ContentTransitionEffect.rollDistance * lineHeight)
    }
  }

  /// One slot per character of the longer string, aligned at the trailing ends: unchanged characters as
  /// they are, changed ones rolling (the old glyph drawn in the new one's slot, taking no space).
  private func rolled(from old: [Character], to new: [Character], p: Double, down: Bool,
                      glyphs: (String) -> ResolvedView, distance d: Double) -> ResolvedView {
    let n = max(old.count, new.count)
    let sign = down ? -1.0 : 1.0
    var slots: [ResolvedView] = []
    for i in 0..<n {
      let o = i - (n - old.count), k = i - (n - new.count)
      let before = o >= 0 ? old[o] : nil, after = k >= 0 ? new[k] : nil
      if before == after, let after {
        slots.append(glyphs(String(after)))
        continue
      }
      // Counting up the new glyph comes from below (+y) and the old one leaves upwards.
      let incoming = after.map { glyphs(String($0)) } ?? ResolvedView(.frame(.empty, width: 0, height: nil, .center))
      let entering = ResolvedView(.opacity(ResolvedView(.offset(incoming, CGSize(width: 0, height: sign * d * (1 - p)))), p))
      guard let before else { slots.append(entering); continue }
      let outgoing = ResolvedView(.fixedSize(glyphs(String(before)), horizontal: true, vertical: true))
      let leaving = ResolvedView(.opacity(ResolvedView(.offset(outgoing, CGSize(width: 0, height: -sign * d * p))), 1 - p))
      slots.append(ResolvedView(.boundary(entering, removed: [(view: leaving, frame: nil)])))
    }
    return ResolvedView(.stack(.horizontal, .center, spacing: 0, slots))
  }

  /// `numericText(value:)`: down when the number the new string shows is below the old one's.
  static func countsDown(from previous: String, to string: String) -> Bool {
    func number(_ s: String) -> Double? { Double(String(s.filter { "0123456789.-".contains($0) })) }
    guard let a = number(previous), let b = number(string) else { return false }
    return b < a
  }
}

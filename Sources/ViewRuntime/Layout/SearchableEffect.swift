import Foundation
import Graphics

/// `.searchable(text:placement:prompt:)`: the search field iOS shows in the enclosing navigation stack's
/// bar, under the large title (or the inline bar): a 36-point rounded field on the tertiary fill with
/// a magnifying glass and the prompt in placeholder grey, or the bound text once there is some. The
/// view itself is unchanged; outside a navigation stack nothing is drawn, as on iOS.
/// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
public struct SearchableEffect: ViewEffect, ResolvableEffect {
  public var text: String
  public var prompt: String
  public init(text: String, prompt: String?) { self.text = text; self.prompt = prompt ?? "Search" }

  /// The row the field takes below the title: 8 points above and below a 36-point field.
  static let rowHeight = 52.0
  static let fieldHeight = 36.0

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Marker(text: text, prompt: prompt)))
  }

  /// The field's look, resolved by the navigation stack that draws it.
  static func field(_ r: EffectResolution, text: String, prompt: String) throws -> ResolvedView {
    let empty = text.isEmpty
    let row = HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(Color.system["secondaryLabel"]!)
      Text(empty ? prompt : text)
        .foregroundStyle(empty ? Color.system["placeholderText"]! : Color.primary)
        .lineLimit(1)
      Spacer(minLength: 0)
    }
    .padding(.horizontal, 8)
    .frame(height: Self.fieldHeight)
    .background(RoundedRectangle(cornerRadius: 10).fill(Color.system["tertiarySystemFill"]!))
    return try r.resolve(row._node, "/search")
  }

  struct Marker: DrawnEffect {
    let text: String
    let prompt: String
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }
}

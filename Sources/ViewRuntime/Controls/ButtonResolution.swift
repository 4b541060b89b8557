import Foundation
import Graphics

/// `Button` in the environment's style (`.buttonStyle`, `.controlSize`, `.tint`, `.buttonBorderShape`, role).
/// https://developer.apple.com/documentation/swiftui/button
///
/// `.automatic` and `.borderless` draw the label in the tint (what buttons always drew here, so scenes
/// written before styles existed draw the same); `.plain` leaves the label's own colours; `.bordered` puts
/// the tinted label on the tint at `ControlChoices.borderedFillOpacity`; `.borderedProminent` puts a white
/// label on the solid tint. Sizes come from `ControlChoices.button(_:)`.
extension TreeResolver {
  func resolveButton(_ button: ButtonNode, _ ctx: ResolveContext) throws -> ResolvedView {
    let env = ctx.environment.controls
    if !env.isDisabled { tapActions.append(button.action) }
    var inner = ctx.child("/label")
    inner.environment.controls.buttonRole = nil
    let scheme = ctx.environment.colorScheme
    let tint = env.buttonRole == .destructive ? ControlChoices.destructive : (env.tint ?? .accentColor)
    let view: ResolvedView
    if let custom = env.customButtonStyle {
      // A custom style draws whatever its body says; the label inside is not tinted (as in SwiftUI).
      inner.environment.controls.customButtonStyle = nil
      view = try resolve(try custom.makeBody(button.label, false, env.buttonRole), inner)
    } else {
      switch env.buttonStyle {
      case .automatic, .borderless:
        if inner.environment.foregroundStyles.isEmpty { inner.environment.foregroundStyles = [.solid(tint.resolved(scheme))] }
        view = try resolve(button.label, inner)
      case .plain:
        view = try resolve(button.label, inner)
      case .bordered, .borderedProminent:
        view = try bordered(button, env, tint, ctx, &inner)
      }
    }
    let style = env.customButtonStyle == nil ? Double(Self.styleCodes.firstIndex(of: env.buttonStyle) ?? 0) : 10
    let marked = ResolvedView(.marker(view, InspectModifier(name: "button", values: [
      "style": [style],
      "controlSize": [Double(ControlSize.allCases.firstIndex(of: env.controlSize) ?? 2)],
      "destructive": [env.buttonRole == .destructive ? 1 : 0],
    ])))
    return env.isDisabled ? ResolvedView(.opacity(marked, ControlChoices.disabledOpacity)) : marked
  }

  /// Codes `inspect` reports for a button's style (`button.style`): their index here; a custom style is 10.
  static let styleCodes: [ButtonStyleKind] = [.automatic, .plain, .borderless, .bordered, .borderedProminent]

  private func bordered(_ button: ButtonNode, _ env: ControlEnvironment, _ tint: Color, _ ctx: ResolveContext,
                        _ inner: inout ResolveContext) throws -> ResolvedView {
    let m = ControlChoices.button(env.controlSize)
    let scheme = ctx.environment.colorScheme
    let prominent = env.buttonStyle == .borderedProminent
    if inner.environment.font == nil { inner.environment.font = m.font }
    if inner.environment.foregroundStyles.isEmpty {
      let text = prominent ? ControlChoices.prominentLabel : tint
      inner.environment.foregroundStyles = [.solid(animatedColor(ctx, "button.label", text.resolved(scheme)))]
    }
    let label = try resolve(button.label, inner)
    let shape: ShapeKind
    var padding = EdgeInsets(top: m.verticalPadding, leading: m.horizontalPadding, bottom: m.verticalPadding, trailing: m.horizontalPadding)
    switch env.buttonBorderShape {
    case .automatic, .roundedRectangle: shape = .roundedRectangle(cornerRadius: m.cornerRadius)
    case .roundedRectangleRadius(let r): shape = .roundedRectangle(cornerRadius: r)
    case .capsule: shape = .capsule
    case .circle:
      shape = .circle
      padding = EdgeInsets(top: m.verticalPadding, leading: m.verticalPadding, bottom: m.verticalPadding, trailing: m.verticalPadding)
    }
    var fill = tint.resolved(scheme)
    if !prominent { fill = fill.withAlphaMultiplied(by: ControlChoices.borderedFillOpacity) }
    let background = ResolvedView(.shape(shape, fill: .solid(animatedColor(ctx, "button.fill", fill)), stroke: nil))
    return ResolvedView(.background(ResolvedView(.padding(label, padding)), background, .center))
  }
}

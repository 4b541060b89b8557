import AnimationEngine
import Foundation
import Graphics

/// `Toggle(_:isOn:)` in the switch style: the label, then a 51×31 track with a 27-point knob. When the bound
/// value changes the knob's offset and the track's colour animate with the change's transaction, as any
/// animated value does; a toggle flipped by a scene tap with no animation in its transaction uses
/// `ControlChoices.toggleTapAnimation` (iOS animates its switches itself).
/// https://developer.apple.com/documentation/swiftui/toggle
public struct ToggleControl: ViewEffect, ResolvableEffect {
  public var label: ViewNode
  public var isOn: Bool
  /// Writes the bound value.
  public var set: (Bool) throws -> Void

  public init(label: ViewNode, isOn: Bool, set: @escaping (Bool) throws -> Void) {
    self.label = label; self.isOn = isOn; self.set = set
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let env = r.environment.controls
    var action: (() throws -> Void)?
    if !env.isDisabled {
      let (isOn, set) = (self.isOn, self.set)
      action = {
        let current = TransactionRecorder.current?.stack.last
        if current?.animation == nil && current?.disablesAnimations != true {
          try withAnimation(ControlChoices.toggleTapAnimation) { try set(!isOn) }
        } else {
          try set(!isOn)
        }
      }
    }
    var children = [switchNode(env)]
    if env.toggleStyle == .button {
      children = [buttonStyled(env)]
    } else if !Self.isEmpty(label) {
      children.insert(ToggleControl.leadingLabel(label), at: 0)
    }
    let row = ViewNode.stack(StackNode(axis: .horizontal, spacing: 0, children: children))
    var view = ResolvedView(.marker(try r.resolve(row, "/toggle"), InspectModifier(name: "toggle", values: ["isOn": [isOn ? 1 : 0]])))
    if env.isDisabled { view = ResolvedView(.opacity(view, ControlChoices.disabledOpacity)) }
    return r.tapTarget(view, action)
  }

  /// The switch: its track colour and knob offset are plain animatable modifiers, so a change animates.
  private func switchNode(_ env: ControlEnvironment) -> ViewNode {
    let on = env.tint ?? ControlChoices.switchOn
    let track = Capsule().fill(isOn ? on : ControlChoices.switchOff)
    let knob = Circle().fill(ControlChoices.knob)
      .frame(width: ControlChoices.knobDiameter, height: ControlChoices.knobDiameter)
      .shadow(color: Color(white: 0, opacity: ControlChoices.knobShadowOpacity), radius: 2, x: 0, y: 1)
      .offset(x: isOn ? ControlChoices.knobTravel : -ControlChoices.knobTravel)
    return ZStack { track; knob }.frame(width: ControlChoices.switchWidth, height: ControlChoices.switchHeight)._node
  }

  /// `.toggleStyle(.button)`: a bordered button, prominent while on.
  private func buttonStyled(_ env: ControlEnvironment) -> ViewNode {
    let m = ControlChoices.button(env.controlSize)
    let tint = env.tint ?? .accentColor
    return AnyView(node: label)
      .padding(EdgeInsets(top: m.verticalPadding, leading: m.horizontalPadding, bottom: m.verticalPadding, trailing: m.horizontalPadding))
      .foregroundStyle(isOn ? ControlChoices.prominentLabel : tint)
      .background(RoundedRectangle(cornerRadius: m.cornerRadius).fill(isOn ? tint : tint.opacity(ControlChoices.borderedFillOpacity)))
      ._node
  }

  /// A control's label taking the row's free width, leading, with the label spacing before the control.
  static func leadingLabel(_ label: ViewNode) -> ViewNode {
    AnyView(node: label).frame(maxWidth: .infinity, alignment: .leading).padding(.trailing, ControlChoices.toggleLabelSpacing)._node
  }

  static func isEmpty(_ node: ViewNode) -> Bool {
    switch node {
    case .empty: return true
    case .text(let s): return s.isEmpty
    case .group(let nodes): return nodes.allSatisfy(isEmpty)
    case .forEach(let rows): return rows.allSatisfy { isEmpty($0.node) }
    default: return false
    }
  }
}

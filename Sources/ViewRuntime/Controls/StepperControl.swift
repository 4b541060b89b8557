import AnimationEngine
import Foundation
import Graphics

/// `Stepper`: the label, then UIStepper's 94×32 rounded box with − and + halves split by a short divider. An end
/// the value cannot pass draws its sign in `tertiaryLabel`. A scene tap presses + (a choice: scene taps carry no
/// position; `Tap(on:)` from the interaction work can press either half).
/// https://developer.apple.com/documentation/swiftui/stepper
public struct StepperControl: ViewEffect, ResolvableEffect {
  public var label: ViewNode
  public var canDecrement: Bool
  public var canIncrement: Bool
  public var increment: () throws -> Void
  public var decrement: () throws -> Void
  /// The bound value, for `inspect` (nil with `onIncrement:onDecrement:`).
  public var value: Double?

  public init(label: ViewNode, value: Double? = nil, canDecrement: Bool = true, canIncrement: Bool = true,
              increment: @escaping () throws -> Void, decrement: @escaping () throws -> Void) {
    self.label = label; self.value = value; self.canDecrement = canDecrement; self.canIncrement = canIncrement
    self.increment = increment; self.decrement = decrement
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let env = r.environment.controls
    let half = ControlChoices.stepperWidth / 2
    func sign(_ name: String, _ enabled: Bool) -> AnyView {
      Image(systemName: name)
        .foregroundStyle(enabled ? Color.primary : Color.system["tertiaryLabel"]!)
        .frame(width: half, height: ControlChoices.stepperHeight)
    }
    let divider = Rectangle().fill(ControlChoices.stepperDivider).frame(width: 1, height: ControlChoices.stepperDividerHeight)
    let box = HStack(spacing: 0) { sign("minus", canDecrement); sign("plus", canIncrement) }
      .overlay(divider)
      .background(RoundedRectangle(cornerRadius: ControlChoices.stepperCornerRadius).fill(ControlChoices.stepperFill))
      .font(.system(size: 17, weight: .medium))
    var children = [box._node]
    if !ToggleControl.isEmpty(label) { children.insert(ToggleControl.leadingLabel(label), at: 0) }
    let row = ViewNode.stack(StackNode(axis: .horizontal, spacing: 0, children: children))
    var values: [String: [Double]] = ["canIncrement": [canIncrement ? 1 : 0], "canDecrement": [canDecrement ? 1 : 0]]
    if let value { values["value"] = [value] }
    let view = ResolvedView(.marker(try r.resolve(row, "/stepper"), InspectModifier(name: "stepper", values: values)))
    // A tap presses + (a scene tap has no position on the control).
    return r.tapTarget(env.isDisabled ? ResolvedView(.opacity(view, ControlChoices.disabledOpacity)) : view,
                       !env.isDisabled && canIncrement ? increment : nil)
  }
}

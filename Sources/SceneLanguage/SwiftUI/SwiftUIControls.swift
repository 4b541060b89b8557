import AnimationEngine
import Foundation
import ViewRuntime

extension ControlSize: HostPayloadArgument { static var hostTypeName: String { "ControlSize" } }
extension ButtonBorderShape: HostPayloadArgument { static var hostTypeName: String { "ButtonBorderShape" } }
extension ButtonRole: HostPayloadArgument { static var hostTypeName: String { "ButtonRole" } }
extension LabelStyleKind: HostPayloadArgument { static var hostTypeName: String { "LabelStyle" } }

/// `Button` (titles, symbols, roles, label closures), `Label`, and the modifiers controls read:
/// `buttonStyle`, `controlSize`, `tint`, `buttonBorderShape`, `labelStyle`, `disabled`.
/// The drawing is in `ViewRuntime/Controls/`.
extension HostRegistry {
  mutating func registerControls() {
    registerButtons()
    registerControlModifiers()
    registerControlInputs()
  }

  private mutating func registerButtons() {
    let title = Param<String>(nil, "title")
    let action = Param<SceneClosure>("action")
    let label = Param<BuilderClosure>("label")
    let systemImage = Param<String>("systemImage")
    let role = Param<ButtonRole?>("role")
    func button(_ c: BindingCall, _ label: ViewNode, role: ButtonRole? = nil) throws -> Value {
      let node = ViewNode.button(ButtonNode(label: label, action: c.interpreter.runtimeAction(try c[action].function)))
      guard let role else { return HostRegistry.view(node, "Button") }
      // The role travels down the environment to the button it wraps, which reads and clears it.
      return HostRegistry.view(AnyView(node: node).modifier(.effect(ControlEnvironmentModifier { $0.buttonRole = role }))._node, "Button")
    }
    func symbolLabel(_ c: BindingCall) throws -> ViewNode {
      let symbol = try c[systemImage]
      try HostRegistry.checkSymbol(symbol, c)
      return .primitive(ControlLabel(try c[title], systemImage: symbol))
    }
    viewType("Button", [
      .binding(title, action) { c in try button(c, .text(try c[title])) },
      .binding(action, label) { c in try button(c, try c.viewNode(try c[label])) },
      .binding(title, systemImage, action) { c in try button(c, try symbolLabel(c)) },
      .binding(title, role, action) { c in try button(c, .text(try c[title]), role: try c[role]) },
      .binding(role, action, label) { c in try button(c, try c.viewNode(try c[label]), role: try c[role]) },
      .binding(title, systemImage, role, action) { c in try button(c, try symbolLabel(c), role: try c[role]) },
    ])
    statics("ButtonRole", [("destructive", ButtonRole.destructive), ("cancel", .cancel)])

    let icon = Param<BuilderClosure>("icon"), titleBuilder = Param<BuilderClosure>("title")
    modify("Label") { t in
      t.conformances.insert("View")
      t.addInit(.binding(title, systemImage, returns: .named("Label")) { c in HostRegistry.view(try symbolLabel(c), "Label") })
      t.addInit(.binding(titleBuilder, icon, returns: .named("Label")) { c in
        let titleNode = try c.viewNode(try c[titleBuilder])
        var text: String?
        if case .text(let s) = titleNode { text = s }
        return HostRegistry.view(.primitive(ControlLabel(title: titleNode, icon: try c.viewNode(try c[icon]), titleText: text)), "Label")
      })
    }
  }

  private mutating func registerControlModifiers() {
    func environment(_ change: @escaping (inout ControlEnvironment) -> Void) -> ViewModifierNode {
      .effect(ControlEnvironmentModifier(change))
    }
    statics("PrimitiveButtonStyle", [("automatic", ButtonStyleKind.automatic), ("plain", .plain), ("borderless", .borderless),
                                     ("bordered", .bordered), ("borderedProminent", .borderedProminent)])
    // The style types written out (`BorderlessButtonStyle()`), as older code does.
    for (name, kind) in [("DefaultButtonStyle", ButtonStyleKind.automatic), ("PlainButtonStyle", .plain), ("BorderlessButtonStyle", .borderless),
                         ("BorderedButtonStyle", .bordered), ("BorderedProminentButtonStyle", .borderedProminent)] {
      modify(name) { $0.addInit(.binding(returns: .named("PrimitiveButtonStyle")) { _ in HostRegistry.host("PrimitiveButtonStyle", kind) }) }
    }
    let style = Param<Value>(nil, "style", type: .named("PrimitiveButtonStyle"))
    modifier("buttonStyle", style) { c, v in
      let value = try c[style]
      if let kind = value.host(ButtonStyleKind.self) { return v.modifier(environment { $0.buttonStyle = kind; $0.customButtonStyle = nil }) }
      let custom = try c.interpreter.customButtonStyle(value)
      return v.modifier(environment { $0.customButtonStyle = custom })
    }
    statics("ControlSize", ControlSize.allCases.map { ($0.rawValue, $0) })
    let size = Param<ControlSize>(nil, "controlSize")
    modifier("controlSize", size) { c, v in let s = try c[size]; return v.modifier(environment { $0.controlSize = s }) }
    // `.tint(_:)` is TintModifier's (SwiftUIModifiers.swift): it sets the controls' tint too.
    statics("ButtonBorderShape", [("automatic", ButtonBorderShape.automatic), ("capsule", .capsule), ("circle", .circle),
                                  ("roundedRectangle", .roundedRectangle)])
    let radius = Param<Double>("radius")
    modify("ButtonBorderShape") { t in
      t.addStaticMethod("roundedRectangle", .binding(radius, returns: .named("ButtonBorderShape")) { c in
        HostRegistry.host("ButtonBorderShape", ButtonBorderShape.roundedRectangleRadius(try c[radius]))
      })
    }
    let shape = Param<ButtonBorderShape>(nil, "shape")
    modifier("buttonBorderShape", shape) { c, v in let s = try c[shape]; return v.modifier(environment { $0.buttonBorderShape = s }) }
    statics("LabelStyle", [("automatic", LabelStyleKind.automatic), ("titleAndIcon", .titleAndIcon), ("iconOnly", .iconOnly), ("titleOnly", .titleOnly)])
    let labelStyle = Param<LabelStyleKind>(nil, "style")
    modifier("labelStyle", labelStyle) { c, v in let s = try c[labelStyle]; return v.modifier(environment { $0.labelStyle = s }) }
    // `ButtonStyle.Configuration`: the label as a view, and `isPressed`.
    for name in ["ButtonStyleConfiguration", "Configuration"] {
      modify(name) { t in
        t.addProperty("label", HostProperty(type: .named("View")) { v in HostRegistry.view(v.host(ButtonConfigurationValue.self)?.label ?? .empty) })
        t.addProperty("isPressed", HostProperty(type: .bool) { v in .bool(v.host(ButtonConfigurationValue.self)?.isPressed ?? false) })
        t.addProperty("role", HostProperty(type: .optional(.named("ButtonRole"))) { v in
          v.host(ButtonConfigurationValue.self)?.role.map { HostRegistry.host("ButtonRole", $0) } ?? .null
        })
      }
    }
    let disabled = Param<Bool>(nil, "disabled")
    modifier("disabled", disabled) { c, v in let d = try c[disabled]; return v.modifier(environment { $0.isDisabled = $0.isDisabled || d }) }
  }
}

extension Interpreter {
  /// A scene type conforming to `ButtonStyle`: its `makeBody(configuration:)` builds each button, given a
  /// configuration whose `label` is the button's label and `isPressed` false (scene taps are instants).
  func customButtonStyle(_ value: Value) throws -> CustomButtonStyle {
    guard case .instance(let instance) = deref(value), instance.definition.methods["makeBody"] != nil else {
      throw HostError("buttonStyle(_:) takes a button style like .bordered or a ButtonStyle type with makeBody(configuration:); '\(value.sceneType)' is neither")
    }
    return CustomButtonStyle { [self] label, isPressed, role in
      try scoped {
        var receiver = Value.instance(instance)
        let configuration = HostRegistry.host("ButtonStyleConfiguration", ButtonConfigurationValue(label: label, isPressed: isPressed, role: role))
        let argument = CallArgument(label: "configuration", source: .value(configuration), isTrailingClosure: false, position: instance.definition.node.position)
        return try viewNode(try callMethod("makeBody", on: &receiver, [argument], in: globals, hint: nil, node: instance.definition.node))
      }
    }
  }
}

/// What `makeBody(configuration:)` receives.
struct ButtonConfigurationValue {
  let label: ViewNode
  let isPressed: Bool
  let role: ButtonRole?
}

import AnimationEngine
import Foundation
import ViewRuntime

extension ToggleStyleKind: HostPayloadArgument { static var hostTypeName: String { "ToggleStyle" } }
extension PickerStyleKind: HostPayloadArgument { static var hostTypeName: String { "PickerStyle" } }
extension ProgressViewStyleKind: HostPayloadArgument { static var hostTypeName: String { "ProgressViewStyle" } }
extension TextFieldStyleKind: HostPayloadArgument { static var hostTypeName: String { "TextFieldStyle" } }

/// A `Binding` argument (`$isOn`): the cell a control reads now and writes when it is tapped.
struct BindingArgument: SceneArgument {
  let cell: StateCell
  static var sceneType: SceneType { .named("Binding") }
  static func decode(_ value: Value, in call: HostCall) throws -> BindingArgument {
    guard case .binding(let cell) = value else { throw ArgumentMismatch(found: value.sceneType, expected: sceneType) }
    return BindingArgument(cell: cell)
  }
}

/// `Toggle`, `Slider`, `Stepper`, `ProgressView`, `TextField`, `SecureField`, `Picker`, `Link`, and their style
/// modifiers. Each reads its binding when the view is built (a body runs again when state changes) and writes
/// it from the runtime's tap actions.
extension HostRegistry {
  mutating func registerControlInputs() {
    let title = Param<String>(nil, "title")
    let isOn = Param<BindingArgument>("isOn")
    let label = Param<BuilderClosure>("label")
    let systemImage = Param<String>("systemImage")
    func toggle(_ c: BindingCall, _ label: ViewNode) throws -> Value {
      let cell = try c[isOn].cell
      let on = c.interpreter.deref(cell.value).asBool ?? false
      return HostRegistry.view(.primitive(ToggleControl(label: label, isOn: on) { cell.value = .bool($0) }), "Toggle")
    }
    viewType("Toggle", [
      .binding(title, isOn) { c in try toggle(c, .text(try c[title])) },
      .binding(isOn, label) { c in try toggle(c, try c.viewNode(try c[label])) },
      .binding(title, systemImage, isOn) { c in
        let symbol = try c[systemImage]
        try HostRegistry.checkSymbol(symbol, c)
        return try toggle(c, .primitive(ControlLabel(try c[title], systemImage: symbol)))
      },
    ])
    statics("ToggleStyle", [("automatic", ToggleStyleKind.automatic), ("switch", .switchStyle), ("button", .button)])
    let toggleStyle = Param<ToggleStyleKind>(nil, "style")
    modifier("toggleStyle", toggleStyle) { c, v in let s = try c[toggleStyle]; return v.modifier(.effect(ControlEnvironmentModifier { $0.toggleStyle = s })) }

    let value = Param<BindingArgument>("value")
    let range = Param<Value?>("in", type: .named("DoubleRange"), default: nil)
    let step = Param<Double?>("step", default: nil)
    let minimumValueLabel = Param<BuilderClosure?>("minimumValueLabel", default: nil)
    let maximumValueLabel = Param<BuilderClosure?>("maximumValueLabel", default: nil)
    let onEditingChanged = Param<SceneClosure?>("onEditingChanged", default: nil)
    func bounds(_ c: BindingCall) throws -> (Double, Double) {
      guard let r = try c[range] else { return (0, 1) }
      let d = try DoubleRange.decode(r)
      return (d.lower, d.upper)
    }
    func slider(_ c: BindingCall, min: ViewNode? = nil, max: ViewNode? = nil) throws -> Value {
      let (lo, hi) = try bounds(c)
      let v = c.interpreter.deref(try c[value].cell.value).asDouble ?? lo
      return HostRegistry.view(.primitive(SliderControl(value: v, in: lo...Swift.max(lo, hi), minimumValueLabel: min, maximumValueLabel: max)), "Slider")
    }
    viewType("Slider", [
      .binding(value, range, step, onEditingChanged) { c in try slider(c) },
      .binding(value, range, step, label, minimumValueLabel, maximumValueLabel, onEditingChanged) { c in
        try slider(c, min: try c[minimumValueLabel].map { try c.viewNode($0) }, max: try c[maximumValueLabel].map { try c.viewNode($0) })
      },
    ])

    let stepBy = Param<Double>("step", default: 1)
    let onIncrement = Param<SceneClosure?>("onIncrement", default: nil), onDecrement = Param<SceneClosure?>("onDecrement", default: nil)
    func stepper(_ c: BindingCall, _ label: ViewNode) throws -> Value {
      let cell = try c[value].cell
      let current = c.interpreter.deref(cell.value)
      let isInt: Bool = { if case .int = current { return true }; return false }()
      let v = current.asDouble ?? 0
      let (lo, hi) = try c[range] == nil ? (-Double.infinity, Double.infinity) : try bounds(c)
      let by = try c[stepBy]
      func write(_ x: Double) { cell.value = isInt ? .int(Int(x.rounded())) : .double(x) }
      return HostRegistry.view(.primitive(StepperControl(
        label: label, value: v, canDecrement: v > lo, canIncrement: v < hi,
        increment: { write(Swift.min(hi, v + by)) }, decrement: { write(Swift.max(lo, v - by)) })), "Stepper")
    }
    func stepperActions(_ c: BindingCall, _ label: ViewNode) throws -> Value {
      let up = try c[onIncrement].map { c.interpreter.runtimeAction($0.function) } ?? {}
      let down = try c[onDecrement].map { c.interpreter.runtimeAction($0.function) } ?? {}
      return HostRegistry.view(.primitive(StepperControl(label: label, increment: up, decrement: down)), "Stepper")
    }
    viewType("Stepper", [
      .binding(title, value, range, stepBy) { c in try stepper(c, .text(try c[title])) },
      .binding(value, range, stepBy, label) { c in try stepper(c, try c.viewNode(try c[label])) },
      .binding(title, onIncrement, onDecrement) { c in try stepperActions(c, .text(try c[title])) },
      .binding(onIncrement, onDecrement, label) { c in try stepperActions(c, try c.viewNode(try c[label])) },
    ])

    let progress = Param<Double?>("value", default: nil)
    let total = Param<Double>("total", default: 1)
    viewType("ProgressView", [
      .binding { _ in HostRegistry.view(.primitive(ProgressControl(value: nil)), "ProgressView") },
      .binding(title) { c in HostRegistry.view(.primitive(ProgressControl(value: nil, label: .text(try c[title]))), "ProgressView") },
      .binding(progress, total) { c in HostRegistry.view(.primitive(ProgressControl(value: try c[progress], total: try c[total])), "ProgressView") },
      .binding(title, progress, total) { c in
        HostRegistry.view(.primitive(ProgressControl(value: try c[progress], total: try c[total], label: .text(try c[title]))), "ProgressView")
      },
      .binding(progress, total, label) { c in
        HostRegistry.view(.primitive(ProgressControl(value: try c[progress], total: try c[total], label: try c.viewNode(try c[label]))), "ProgressView")
      },
    ])
    // `Gauge` in iOS's default linear-capacity style: its label above a bar like a determinate ProgressView's.
    let gaugeValue = Param<Double>("value")
    let currentValueLabel = Param<BuilderClosure?>("currentValueLabel", default: nil)
    viewType("Gauge", [
      .binding(gaugeValue, range, label, currentValueLabel) { c in
        let (lo, hi) = try bounds(c)
        let node = ProgressControl(value: try c[gaugeValue] - lo, total: hi - lo, label: try c.viewNode(try c[label]))
        return HostRegistry.view(.primitive(node), "Gauge")
      },
    ])
    statics("ProgressViewStyle", [("automatic", ProgressViewStyleKind.automatic), ("linear", .linear), ("circular", .circular)])
    let progressStyle = Param<ProgressViewStyleKind>(nil, "style")
    modifier("progressViewStyle", progressStyle) { c, v in let s = try c[progressStyle]; return v.modifier(.effect(ControlEnvironmentModifier { $0.progressViewStyle = s })) }

    let text = Param<BindingArgument>("text")
    let prompt = Param<Value?>("prompt", default: nil)
    func field(_ c: BindingCall, secure: Bool) throws -> Value {
      let cell = try c[text].cell, name = try c[title]
      let s = c.interpreter.deref(cell.value).asString ?? ""
      let view = AnyView(node: .primitive(TextFieldControl(placeholder: name, text: s, isSecure: secure)))
      // Typing from `Type("…", into: name, at:)` writes through the binding (InteractionEvent.swift).
      let hook = TextInputHook(title: name, text: { [interpreter = c.interpreter] in interpreter.deref(cell.value).asString ?? "" },
                               setText: { cell.value = .string($0) })
      return HostRegistry.view(view.modifier(.effect(InteractionEffect(.textInput(hook))))._node, secure ? "SecureField" : "TextField")
    }
    viewType("TextField", [.binding(title, text, prompt) { c in try field(c, secure: false) }])
    viewType("SecureField", [.binding(title, text, prompt) { c in try field(c, secure: true) }])
    statics("TextFieldStyle", [("automatic", TextFieldStyleKind.automatic), ("plain", .plain), ("roundedBorder", .roundedBorder)])
    let fieldStyle = Param<TextFieldStyleKind>(nil, "style")
    modifier("textFieldStyle", fieldStyle) { c, v in let s = try c[fieldStyle]; return v.modifier(.effect(ControlEnvironmentModifier { $0.textFieldStyle = s })) }

    let selection = Param<BindingArgument>("selection")
    let content = Param<BuilderClosure>("content")
    func picker(_ c: BindingCall, _ label: ViewNode) throws -> Value {
      let cell = try c[selection].cell
      let options = HostRegistry.taggedOptions(try c.viewNode(try c[content]))
      let current = SceneHashable(c.interpreter.deref(cell.value))
      let selected = options.firstIndex { $0.tag == AnyHashable(current) }
      let tags = options.map(\.tag)
      return HostRegistry.view(.primitive(PickerControl(label: label, options: options.map(\.view), selected: selected) { i in
        if let tag = tags[i].base as? SceneHashable { cell.value = tag.value }
      }), "Picker")
    }
    viewType("Picker", [
      .binding(title, selection, content) { c in try picker(c, .text(try c[title])) },
      .binding(selection, content, label) { c in try picker(c, try c.viewNode(try c[label])) },
    ])
    statics("PickerStyle", [("automatic", PickerStyleKind.automatic), ("segmented", .segmented), ("menu", .menu), ("wheel", .wheel), ("inline", .inline)])
    let pickerStyle = Param<PickerStyleKind>(nil, "style")
    modifier("pickerStyle", pickerStyle) { c, v in let s = try c[pickerStyle]; return v.modifier(.effect(ControlEnvironmentModifier { $0.pickerStyle = s })) }

    let destination = Param<Value>("destination")
    viewType("Link", [
      .binding(title, destination) { c in
        HostRegistry.view(.primitive(LinkControl(label: .text(try c[title]), destination: "\(try c[destination])")), "Link")
      },
      .binding(destination, label) { c in
        HostRegistry.view(.primitive(LinkControl(label: try c.viewNode(try c[label]), destination: "\(try c[destination])")), "Link")
      },
    ])
    // `URL(string:)`: a link's destination, kept as its text (nothing is opened in a render).
    let string = Param<String>("string")
    modify("URL") { t in t.addInit(.binding(string, returns: .optional(.named("URL"))) { c in HostRegistry.host("URL", try c[string]) }) }
  }

  /// A picker's options: the views in its content carrying a `.tag`, in order (groups from `ForEach` flattened).
  static func taggedOptions(_ node: ViewNode) -> [(view: ViewNode, tag: AnyHashable)] {
    switch node {
    case .group(let nodes): return nodes.flatMap(taggedOptions)
    case .conditional(_, let inner): return taggedOptions(inner)
    default:
      return tag(of: node).map { [(node, $0)] } ?? []
    }
  }

  private static func tag(of node: ViewNode) -> AnyHashable? {
    guard case .modified(let inner, let modifier) = node else { return nil }
    if case .effect(let e) = modifier, let t = e as? TagEffect { return t.tag }
    return tag(of: inner)
  }
}

/// One parameter of a binding, declared once: its Swift label, its type (which also drives literal typing
/// and implicit members at the call site) and its default. The binding reads the argument back through the
/// same value, `try c[radius]`, so reordering or adding parameters cannot shift what another one reads.
///
///     let radius = Param<Double>("cornerRadius")
///     let anchor = Param<UnitPoint>("anchor", default: .center)
///     let width = Param<Double?>("width", default: nil)     // `nil` when omitted or written `nil`
///     let label = Param<String>(nil, "title")               // `_ title: String`
///
/// Unlabelled parameters are told apart by their internal name, as in Swift's `_ title: String`.
struct Param<T: SceneArgument>: BindingParameter {
  let label: String?
  let name: String
  let type: SceneType
  /// The value an omitted argument takes; nil when the argument is required.
  let omitted: T?

  /// A required parameter. `type` overrides the matcher's type where Swift's is wider than the decoded one
  /// (an untyped `.any` target, `some Shape`).
  init(_ label: String?, _ name: String? = nil, type: SceneType? = nil) {
    self.label = label
    self.name = name ?? label ?? "_"
    self.type = type ?? T.sceneType
    self.omitted = nil
  }

  /// A defaulted parameter: an omitted argument reads as `defaultValue`.
  init(_ label: String?, _ name: String? = nil, type: SceneType? = nil, default defaultValue: T) {
    self.label = label
    self.name = name ?? label ?? "_"
    self.type = type ?? T.sceneType
    self.omitted = .some(defaultValue)
  }

  var hostParameter: HostParameter {
    HostParameter(label, type, default: omitted != nil, builder: T.isBuilder)
  }

  /// How errors name the parameter: its label, or its position for `_` (as the compiler does).
  func displayName(at index: Int) -> String { label.map { "'\($0)'" } ?? "#\(index + 1)" }

  func decode(_ argument: Value?, index: Int, in call: HostCall) throws -> T {
    guard let argument else {
      if let omitted { return omitted }
      throw HostError("missing argument for parameter \(displayName(at: index))")
    }
    do {
      return try T.decode(argument, in: call)
    } catch let mismatch as ArgumentMismatch {
      throw mismatch.error(parameter: displayName(at: index))
    }
  }
}

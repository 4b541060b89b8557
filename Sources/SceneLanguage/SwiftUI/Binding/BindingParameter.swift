/// A declared parameter, type-erased so one binding can list parameters of different types.
protocol BindingParameter {
  var name: String { get }
  var hostParameter: HostParameter { get }
}

/// A variadic parameter (`String(format:_:)`'s arguments): reads as the array of its arguments.
struct VariadicParam<Element: SceneArgument>: BindingParameter {
  let label: String?
  let name: String

  init(_ label: String?, _ name: String) {
    self.label = label
    self.name = name
  }

  var hostParameter: HostParameter { HostParameter(label, Element.sceneType, variadic: true) }

  func decode(_ argument: Value?, index: Int, in call: HostCall) throws -> [Element] {
    try (argument?.asArray ?? []).map { value in
      do {
        return try Element.decode(value, in: call)
      } catch let mismatch as ArgumentMismatch {
        throw mismatch.error(parameter: label.map { "'\($0)'" } ?? "#\(index + 1)")
      }
    }
  }
}

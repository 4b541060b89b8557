import AnimationEngine
@testable import SceneLanguage

/// Loads `source` with the standard registry and evaluates `expression` against its globals.
func evaluate(_ expression: String, in source: String = "", registry: HostRegistry = .standard, budget: Budget = .standard) throws -> Value {
  let program = try SceneProgram(source: source, fileName: "test.swift-dsl", registry: registry, budget: budget)
  return try program.evaluate(expression)
}

/// The diagnostics' header lines for a scene that must fail to load.
func loadErrors(_ source: String, registry: HostRegistry = .standard, budget: Budget = .standard) -> [String] {
  do {
    _ = try SceneProgram(source: source, fileName: "test.swift-dsl", registry: registry, budget: budget)
    return []
  } catch {
    return error.headers
  }
}

extension Value {
  var doubles: [Double]? { asArray?.compactMap(\.asDouble) }
  var strings: [String]? { asArray?.compactMap(\.asString) }
  var angle: Angle? { host(Angle.self) }
}

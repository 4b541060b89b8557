import SwiftSyntax

/// One argument at a call site: an expression still to evaluate (so it can be typed by its parameter) or
/// a value already evaluated.
struct CallArgument {
  enum Source {
    case expr(ExprSyntax)
    case value(Value)
  }
  var label: String?
  var source: Source
  var isTrailingClosure: Bool
  var position: AbsolutePosition
}

/// A parameter list in the shape the matcher needs.
struct Signature {
  struct Parameter {
    var label: String?
    var type: SceneType
    var hasDefault: Bool
    var isVariadic: Bool
  }
  var parameters: [Parameter]

  var labelText: String { "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}

extension Interpreter {
  func arguments(of call: FunctionCallExprSyntax) -> [CallArgument] {
    // Cached per call site: per-frame closures evaluate the same calls every frame.
    if let cached = argumentCache[call.id] { return cached }
    var args = call.arguments.map {
      CallArgument(label: $0.label?.text, source: .expr($0.expression), isTrailingClosure: false, position: $0.positionAfterSkippingLeadingTrivia)
    }
    if let trailing = call.trailingClosure {
      args.append(CallArgument(label: nil, source: .expr(ExprSyntax(trailing)), isTrailingClosure: true, position: trailing.position))
    }
    for extra in call.additionalTrailingClosures {
      args.append(
        CallArgument(label: extra.label.text, source: .expr(ExprSyntax(extra.closure)), isTrailingClosure: true, position: extra.position))
    }
    argumentCache[call.id] = args
    return args
  }

  /// Where `node`'s first token starts (after trivia), cached. swift-syntax finds a node's first token
  /// by walking down its leftmost children, O(depth) each time, so a long modifier chain (each call's
  /// leftmost descendant is the chain's start) would cost O(n²); here the walk stops at the first node
  /// already cached and fills the cache for the whole path it took.
  func start(of node: some SyntaxProtocol) -> AbsolutePosition {
    if let cached = startCache[node.id] { return cached }
    var path: [Syntax] = []
    var current = Syntax(node)
    var position: AbsolutePosition
    while true {
      if let cached = startCache[current.id] { position = cached; break }
      path.append(current)
      if let token = current.as(TokenSyntax.self) { position = token.positionAfterSkippingLeadingTrivia; break }
      // The first child holding source text (absent parts and empty lists hold none).
      guard let first = current.children(viewMode: .sourceAccurate).first(where: { $0.totalLength.utf8Length > 0 }) else {
        position = current.positionAfterSkippingLeadingTrivia
        break
      }
      current = first
    }
    for visited in path { startCache[visited.id] = position }
    return position
  }

  /// Matches arguments to parameters by label, Swift style: defaulted parameters may be skipped, an
  /// unlabeled trailing closure fills the next function-typed (or unlabeled) parameter, variadics absorb
  /// following unlabeled arguments. Returns, per parameter, the indices of its arguments.
  func match(_ args: [CallArgument], to signature: Signature) -> [[Int]]? {
    var result: [[Int]] = Array(repeating: [], count: signature.parameters.count)
    var a = 0
    for (p, parameter) in signature.parameters.enumerated() {
      guard a < args.count else {
        if parameter.hasDefault || parameter.isVariadic { continue }
        return nil
      }
      let arg = args[a]
      // Swift's forward scan: a trailing closure passes over a defaulted parameter that cannot take a
      // function (`withAnimation { … }` skips the animation).
      if arg.isTrailingClosure, parameter.hasDefault, !Self.acceptsFunction(parameter.type) { continue }
      let labelMatches = arg.label == parameter.label || (arg.isTrailingClosure && arg.label == nil && (parameter.type == .function || (parameter.label == nil && parameter.type == .any)))
      if labelMatches {
        result[p].append(a)
        a += 1
        if parameter.isVariadic {
          while a < args.count, args[a].label == nil, !args[a].isTrailingClosure {
            result[p].append(a)
            a += 1
          }
        }
      } else if parameter.hasDefault || parameter.isVariadic {
        continue
      } else {
        return nil
      }
    }
    return a == args.count ? result : nil
  }

  static func acceptsFunction(_ type: SceneType) -> Bool {
    switch type {
    case .function, .any: return true
    case .optional(let wrapped): return acceptsFunction(wrapped)
    default: return false
    }
  }

  /// The compiler-style message for arguments that fit no candidate.
  func mismatchMessage(_ args: [CallArgument], candidates: [Signature], callee: String) -> String {
    let have = "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
    guard candidates.count == 1, let only = candidates.first else {
      let list = candidates.map(\.labelText).joined(separator: ", ")
      return "no exact matches in call to \(callee) with arguments \(have); candidates: \(list)"
    }
    let required = only.parameters.filter { !$0.hasDefault && !$0.isVariadic }
    if args.count == only.parameters.count || (args.count == required.count && args.count > 0) {
      let expected = args.count == only.parameters.count ? only.parameters : required
      if zip(args, expected).contains(where: { $0.label != $1.label && !$0.isTrailingClosure }) {
        let want = "(" + expected.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return "incorrect argument label in call to \(callee) (have '\(have.dropFirst().dropLast())', expected '\(want.dropFirst().dropLast())')"
      }
    }
    if args.count > only.parameters.count {
      let extra = args[only.parameters.count]
      return "extra argument" + (extra.label.map { " '\($0)'" } ?? "") + " in call to \(callee)"
    }
    let provided = Set(args.compactMap(\.label))
    // Unlabeled parameters are filled in order, so the first one past the unlabeled arguments is missing.
    var unlabeledLeft = args.filter { $0.label == nil }.count
    for (index, parameter) in only.parameters.enumerated() where !parameter.hasDefault && !parameter.isVariadic {
      if let label = parameter.label {
        if !provided.contains(label) { return "missing argument for parameter '\(label)' in call to \(callee)" }
      } else if unlabeledLeft > 0 {
        unlabeledLeft -= 1
      } else {
        return "missing argument for parameter #\(index + 1) in call to \(callee)"
      }
    }
    return "argument labels \(have) do not match \(callee)\(only.labelText)"
  }

  /// Evaluates matched arguments with their parameter types as hints. `declared`: the parameters are the
  /// scene's own, so optionals are wrapped (`fit`); host functions get plain values (`coerce`).
  func evaluateArguments(_ args: [CallArgument], matched: [[Int]], signature: Signature, in scope: Scope, builderParameters: Set<Int> = [], declared: Bool = false) throws -> [Value?] {
    var values: [Value?] = []
    for (p, indices) in matched.enumerated() {
      let parameter = signature.parameters[p]
      if indices.isEmpty {
        values.append(parameter.isVariadic ? .array([]) : nil)
        continue
      }
      var evaluated: [Value] = []
      for index in indices {
        let arg = args[index]
        currentPosition = arg.position
        let elementType: SceneType = parameter.type
        let v: Value
        var staticType: SceneType?
        switch arg.source {
        case .expr(let e):
          let raw = try evaluate(e, in: scope, hint: elementType)
          v = Self.wantsBinding(elementType) ? raw : deref(raw)
          if declared { staticType = self.staticType(of: e, in: scope) }
        case .value(let value): v = value
        }
        evaluated.append(
          declared ? try fit(v, to: elementType, from: staticType, position: arg.position) : try coerce(v, to: elementType, position: arg.position))
      }
      values.append(parameter.isVariadic ? .array(evaluated) : evaluated[0])
    }
    return values
  }

  static func wantsBinding(_ type: SceneType) -> Bool {
    if case .named(let n) = type { return n == "Binding" || n.hasPrefix("Binding<") }
    return false
  }
}

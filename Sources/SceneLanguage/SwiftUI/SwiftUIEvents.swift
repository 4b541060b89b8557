import AnimationEngine
import Foundation
import ViewRuntime

/// Transactions (`Transaction`, `TransactionKey` values, `withTransaction`, `.transaction`) and view
/// events (`onAppear`, `onDisappear`, `onChange`).
extension HostRegistry {
  mutating func registerEvents() {
    // `Binding.constant(true)` (e.g. for previews pasted with a child that takes a binding).
    let constant = Param<Value>(nil, "value")
    modify("Binding") { t in
      t.addStaticMethod("constant", .binding(constant, returns: .named("Binding")) { c in .binding(StateCell(name: "constant", value: try c[constant])) })
    }
    func transaction(_ t: Transaction) -> Value { HostRegistry.host("Transaction", t) }
    let animation = Param<Animation?>("animation")
    modify("Transaction") { t in
      t.addInit(.binding(returns: .named("Transaction")) { _ in transaction(Transaction()) })
      t.addInit(.binding(animation, returns: .named("Transaction")) { c in transaction(Transaction(animation: try c[animation])) })
      t.addProperty("animation", HostProperty(type: .optional(.named("Animation")), get: { v in
        v.host(Transaction.self)?.animation.map { HostRegistry.host("Animation", $0) } ?? .null
      }, set: { v, new in
        var tr = v.host(Transaction.self) ?? Transaction()
        tr.animation = new.host(Animation.self)
        v = transaction(tr)
      }))
      t.addProperty("disablesAnimations", HostProperty(type: .bool, get: { v in .bool(v.host(Transaction.self)?.disablesAnimations ?? false) }, set: { v, new in
        var tr = v.host(Transaction.self) ?? Transaction()
        tr.disablesAnimations = new.asBool ?? false
        v = transaction(tr)
      }))
      // Keys are the scene's `TransactionKey` types, stored by name; absent keys read as the key's default.
      t.subscriptGetter = { v, key in
        guard case .type(let type) = key else { throw HostError("Transaction is subscripted by a TransactionKey type, like self[MyKey.self]") }
        return (v.host(Transaction.self)?[dynamicKey: type.name] as? Value) ?? .null
      }
      t.subscriptSetter = { v, key, new in
        guard case .type(let type) = key else { throw HostError("Transaction is subscripted by a TransactionKey type, like self[MyKey.self]") }
        var tr = v.host(Transaction.self) ?? Transaction()
        tr[dynamicKey: type.name] = new
        v = transaction(tr)
      }
    }
    let given = Param<Transaction>(nil, "transaction")
    let body = Param<SceneClosure>(nil, "body")
    addFunction("withTransaction", .binding(given, body) { c in
      let run = try c[body].function
      return try withTransaction(try c[given]) { try c.context.call(run, []) }
    })
    let keyPath = Param<Value>(nil, "keyPath"), value = Param<Value>(nil, "value")
    addFunction("withTransaction", .binding(keyPath, value, body) { c in
      // `withTransaction(\.avatarTapped, true) { … }`: the key path may name a scene extension property.
      guard case .keyPath(let path) = try c[keyPath] else { throw HostError("withTransaction(_:_:_:) takes a key path on Transaction") }
      // Starts from the enclosing transaction (an outer `withAnimation`'s animation is kept): the
      // runtime applies the edit to its current transaction through `Transaction.sceneEdit`.
      let context = c.context
      let newValue = try c[value]
      let edit = SceneTransactionEdit { tr in
        var edited = transaction(tr)
        try context.set(path, on: &edited, to: newValue)
        tr = edited.host(Transaction.self) ?? tr
      }
      let run = try c[body].function
      let result = try withTransaction(\.sceneEdit, edit) { try c.context.call(run, []) }
      if let error = edit.error { throw error }
      return result
    })

    func transform(_ c: BindingCall, _ closure: Value) -> (inout Transaction) throws -> Void {
      let interpreter = c.interpreter
      return { tr in
        let current = tr
        tr = try interpreter.scoped {
          var args = [transaction(current)]
          _ = try interpreter.callValue(closure, arguments: &args, hint: nil, position: interpreter.currentPosition)
          return args[0].host(Transaction.self) ?? current
        }
      }
    }
    let edit = Param<SceneClosure>(nil, "transform")
    let changeValue = Param<Value>("value")
    modifier("transaction", edit) { c, v in v.modifier(.transaction(transform(c, try c[edit].function), value: nil)) }
    modifier("transaction", changeValue, edit) { c, v in
      v.modifier(.transaction(transform(c, try c[edit].function), value: AnyHashable(SceneHashable(try c[changeValue]))))
    }
    // `.transaction { $0.animation = … } body: { $0.scaleEffect(…) }`: scoped to the body's modifiers.
    let scopedBody = Param<SceneClosure>("body")
    modifier("transaction", edit, scopedBody) { c, v in
      let interpreter = c.interpreter
      let content = try c[scopedBody].function
      return v.modifier(.transactionBody(transform(c, try c[edit].function), body: { node in
        try interpreter.scoped { () throws -> ViewNode in
          try interpreter.viewNode(interpreter.runtimeCall(content, [HostRegistry.view(node)]))
        }
      }))
    }
    let perform = Param<SceneClosure>("perform")
    modifier("onAppear", perform) { c, v in v.modifier(.onAppear(c.interpreter.runtimeAction(try c[perform].function))) }
    modifier("onDisappear", perform) { c, v in v.modifier(.onDisappear(c.interpreter.runtimeAction(try c[perform].function))) }
    let of = Param<Value>("of"), action = Param<SceneClosure>(nil, "action")
    modifier("onChange", of, action) { c, v in
      let interpreter = c.interpreter
      let run = try c[action].function
      let onChange: (AnyHashable, AnyHashable) throws -> Void = { old, new in
        // `{ }`, `{ new in }` or `{ old, new in }`: pass as many values as the closure takes.
        let values = [SceneHashable.value(of: old) ?? .null, SceneHashable.value(of: new) ?? .null]
        _ = try interpreter.runtimeCall(run, Array(values.suffix(HostRegistry.closureArity(run))))
      }
      return v.modifier(.onChange(value: AnyHashable(SceneHashable(try c[of])), action: onChange))
    }
  }

  /// How many parameters a scene closure declares ($0/$1 count as used).
  static func closureArity(_ function: Value) -> Int {
    guard case .function(let f) = function, case .closure(let closure, _) = f.kind else { return 0 }
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: return list.count
    case .parameterClause(let clause)?: return clause.parameters.count
    case nil:
      let text = closure.statements.description
      return text.contains("$1") ? 2 : text.contains("$0") ? 1 : 0
    @unknown default: return 0  // the toolchain's swift-syntax is resilient
    }
  }
}

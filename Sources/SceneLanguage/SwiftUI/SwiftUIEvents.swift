import AnimationEngine
import Foundation
import ViewRuntime

/// Transactions (`Transaction`, `TransactionKey` values, `withTransaction`, `.transaction`) and view
/// events (`onAppear`, `onDisappear`, `onChange`).
extension HostRegistry {
  mutating func registerEvents() {
    // `Binding.constant(true)` (e.g. for previews pasted with a child that takes a binding).
    modify("Binding") { t in
      t.addStaticMethod("constant", HostFunction([HostParameter(nil)], returns: .named("Binding")) { c in
        .binding(StateCell(name: "constant", value: c[0] ?? .null))
      })
    }
    func transaction(_ t: Transaction) -> Value { HostRegistry.host("Transaction", t) }
    modify("Transaction") { t in
      t.addInit(HostFunction([], returns: .named("Transaction")) { _ in transaction(Transaction()) })
      t.addInit(HostFunction([HostParameter("animation", .optional(.named("Animation")))], returns: .named("Transaction")) { c in
        transaction(Transaction(animation: try c.host(0, "Animation")))
      })
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
    addFunction("withTransaction", HostFunction([HostParameter(nil, .named("Transaction")), HostParameter(nil, .function)]) { c in
      let tr = try c.host(0, "Transaction") ?? Transaction()
      return try withTransaction(tr) { try c.context.call(c[1] ?? .void, []) }
    })
    addFunction("withTransaction", HostFunction([HostParameter(nil), HostParameter(nil), HostParameter(nil, .function)]) { c in
      // `withTransaction(\.avatarTapped, true) { … }`: the key path may name a scene extension property.
      guard case .keyPath(let keyPath)? = c[0] else { throw HostError("withTransaction(_:_:_:) takes a key path on Transaction") }
      // Starts from the enclosing transaction (an outer `withAnimation`'s animation is kept): the
      // runtime applies the edit to its current transaction through `Transaction.sceneEdit`.
      let context = c.context
      let edit = SceneTransactionEdit { tr in
        var value = transaction(tr)
        try context.set(keyPath, on: &value, to: c[1] ?? .null)
        tr = value.host(Transaction.self) ?? tr
      }
      let result = try withTransaction(\.sceneEdit, edit) { try c.context.call(c[2] ?? .void, []) }
      if let error = edit.error { throw error }
      return result
    })

    func transform(_ c: HostCall, _ closure: Value) -> (inout Transaction) throws -> Void {
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
    modify("View") { t in
      t.addMethod("transaction", HostFunction([HostParameter(nil, .function)], returns: .named("View")) { c in
        HostRegistry.view(AnyView(node: try c.receiverNode()).modifier(.transaction(transform(c, c[0] ?? .void), value: nil))._node)
      })
      t.addMethod("transaction", HostFunction([HostParameter("value"), HostParameter(nil, .function)], returns: .named("View")) { c in
        HostRegistry.view(AnyView(node: try c.receiverNode()).modifier(.transaction(transform(c, c[1] ?? .void), value: AnyHashable(SceneHashable(c[0] ?? .null))))._node)
      })
      // `.transaction { $0.animation = … } body: { $0.scaleEffect(…) }`: scoped to the body's modifiers.
      t.addMethod("transaction", HostFunction([HostParameter(nil, .function), HostParameter("body", .function)], returns: .named("View")) { c in
        let interpreter = c.interpreter
        let body = c[1] ?? .void
        return HostRegistry.view(AnyView(node: try c.receiverNode()).modifier(.transactionBody(transform(c, c[0] ?? .void), body: { content in
          try interpreter.scoped { () throws -> ViewNode in
            try interpreter.viewNode(interpreter.runtimeCall(body, [HostRegistry.view(content)]))
          }
        }))._node)
      })
      t.addMethod("onAppear", HostFunction([HostParameter("perform", .function)], returns: .named("View")) { c in
        HostRegistry.view(AnyView(node: try c.receiverNode()).modifier(.onAppear(c.interpreter.runtimeAction(c[0] ?? .void)))._node)
      })
      t.addMethod("onDisappear", HostFunction([HostParameter("perform", .function)], returns: .named("View")) { c in
        HostRegistry.view(AnyView(node: try c.receiverNode()).modifier(.onDisappear(c.interpreter.runtimeAction(c[0] ?? .void)))._node)
      })
      t.addMethod("onChange", HostFunction([HostParameter("of"), HostParameter(nil, .function)], returns: .named("View")) { c in
        let interpreter = c.interpreter
        let action = c[1] ?? .void
        let onChange: (AnyHashable, AnyHashable) throws -> Void = { old, new in
          // `{ }`, `{ new in }` or `{ old, new in }`: pass as many values as the closure takes.
          let values = [SceneHashable.value(of: old) ?? .null, SceneHashable.value(of: new) ?? .null]
          _ = try interpreter.runtimeCall(action, Array(values.suffix(HostRegistry.closureArity(action))))
        }
        return HostRegistry.view(AnyView(node: try c.receiverNode()).modifier(.onChange(value: AnyHashable(SceneHashable(c[0] ?? .null)), action: onChange))._node)
      })
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
    }
  }
}

import Foundation
import AnimationEngine
import Graphics

extension TreeResolver {
  func resolveModifier(_ modifier: ViewModifierNode, _ content: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    let inner = ctx.child("/m")
    func child(_ c: ResolveContext = inner) throws -> ResolvedView { try resolve(content, c) }

    switch modifier {
    case .frame(let w, let h, let alignment):
      // SwiftUI ignores negative or non-finite frame dimensions (and logs); so do we. Frame sizes are
      // layout inputs, not animated themselves: the views' resulting geometry animates.
      let rw = w.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      let rh = h.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      return ResolvedView(.frame(try child(), width: rw, height: rh, alignment))

    case .flexibleFrame(let f):
      return ResolvedView(.flexibleFrame(try child(), f))

    case .padding(let e):
      let v = [sanitized(e.top), sanitized(e.leading), sanitized(e.bottom), sanitized(e.trailing)]
      return ResolvedView(.padding(try child(), EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])))

    case .background(let view, let alignment):
      var c = ctx.child("/background")
      c.environment.stackAxis = nil
      let bg = try resolve(view, c)
      return ResolvedView(.background(try child(), bg, alignment))

    case .overlay(let view, let alignment):
      let main = try child()
      var c = ctx.child("/overlay")
      c.environment.stackAxis = nil
      return ResolvedView(.overlay(main, try resolve(view, c), alignment))

    case .fixedSize(let h, let v):
      return ResolvedView(.fixedSize(try child(), horizontal: h, vertical: v))

    case .aspectRatio(let ratio, let fill):
      let r = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      return ResolvedView(.aspectRatio(try child(), ratio: r, fill: fill))

    case .layoutPriority(let p):
      return ResolvedView(.layoutPriority(try child(), p))

    case .shadow(let color, let radius, let x, let y):
      let c = animatedColor(ctx, "shadow.color", color.resolved(ctx.environment.colorScheme))
      let v = animated(ctx, "shadow", [radius, x, y])
      return ResolvedView(.layer(try child(), LayerEffect(shadow: Shadow(color: c, radius: max(0, v[0]), x: v[1], y: v[2]))))

    case .clipShape(let kind):
      return ResolvedView(.clip(try child(), animatedShape(kind, ctx, "clip.")))

    case .rotationEffect(let angle, let anchor):
      // Angle's animatable data is radians × 128, as in SwiftUI.
      let v = animated(ctx, "rotationEffect", [sanitized(angle.animatableData)])
      return ResolvedView(.rotation(try child(), radians: v[0] / 128, anchor: anchor))

    case .scaleEffect(let s, let anchor):
      let v = animated(ctx, "scaleEffect", [sanitized(Double(s.width), 1), sanitized(Double(s.height), 1)])
      return ResolvedView(.scale(try child(), CGSize(width: v[0], height: v[1]), anchor: anchor))

    case .offset(let o):
      let v = animated(ctx, "offset", [sanitized(Double(o.width)), sanitized(Double(o.height))])
      return ResolvedView(.offset(try child(), CGSize(width: v[0], height: v[1])))

    case .opacity(let o):
      let v = animated(ctx, "opacity", [min(1, max(0, sanitized(o, 1)))])
      return ResolvedView(.opacity(try child(), v[0]))

    case .hidden:
      return ResolvedView(.hidden(try child()))

    case .zIndex(let z):
      return ResolvedView(.zIndex(try child(), sanitized(z)))

    case .clipped:
      return ResolvedView(.clip(try child(), .rectangle))

    case .id(let id):
      return try resolveBoundary(content, inner, inner.child("#\(id)"))

    case .transition(let t):
      var c = inner
      c.pendingTransition = t
      return try child(c)

    case .onTapGesture(_, let action):
      tapActions.append(action)
      let target = interactionNode(.tap(action: action), key: ctx.path)
      return InteractionEffect.wrap(try child(), target)

    case .onAppear(let action):
      host.lifecycle(at: ctx.path, .appear(action), context: ctx)
      return try child()

    case .onDisappear(let action):
      host.lifecycle(at: ctx.path, .disappear(action), context: ctx)
      return try child()

    case .onChange(let value, let action):
      host.lifecycle(at: ctx.path, .change(value, action), context: ctx)
      return try child()

    case .task(let id, let start):
      host.lifecycle(at: ctx.path, .task(id, start), context: ctx)
      return try child()

    case .onReceive(let source, let action):
      host.lifecycle(at: ctx.path, .receive(source, action), context: ctx)
      return try child()

    case .animation(let animation, let value):
      var c = inner
      if host.changeApplies(at: ctx.path, value: value) && !ctx.transaction.disablesAnimations {
        c.transaction.animation = animation
      }
      return try child(c)

    case .transaction(let transform, let value):
      var c = inner
      if host.changeApplies(at: ctx.path, value: value) { try transform(&c.transaction) }
      return try child(c)

    case .transactionBody(let transform, let body):
      // The body's modifiers see the changed transaction; the content inside them the outer one.
      var c = inner
      try transform(&c.transaction)
      let placeholder = ViewNode.modified(content, .restoreTransaction(ctx.transaction))
      return try resolve(try body(placeholder), c)

    case .restoreTransaction(let transaction):
      var c = inner
      c.transaction = transaction
      return try child(c)

    case .effect(let effect):
      return try resolveEffect(effect, content, ctx)
    }
  }

  /// A ``ViewEffect`` around `content` (`.empty` for a primitive view).
  func resolveEffect(_ effect: any ViewEffect, _ content: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    guard let resolvable = effect as? any ResolvableEffect else {
      preconditionFailure("\(type(of: effect)) conforms to ViewEffect but not to ResolvableEffect")
    }
    return try resolvable.resolve(EffectResolution(resolver: self, context: ctx, node: content))
  }
}

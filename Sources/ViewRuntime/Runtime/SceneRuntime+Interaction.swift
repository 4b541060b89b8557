import Foundation

/// Scripted events (``InteractionEvent``): each moment finds its view in the layout of the last
/// update and runs only that view's handlers, in one transaction, like a touch.
extension SceneRuntime {
  func processInteraction(at time: Double) throws {
    guard let step = interactions.pop() else { return }
    let events = interactions.script.events
    switch step {
    case .begin(let i):
      try begin(events[i], i, at: time)

    case .pressFire(let i):
      guard let node = interactions.presses[i], case .longPress(_, let action, let pressing) = node.role else { return }
      // The press succeeds once held for the minimum duration: the action runs and the press ends.
      try runActions([action] + (pressing.map { p in [{ try p(false) }] } ?? []), at: time)

    case .pressEnd(let i):
      // Lifted before the minimum duration: the press ends without its action.
      guard let node = interactions.presses[i], case .longPress(_, _, let pressing?) = node.role else { return }
      try runActions([{ try pressing(false) }], at: time)

    case .dragMove(let i, let sample, let samples):
      guard var s = interactions.drags[i] else { return }
      // The view's body ran again since the last move: its handlers are the new closures.
      if let fresh = interactions.map.nodes.last(where: { $0.key == s.key }), case .drag(let h) = fresh.role { s.handlers.onChanged = h.onChanged; s.handlers.onEnded = h.onEnded; s.handlers.updating = h.updating }
      let f = Double(sample) / Double(samples)
      let p = CGPoint(x: s.start.x + (s.end.x - s.start.x) * f, y: s.start.y + (s.end.y - s.start.y) * f)
      let value = dragValue(s, at: p, time: time)
      if !s.active, hypot(Double(p.x - s.start.x), Double(p.y - s.start.y)) >= s.handlers.minimumDistance { s.active = true }
      interactions.drags[i] = s
      if s.active {
        try runActions((s.handlers.updating + s.handlers.onChanged).map { h in { try h(value) } }, at: time)
      }
      if sample == samples {
        // Lifted: `@GestureState` goes back to its reset value in a transaction of its own (without
        // animation, unless the scene asks: `GestureState(resetTransaction:)` is not modelled), then
        // `onEnded` runs if the drag was recognised.
        if !s.handlers.resets.isEmpty { try runActions(s.handlers.resets, at: time) }
        if s.active, !s.handlers.onEnded.isEmpty { try runActions(s.handlers.onEnded.map { h in { try h(value) } }, at: time) }
        interactions.drags[i] = nil
      }

    case .typeCharacter(let i, let index):
      guard let node = interactions.fields[i], case .type(let text, _) = events[i].action else { return }
      let fresh = interactions.map.nodes.last { $0.key == node.key } ?? node
      guard case .textInput(let hook) = fresh.role else { return }
      let character = String(Array(text)[index])
      try runActions([{ try hook.setText(hook.text() + character) }], at: time)
    }
  }

  private func begin(_ event: InteractionEvent, _ i: Int, at time: Double) throws {
    switch event.action {
    case .tap:
      let node = try interactionTarget(event, .tap)
      switch node.role {
      case .tap(let action), .button(let action): try runActions([action], at: time)
      default: break
      }

    case .longPress(let duration):
      let node = try interactionTarget(event, .longPress)
      guard case .longPress(let minimum, _, let pressing) = node.role else { return }
      interactions.presses[i] = node
      let held = max(0, duration ?? minimum)
      if let pressing { try runActions([{ try pressing(true) }], at: time) }
      if held >= minimum { interactions.schedule(.pressFire(i), at: time + minimum) }
      else { interactions.schedule(.pressEnd(i), at: time + held) }

    case .drag(let from, let to, let by, let duration):
      var start = from
      if start == nil, case .point(let x, let y) = event.target { start = CGPoint(x: x, y: y) }
      let node = try interactionTarget(event, .drag, at: start)
      guard case .drag(let handlers) = node.role else { return }
      let origin = start ?? CGPoint(x: node.frame.midX, y: node.frame.midY)
      let end = to ?? by.map { CGPoint(x: origin.x + $0.width, y: origin.y + $0.height) } ?? origin
      var session = InteractionQueue.DragSession(key: node.key, handlers: handlers, start: origin, end: end,
                                                 origin: node.frame.origin, duration: max(duration, 0))
      let samples = max(1, Int((max(duration, 0) * interactions.script.sampleRate).rounded()))
      if handlers.minimumDistance <= 0 {
        // `DragGesture(minimumDistance: 0)` is recognised at the touch itself.
        session.active = true
        let value = dragValue(session, at: origin, time: time)
        try runActions((handlers.updating + handlers.onChanged).map { h in { try h(value) } }, at: time)
      }
      interactions.drags[i] = session
      for k in 1...samples { interactions.schedule(.dragMove(i, sample: k, of: samples), at: time + session.duration * Double(k) / Double(samples)) }

    case .type(let text, let interval):
      let node = try interactionTarget(event, .text)
      interactions.fields[i] = node
      for (k, _) in text.enumerated() { interactions.schedule(.typeCharacter(i, index: k), at: time + Double(k) * max(0, interval)) }
    }
  }

  private func dragValue(_ s: InteractionQueue.DragSession, at p: CGPoint, time: Double) -> DragValue {
    let d = max(s.duration, 1e-9)
    return DragValue(time: time, location: CGPoint(x: p.x - s.origin.x, y: p.y - s.origin.y),
                     startLocation: CGPoint(x: s.start.x - s.origin.x, y: s.start.y - s.origin.y),
                     velocity: CGSize(width: Double(s.end.x - s.start.x) / d, height: Double(s.end.y - s.start.y) / d))
  }

  /// The one view `event` addresses that handles `need`; a located error naming the choices if
  /// there is none or more than one.
  private func interactionTarget(_ event: InteractionEvent, _ need: InteractionMap.Need, at point: CGPoint? = nil) throws -> InteractionNode {
    let map = interactions.map
    let available = map.availableNames(for: need)
    switch event.target {
    case .point(let x, let y):
      let p = point ?? CGPoint(x: x, y: y)
      if let node = map.handler(at: p, for: need) { return node }
      throw InteractionError(location: event.location, message: "\(event.verb) at (\(Self.format(Double(p.x))), \(Self.format(Double(p.y)))) at t=\(Self.format(event.time))s hits no \(need.noun)" + InteractionError.listing(available))
    case .named(let name):
      let anchors = map.anchors(named: name)
      var handlers: [InteractionNode] = []
      for a in anchors { if let h = map.handler(for: a, need), !handlers.contains(where: { $0 === h }) { handlers.append(h) } }
      if handlers.count == 1 { return handlers[0] }
      if handlers.isEmpty {
        let what = anchors.isEmpty ? "no view named \"\(name)\"" : "\"\(name)\" is not a \(need.noun)"
        throw InteractionError(location: event.location, message: "\(event.verb) at t=\(Self.format(event.time))s: \(what) on screen" + InteractionError.listing(available))
      }
      let places = handlers.map { InteractionMap.describe($0.frame) }.joined(separator: ", ")
      throw InteractionError(location: event.location, message: "\(event.verb) at t=\(Self.format(event.time))s: \"\(name)\" names \(handlers.count) views (at \(places)); give one an .accessibilityIdentifier, or tap by point with Tap(at:x:y:)")
    }
  }

  static func format(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(format: "%.3g", v)
  }

  // MARK: For tools (the live preview)

  /// The view a click at canvas point `point` at time `t` taps (the handler hit-testing finds),
  /// with a name `Tap(at:on:)` can address it by when one names it alone; nil if nothing tappable is there.
  public func tapTarget(at point: CGPoint, time t: Double) throws -> TapTarget? {
    _ = try render(at: t)
    let map = interactions.map
    guard let node = map.handler(at: point, for: .tap) else { return nil }
    var candidates: [String] = []
    for other in map.nodes {
      if case .accessibilityIdentifier(let id) = other.role { candidates.append(id) }
    }
    for i in node.leaves { if let text = map.leaves[i].text { candidates.append(text) } }
    let name = candidates.first { name in
      let handlers = map.anchors(named: name).compactMap { map.handler(for: $0, .tap) }
      return !handlers.isEmpty && handlers.allSatisfy { $0 === node }
    }
    // Where it is drawn: the union of its leaves (its layout frame leaves out offsets inside it).
    var f = CGRect.null
    for i in node.leaves where map.leaves[i].bounds.count == 4 {
      let b = map.leaves[i].bounds
      f = f.union(CGRect(x: b[0], y: b[1], width: b[2], height: b[3]))
    }
    if f.isNull { f = node.frame }
    let first = node.leaves.first.map { map.leaves[$0] }
    let kind = first.map { $0.text ?? $0.shape ?? $0.symbol ?? $0.kind.rawValue } ?? "view"
    return TapTarget(name: name, kind: kind, bounds: [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)])
  }
}

/// What a click hits: a name for scripts (nil: only its point names it) and its frame in canvas points.
public struct TapTarget: Hashable, Sendable, Codable {
  public var name: String?
  /// What its first drawn leaf is (a text, a shape or a symbol name), for messages.
  public var kind: String
  public var bounds: [Double]
}

/// A scripted event that cannot find its view: `file:line:col: message`, listing the names on screen.
public struct InteractionError: Error, Equatable, CustomStringConvertible {
  public var location: String
  public var message: String

  public var description: String { location.isEmpty ? message : "\(location): \(message)" }

  static func listing(_ names: [String]) -> String {
    names.isEmpty ? "; nothing on screen handles it" : "; available: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}

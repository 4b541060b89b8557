import Foundation
import ViewRuntime

/// Edge and axis sets written as one member (`.top`, `.horizontal`) or an array literal of them
/// (`[.top, .bottom]`): SwiftUI's `Edge.Set` and `Axis.Set` are option sets.
struct LayoutEdgeSet: SceneArgument {
  let set: Edge.Set
  static var sceneType: SceneType { .named("Edge.Set") }
  static func decode(_ value: Value, in call: HostCall) throws -> LayoutEdgeSet {
    LayoutEdgeSet(set: try union(value, as: sceneType, call))
  }

  static func union(_ value: Value, as type: SceneType, _ call: HostCall) throws -> Edge.Set {
    if let items = value.asArray {
      return try items.reduce(into: Edge.Set()) { $0.formUnion(try union($1, as: type, call)) }
    }
    let resolved = try call.context.resolve(value, as: type)
    guard let set = resolved.host(Edge.Set.self) else { throw ArgumentMismatch(found: resolved.sceneType, expected: type) }
    return set
  }
}

/// `Axis.Set` (`.horizontal`, `.vertical`, `[.horizontal, .vertical]`), kept as the edges it spans.
struct LayoutAxisSet: SceneArgument {
  let set: Edge.Set
  static var sceneType: SceneType { .named("Axis.Set") }
  static func decode(_ value: Value, in call: HostCall) throws -> LayoutAxisSet {
    LayoutAxisSet(set: try LayoutEdgeSet.union(value, as: sceneType, call))
  }
}

extension ContentMode: HostPayloadArgument { static var hostTypeName: String { "ContentMode" } }

/// Layout modifiers: aspect ratios, safe areas, container-relative frames, grid cell spans.
extension HostRegistry {
  mutating func registerLayoutExtras() {
    statics("ContentMode", [("fit", ContentMode.fit), ("fill", .fill)])
    // `Scene(device: .iPhone16Pro)`.
    statics("Device", DeviceModel.all.map { ($0.name, $0) })
    statics("Axis.Set", [("horizontal", Edge.Set.horizontal), ("vertical", Edge.Set.vertical)], as: "Axis.Set")
    statics("Axis", [("horizontal", "horizontal"), ("vertical", "vertical")])
    statics("SafeAreaRegions", [("all", "all"), ("container", "container"), ("keyboard", "keyboard")])

    let ratio = Param<Double?>(nil, "aspectRatio", default: nil)
    let mode = Param<ContentMode>("contentMode", default: .fit)
    modifier("aspectRatio", ratio, mode) { c, v in v.aspectRatio(try c[ratio], contentMode: try c[mode]) }
    let sizeRatio = Param<CGSize>(nil, "aspectRatio")
    modifier("aspectRatio", sizeRatio, mode) { c, v in v.aspectRatio(try c[sizeRatio], contentMode: try c[mode]) }
    modifier("scaledToFit") { _, v in v.scaledToFit() }
    let antialiased = Param<Bool>("antialiased", default: true)
    modifier("clipped", antialiased) { _, v in v.clipped() }
    modifier("scaledToFill") { _, v in v.scaledToFill() }

    // `ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)`; only the container
    // region exists here (no keyboard), so the regions argument is read and otherwise ignored.
    let regions = Param<Value>(nil, "regions", type: .named("SafeAreaRegions"), default: .null)
    let edges = Param<LayoutEdgeSet>("edges", default: LayoutEdgeSet(set: .all))
    modifier("ignoresSafeArea", regions, edges) { c, v in v.modifier(.effect(IgnoresSafeAreaEffect(edges: try c[edges].set))) }
    let deprecatedEdges = Param<LayoutEdgeSet>(nil, "edges")
    modifier("edgesIgnoringSafeArea", deprecatedEdges) { c, v in v.modifier(.effect(IgnoresSafeAreaEffect(edges: try c[deprecatedEdges].set))) }

    let edge = Param<Edge>("edge")
    let hAlign = Param<HorizontalAlignment>("alignment", default: .center)
    let spacing = Param<Double?>("spacing", default: nil)
    let content = Param<BuilderClosure>("content")
    modifier("safeAreaInset", edge, hAlign, spacing, content) { c, v in
      let e = try c[edge]
      return v.modifier(.effect(SafeAreaInsetEffect(edge: e, alignment: Alignment(horizontal: try c[hAlign], vertical: .center),
                                                    spacing: try c[spacing], inset: try c.viewNode(try c[content]))))
    }
    let paddingEdges = Param<LayoutEdgeSet>(nil, "edges", default: LayoutEdgeSet(set: .all))
    let paddingLength = Param<Double?>(nil, "length", default: nil)
    // `safeAreaPadding` pads like `padding` (16 points by default on iOS) and, in SwiftUI, also moves a
    // scroll view's content margins; here scroll content is inside the padded region either way.
    modifier("safeAreaPadding", paddingEdges, paddingLength) { c, v in v.padding(try c[paddingEdges].set, try c[paddingLength]) }
    let paddingAmount = Param<Double>(nil, "length")
    modifier("safeAreaPadding", paddingAmount) { c, v in v.padding(try c[paddingAmount]) }

    let axes = Param<LayoutAxisSet>(nil, "axes")
    let alignment = Param<Alignment>("alignment", default: .center)
    modifier("containerRelativeFrame", axes, alignment) { c, v in
      v.modifier(.effect(ContainerRelativeFrame(axes: try c[axes].set, alignment: try c[alignment]) { length, _ in length }))
    }
    let count = Param<Int>("count"), span = Param<Int>("span", default: 1), gap = Param<Double>("spacing")
    modifier("containerRelativeFrame", axes, count, span, gap, alignment) { c, v in
      v.modifier(.effect(ContainerRelativeFrame(axes: try c[axes].set, count: try c[count], span: try c[span], spacing: try c[gap],
                                                alignment: try c[alignment])))
    }
    let lengthClosure = Param<SceneClosure>(nil, "length")
    modifier("containerRelativeFrame", axes, alignment, lengthClosure) { c, v in
      let interpreter = c.interpreter
      let function = try c[lengthClosure].function
      return v.modifier(.effect(ContainerRelativeFrame(axes: try c[axes].set, alignment: try c[alignment]) { length, vertical in
        let axis = HostRegistry.host("Axis", vertical ? "vertical" : "horizontal")
        let result = try interpreter.runtimeCall(function, [.double(length), axis], expecting: .double)
        guard let d = result.asDouble else { throw HostError("containerRelativeFrame's closure must return a CGFloat") }
        return d
      }))
    }

    let columns = Param<Int>(nil, "count")
    modifier("gridCellColumns", columns) { c, v in v.modifier(.effect(GridCellColumns(try c[columns]))) }
    let unsizedAxes = Param<LayoutAxisSet>(nil, "axes")
    modifier("gridCellUnsizedAxes", unsizedAxes) { c, v in
      v.modifier(.effect(GridCellUnsizedAxes(horizontal: !(try c[unsizedAxes].set).isDisjoint(with: .horizontal))))
    }
    let anchor = Param<UnitPoint?>(nil, "anchor")
    modifier("defaultScrollAnchor", anchor) { c, v in
      guard let a = try c[anchor] else { return v }
      return AnyView(node: ScrollViewNode.anchored(v._node, a))
    }
  }
}

extension ScrollViewNode {
  /// `node` with the scroll views at its top (through modifiers) resting at `anchor`.
  static func anchored(_ node: ViewNode, _ anchor: UnitPoint) -> ViewNode {
    switch node {
    case .primitive(let p as ScrollViewNode):
      var s = p
      s.anchor = anchor
      return .primitive(s)
    case .modified(let inner, let m): return .modified(anchored(inner, anchor), m)
    default: return node
    }
  }
}

extension HostRegistry {
  /// `.alignmentGuide(_:computeValue:)` with a built-in guide (`.leading`, `HorizontalAlignment.center`,
  /// `.top`, …) and `ViewDimensions` (`d.width`, `d.height`, `d[.trailing]`). A bare `.center` is the
  /// horizontal centre (Swift itself needs the type written there).
  mutating func registerAlignmentGuides() {
    let guide = Param<Value>(nil, "g", type: .any)
    let compute = Param<SceneClosure>("computeValue")
    modifier("alignmentGuide", guide, compute) { c, v in
      let interpreter = c.interpreter
      let function = try c[compute].function
      let run: (ViewDimensions) throws -> Double = { d in
        let result = try interpreter.runtimeCall(function, [HostRegistry.host("ViewDimensions", d)], expecting: .double)
        guard let value = result.asDouble else { throw HostError("alignmentGuide's closure must return a CGFloat") }
        return value
      }
      switch try HostRegistry.alignmentGuide(try c[guide]) {
      case .horizontal(let h): return v.modifier(.effect(AlignmentGuideEffect(horizontal: h, compute: run)))
      case .vertical(let a): return v.modifier(.effect(AlignmentGuideEffect(vertical: a, compute: run)))
      }
    }
    modify("ViewDimensions") { t in
      t.addProperty("width", HostProperty(type: .double) { v in .double(v.host(ViewDimensions.self)?.width ?? 0) })
      t.addProperty("height", HostProperty(type: .double) { v in .double(v.host(ViewDimensions.self)?.height ?? 0) })
      t.subscriptGetter = { receiver, index in
        guard let d = receiver.host(ViewDimensions.self) else { throw HostError("ViewDimensions subscript needs a ViewDimensions") }
        switch try HostRegistry.alignmentGuide(index) {
        case .horizontal(let h): return .double(d[h])
        case .vertical(let a): return .double(d[a])
        }
      }
    }
  }

  enum GuideKind { case horizontal(HorizontalAlignment), vertical(VerticalAlignment) }

  static func alignmentGuide(_ value: Value) throws -> GuideKind {
    if let h = value.host(HorizontalAlignment.self) { return .horizontal(h) }
    if let a = value.host(VerticalAlignment.self) { return .vertical(a) }
    if case .implicitMember(let m) = value {
      switch m.name {
      case "leading": return .horizontal(.leading)
      case "center": return .horizontal(.center)
      case "trailing": return .horizontal(.trailing)
      case "top": return .vertical(.top)
      case "bottom": return .vertical(.bottom)
      case "firstTextBaseline": return .vertical(.firstTextBaseline)
      case "lastTextBaseline": return .vertical(.lastTextBaseline)
      default: break
      }
    }
    throw HostError("alignmentGuide takes a built-in guide (.leading, .center, .trailing, .top, .bottom, …); custom alignment IDs are not supported")
  }
}

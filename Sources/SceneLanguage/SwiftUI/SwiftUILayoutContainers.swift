import Foundation
import ViewRuntime

extension GridItem: HostPayloadArgument { static var hostTypeName: String { "GridItem" } }
extension GridItem.Size: HostPayloadArgument { static var hostTypeName: String { "GridItem.Size" } }

/// Layout containers: `ScrollView` (+ `ScrollViewReader`), `LazyVGrid`/`LazyHGrid` with `GridItem`,
/// `Grid`/`GridRow`, `ViewThatFits`.
extension HostRegistry {
  mutating func registerLayoutContainers() {
    let content = Param<BuilderClosure>("content")
    let axes = Param<LayoutAxisSet>(nil, "axes", default: LayoutAxisSet(set: .vertical))
    let indicators = Param<Bool>("showsIndicators", default: true)
    viewType("ScrollView", [
      .binding(axes, indicators, content) { c in
        HostRegistry.view(.primitive(ScrollViewNode(axes: try c[axes].set, content: try c.viewNode(try c[content]))), "ScrollView")
      },
    ])
    // `ScrollViewReader`: the content gets a proxy whose `scrollTo` is accepted and changes nothing
    // (a render has no user scrolling; `defaultScrollAnchor` sets where a scroll view rests).
    let readerContent = Param<BuilderClosure>("content")
    viewType("ScrollViewReader", [
      .binding(readerContent) { c in
        HostRegistry.view(try c.viewNode(try c[readerContent], [HostRegistry.host("ScrollViewProxy", 0)]))
      },
    ])
    let target = Param<Value>(nil, "id"), anchor = Param<UnitPoint?>("anchor", default: nil)
    modify("ScrollViewProxy") { t in
      t.addMethod("scrollTo", .binding(target, anchor, returns: .void) { _ in .void })
    }

    let minimum = Param<Double>("minimum", default: 10), maximum = Param<Double>("maximum", default: .infinity)
    let adaptiveMinimum = Param<Double>("minimum"), fixed = Param<Double>(nil, "size")
    modify("GridItem.Size") { t in
      t.addStaticMethod("fixed", .binding(fixed, returns: .named("GridItem.Size")) { c in HostRegistry.host("GridItem.Size", GridItem.Size.fixed(try c[fixed])) })
      t.addStaticMethod("flexible", .binding(minimum, maximum, returns: .named("GridItem.Size")) { c in
        HostRegistry.host("GridItem.Size", GridItem.Size.flexible(minimum: try c[minimum], maximum: try c[maximum]))
      })
      t.addStaticMethod("adaptive", .binding(adaptiveMinimum, maximum, returns: .named("GridItem.Size")) { c in
        HostRegistry.host("GridItem.Size", GridItem.Size.adaptive(minimum: try c[adaptiveMinimum], maximum: try c[maximum]))
      })
    }
    let size = Param<GridItem.Size>(nil, "size", default: .flexible(minimum: 10, maximum: .infinity))
    let itemSpacing = Param<Double?>("spacing", default: nil), itemAlignment = Param<Alignment?>("alignment", default: nil)
    modify("GridItem") { t in
      t.addInit(.binding(size, itemSpacing, itemAlignment, returns: .named("GridItem")) { c in
        HostRegistry.host("GridItem", GridItem(try c[size], spacing: try c[itemSpacing], alignment: try c[itemAlignment]))
      })
    }
    let spacing = Param<Double?>("spacing", default: nil)
    let pinned = Param<Value>("pinnedViews", type: .any, default: .null)
    let columns = Param<[GridItem]>("columns"), rows = Param<[GridItem]>("rows")
    let hAlign = Param<HorizontalAlignment>("alignment", default: .center), vAlign = Param<VerticalAlignment>("alignment", default: .center)
    viewType("LazyVGrid", [
      .binding(columns, hAlign, spacing, pinned, content) { c in
        HostRegistry.view(.primitive(LazyGridNode(axis: .vertical, items: try c[columns], alignment: Alignment(horizontal: try c[hAlign], vertical: .center),
                                                  spacing: try c[spacing], content: try c.viewNode(try c[content]))), "LazyVGrid")
      },
    ])
    viewType("LazyHGrid", [
      .binding(rows, vAlign, spacing, pinned, content) { c in
        HostRegistry.view(.primitive(LazyGridNode(axis: .horizontal, items: try c[rows], alignment: Alignment(horizontal: .center, vertical: try c[vAlign]),
                                                  spacing: try c[spacing], content: try c.viewNode(try c[content]))), "LazyHGrid")
      },
    ])
    // Lazy stacks draw every child, so they are stacks.
    viewType("LazyVStack", [
      .binding(hAlign, spacing, pinned, content) { c in
        HostRegistry.view(.stack(StackNode(axis: .vertical, alignment: Alignment(horizontal: try c[hAlign], vertical: .center),
                                           spacing: try c[spacing], children: [try c.viewNode(try c[content])])))
      },
    ])
    viewType("LazyHStack", [
      .binding(vAlign, spacing, pinned, content) { c in
        HostRegistry.view(.stack(StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: try c[vAlign]),
                                           spacing: try c[spacing], children: [try c.viewNode(try c[content])])))
      },
    ])

    let gridAlignment = Param<Alignment>("alignment", default: .center)
    let hSpacing = Param<Double?>("horizontalSpacing", default: nil), vSpacing = Param<Double?>("verticalSpacing", default: nil)
    viewType("Grid", [
      .binding(gridAlignment, hSpacing, vSpacing, content) { c in
        HostRegistry.view(.primitive(GridNode(alignment: try c[gridAlignment], horizontalSpacing: try c[hSpacing],
                                              verticalSpacing: try c[vSpacing], content: try c.viewNode(try c[content]))), "Grid")
      },
    ])
    let rowAlignment = Param<VerticalAlignment?>("alignment", default: nil)
    viewType("GridRow", [
      .binding(rowAlignment, content) { c in
        HostRegistry.view(.primitive(GridRowNode(alignment: try c[rowAlignment], content: try c.viewNode(try c[content]))), "GridRow")
      },
    ])

    let fitAxes = Param<LayoutAxisSet>("in", default: LayoutAxisSet(set: .all))
    viewType("ViewThatFits", [
      .binding(fitAxes, content) { c in
        HostRegistry.view(.primitive(ViewThatFitsNode(axes: try c[fitAxes].set, content: try c.viewNode(try c[content]))), "ViewThatFits")
      },
    ])
  }
}

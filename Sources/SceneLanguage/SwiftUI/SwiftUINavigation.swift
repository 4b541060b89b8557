import Foundation
import ViewRuntime

extension ToolbarPlacement: HostPayloadArgument { static var hostTypeName: String { "ToolbarItemPlacement" } }
extension ListStyleKind: HostPayloadArgument { static var hostTypeName: String { "ListStyle" } }
extension NavigationTitle.DisplayMode: HostPayloadArgument { static var hostTypeName: String { "NavigationBarItem.TitleDisplayMode" } }

/// `NavigationStack` (and `NavigationView`), `navigationTitle`, `toolbar`, `NavigationLink`, `List`, `Form`, `Section`.
extension HostRegistry {
  mutating func registerNavigation() {
    let content = Param<BuilderClosure>("content")
    let path = Param<Value>("path", type: .any, default: .null)
    for name in ["NavigationStack", "NavigationView"] {
      viewType(name, [
        .binding(path, content) { c in HostRegistry.view(.primitive(NavigationStackNode(content: try c.viewNode(try c[content]))), name) },
      ])
    }
    let title = Param<String>(nil, "title")
    modifier("navigationTitle", title) { c, v in v.modifier(.effect(NavigationTitle(title: try c[title]))) }
    statics("NavigationBarItem.TitleDisplayMode", [("automatic", NavigationTitle.DisplayMode.automatic), ("inline", .inline), ("large", .large)])
    let mode = Param<NavigationTitle.DisplayMode>(nil, "displayMode")
    modifier("navigationBarTitleDisplayMode", mode) { c, v in v.modifier(.effect(NavigationTitle(displayMode: try c[mode]))) }
    modifier("toolbar", content) { c, v in v.modifier(.effect(ToolbarEffect(content: try c.viewNode(try c[content])))) }
    // Destinations are not pushed in a render; the modifier is accepted so app code loads unchanged.
    let forType = Param<Value>("for", type: .any), destination = Param<SceneClosure>("destination")
    modifier("navigationDestination", forType, destination) { _, v in v }

    statics("ToolbarItemPlacement", [
      ("automatic", ToolbarPlacement.trailing), ("primaryAction", .trailing), ("confirmationAction", .trailing),
      ("topBarTrailing", .trailing), ("navigationBarTrailing", .trailing), ("cancellationAction", .leading),
      ("topBarLeading", .leading), ("navigationBarLeading", .leading), ("principal", .principal), ("bottomBar", .bottomBar),
      ("status", .bottomBar),
    ])
    let placement = Param<ToolbarPlacement>("placement", default: .trailing)
    for name in ["ToolbarItem", "ToolbarItemGroup"] {
      viewType(name, [
        .binding(placement, content) { c in
          HostRegistry.view(.primitive(ToolbarItemNode(placement: try c[placement], content: try c.viewNode(try c[content]))), name)
        },
      ])
    }

    let linkTitle = Param<String>(nil, "title")
    let anyDestination = Param<Value>("destination", type: .any)
    let value = Param<Value?>("value", type: .any, default: nil)
    let label = Param<BuilderClosure>("label"), destinationBuilder = Param<BuilderClosure>("destination")
    func link(_ label: ViewNode) -> Value { HostRegistry.view(.primitive(NavigationLinkNode(label: label)), "NavigationLink") }
    viewType("NavigationLink", [
      .binding(linkTitle, anyDestination) { c in link(.text(try c[linkTitle])) },
      .binding(linkTitle, value) { c in link(.text(try c[linkTitle])) },
      .binding(anyDestination, label) { c in link(try c.viewNode(try c[label])) },
      .binding(value, label) { c in link(try c.viewNode(try c[label])) },
      .binding(destinationBuilder, label) { c in link(try c.viewNode(try c[label])) },
    ])

    let data = Param<Value>(nil, "data")
    let id = Param<Value?>("id", type: .any, default: nil)
    let selection = Param<Value?>("selection", type: .any, default: nil)
    let rowContent = Param<BuilderClosure>("rowContent")
    viewType("List", [
      .binding(selection, content) { c in HostRegistry.view(.primitive(ListNode(content: try c.viewNode(try c[content]))), "List") },
      .binding(data, id, selection, rowContent) { c in
        let items = try c.interpreter.sequence(try c[data], c.interpreter.node(at: c.interpreter.currentPosition))
        let builder = try c[rowContent]
        return HostRegistry.view(.primitive(ListNode(content: .group(try items.map { try c.viewNode(builder, [$0]) }))), "List")
      },
    ])
    viewType("Form", [
      .binding(content) { c in HostRegistry.view(.primitive(ListNode(content: try c.viewNode(try c[content]), isForm: true)), "Form") },
    ])
    statics("ListStyle", [("automatic", ListStyleKind.automatic), ("insetGrouped", .insetGrouped), ("grouped", .grouped),
                          ("plain", .plain), ("sidebar", .sidebar), ("inset", .insetGrouped)])
    let style = Param<ListStyleKind>(nil, "style")
    modifier("listStyle", style) { c, v in v.modifier(.effect(ListStyleModifier(try c[style]))) }

    let header = Param<BuilderClosure>("header"), footer = Param<BuilderClosure>("footer")
    let headerView = Param<Value>("header", type: .any), footerView = Param<Value>("footer", type: .any)
    let sectionTitle = Param<String>(nil, "title")
    func section(_ c: BindingCall, header: ViewNode?, footer: ViewNode?) throws -> Value {
      HostRegistry.view(.primitive(SectionNode(header: header, footer: footer, content: try c.viewNode(try c[content]))), "Section")
    }
    viewType("Section", [
      .binding(content) { c in try section(c, header: nil, footer: nil) },
      .binding(sectionTitle, content) { c in try section(c, header: .text(try c[sectionTitle]), footer: nil) },
      .binding(content, header) { c in try section(c, header: try c.viewNode(try c[header]), footer: nil) },
      .binding(content, footer) { c in try section(c, header: nil, footer: try c.viewNode(try c[footer])) },
      .binding(content, header, footer) { c in try section(c, header: try c.viewNode(try c[header]), footer: try c.viewNode(try c[footer])) },
      .binding(headerView, content) { c in try section(c, header: try c.interpreter.viewNode(try c[headerView]), footer: nil) },
      .binding(footerView, content) { c in try section(c, header: nil, footer: try c.interpreter.viewNode(try c[footerView])) },
      .binding(headerView, footerView, content) { c in
        try section(c, header: try c.interpreter.viewNode(try c[headerView]), footer: try c.interpreter.viewNode(try c[footerView]))
      },
    ])
  }
}

import Foundation
import ViewRuntime

/// SwiftUI's `Section` (https://developer.apple.com/documentation/swiftui/section): a group of rows in a
/// `List` or `Form` with an optional header and footer.
public struct Section<Parent, Content, Footer> {
  let header: ViewNode?
  let footer: ViewNode?
  let content: ViewNode
}

@MainActor extension Section: View, _PrimitiveView where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var _node: ViewNode { .primitive(SectionNode(header: header, footer: footer, content: content)) }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.init(header: _makeNode(header()), footer: _makeNode(footer()), content: _makeNode(content()))
  }

  @available(*, deprecated, message: "use Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: _makeNode(header), footer: _makeNode(footer), content: _makeNode(content()))
  }
}

@MainActor extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) { self.init(header: nil, footer: nil, content: _makeNode(content())) }
}

@MainActor extension Section where Parent: View, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: _makeNode(header()), footer: nil, content: _makeNode(content()))
  }

  @available(*, deprecated, message: "use Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: _makeNode(header), footer: nil, content: _makeNode(content()))
  }
}

@MainActor extension Section where Parent == EmptyView, Content: View, Footer: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: nil, footer: _makeNode(footer()), content: _makeNode(content()))
  }

  @available(*, deprecated, message: "use Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: nil, footer: _makeNode(footer), content: _makeNode(content()))
  }
}

@MainActor extension Section where Parent == Text, Content: View, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey)._node, footer: nil, content: _makeNode(content()))
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title)._node, footer: nil, content: _makeNode(content()))
  }
}

// iOS 17's collapsible sections
// (https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)): while
// `isExpanded` is false the section shows only its header. The header is drawn as written (the
// disclosure chevron a sidebar list adds is not drawn) and tapping it does not toggle the binding.
@MainActor extension Section where Parent: View, Content: View, Footer == EmptyView {
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: _makeNode(header()), footer: nil, content: isExpanded.wrappedValue ? _makeNode(content()) : .empty)
  }
}

@MainActor extension Section where Parent == Text, Content: View, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey)._node, footer: nil, content: isExpanded.wrappedValue ? _makeNode(content()) : .empty)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title)._node, footer: nil, content: isExpanded.wrappedValue ? _makeNode(content()) : .empty)
  }
}

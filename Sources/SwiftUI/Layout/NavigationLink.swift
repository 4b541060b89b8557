import Foundation
import ViewRuntime

/// SwiftUI's `NavigationLink` (https://developer.apple.com/documentation/swiftui/navigationlink): drawn
/// as a row with its label and a disclosure chevron; a render pushes nothing, so destinations are not built.
public struct NavigationLink<Label: View, Destination: View>: View, _PrimitiveView {
  public typealias Body = Never
  let label: ViewNode
  public var _node: ViewNode { .primitive(NavigationLinkNode(label: label)) }

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = _makeNode(label()) }

  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never { self.label = _makeNode(label()) }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {
    label = Text(titleKey)._node
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
    label = Text(title)._node
  }

  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never {
    label = Text(titleKey)._node
  }

  @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
    label = Text(title)._node
  }

  // The iOS 13 forms taking the destination as a value, deprecated by SwiftUI and kept by app code.

  @available(*, deprecated, message: "use NavigationLink(value:label:) or NavigationLink(destination:label:) with a closure")
  public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = _makeNode(label()) }

  @available(*, deprecated, message: "use NavigationLink(_:value:) or NavigationLink(_:destination:) with a closure")
  public init(_ titleKey: LocalizedStringKey, destination: Destination) where Label == Text { label = Text(titleKey)._node }

  @available(*, deprecated, message: "use NavigationLink(_:value:) or NavigationLink(_:destination:) with a closure")
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: Destination) where Label == Text {
    label = Text(title)._node
  }
}

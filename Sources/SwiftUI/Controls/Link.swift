import Foundation
import ViewRuntime

/// SwiftUI's `Link` (https://developer.apple.com/documentation/swiftui/link): its label in the tint.
/// Nothing is opened in a render, so a tap does nothing.
public struct Link<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    node = .primitive(LinkControl(label: _makeNode(label()), destination: destination.absoluteString))
  }

  public var _node: ViewNode { node }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    node = .primitive(LinkControl(label: _StringLookup.node(titleKey), destination: destination.absoluteString))
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: URL) {
    node = .primitive(LinkControl(label: .text(String(title)), destination: destination.absoluteString))
  }
}

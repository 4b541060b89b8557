import Foundation
import ViewRuntime

/// SwiftUI's `ShareLink` (https://developer.apple.com/documentation/swiftui/sharelink): a button, by
/// default labelled "Share" with the `square.and.arrow.up` symbol, that opens the share sheet. A render
/// draws the button; a tap opens nothing (the sheet is the system's, never drawn).
public struct ShareLink<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public var _node: ViewNode { node }

  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    node = Button(action: {}, label: label)._node
  }

  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    node = Button(action: {}, label: label)._node
  }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    node = Button("Share", systemImage: "square.and.arrow.up", action: {})._node
  }

  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    node = Button(titleKey, systemImage: "square.and.arrow.up", action: {})._node
  }

  @_disfavoredOverload public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    node = Button(title, systemImage: "square.and.arrow.up", action: {})._node
  }
}

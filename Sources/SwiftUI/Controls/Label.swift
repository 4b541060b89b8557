import Foundation
import ViewRuntime

/// SwiftUI's `Label` (https://developer.apple.com/documentation/swiftui/label): a title with an icon,
/// drawn as the environment's label style says.
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
  public typealias Body = Never
  /// The runtime's label for the built-in styles.
  let label: ControlLabel

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    let titleView = title()
    let titleNode = _makeNode(titleView)
    var text: String?
    if case .text(let s) = titleNode { text = s }
    // A localized `Text` is a lookup node when the scene has string catalogs: named by its key's text.
    else if let t = titleView as? Text, t.localized != nil, t.attributes.isEmpty { text = t.content }
    label = ControlLabel(title: titleNode, icon: _makeNode(icon()), titleText: text)
  }

  /// The label a custom `LabelStyle` is given, drawn as the built-in style would.
  public init(_ configuration: LabelStyleConfiguration) where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    label = configuration.label
  }

  init(_label label: ControlLabel) { self.label = label }

  public var _node: ViewNode {
    let label = self.label
    return ControlStyleEnvironment.control("Label", key: ControlStyleEnvironment.labelStyle, builtIn: { _ in .primitive(label) }) { style in
      (style as! any LabelStyle)._makeNode(LabelStyleConfiguration(label: label))
    }
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    label = _StringLookup.label(titleKey, systemImage: name)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    label = ControlLabel(String(title), systemImage: name)
  }

  /// SwiftUI's `Label(_:image:)`: the icon an image of the scene's asset catalog, by name or by its
  /// generated `ImageResource` (`Label("Wi-Fi", image: .wifiGlyph)`, iOS 17).
  public init(_ titleKey: LocalizedStringKey, image name: String) { self.init(titleKey.text, icon: Image(name)) }
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image name: String) { self.init(String(title), icon: Image(name)) }
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) { self.init(titleKey.text, icon: Image(resource)) }
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image resource: ImageResource) { self.init(String(title), icon: Image(resource)) }

  private init(_ title: String, icon: Image) {
    label = ControlLabel(title: .text(title), icon: icon._node, titleText: title)
  }
}

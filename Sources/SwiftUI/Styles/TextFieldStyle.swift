import Foundation
import ViewRuntime

/// SwiftUI's `TextFieldStyle` (https://developer.apple.com/documentation/swiftui/textfieldstyle).
/// SwiftUI offers no public way to write one; the built-in styles name a look the runtime draws.
public protocol TextFieldStyle {
  var _kind: TextFieldStyleKind { get }
}

/// SwiftUI's `DefaultTextFieldStyle` (`.automatic`): the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .automatic }
}

/// SwiftUI's `PlainTextFieldStyle` (`.plain`).
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .plain }
}

/// SwiftUI's `RoundedBorderTextFieldStyle` (`.roundedBorder`): inside a bordered box.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// SwiftUI's `textFieldStyle(_:)`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let kind = style._kind
    return _modified(ControlStyleEnvironment.environment { $0.textFieldStyle = kind })
  }
}

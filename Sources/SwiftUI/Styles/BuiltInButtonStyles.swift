import Foundation
import ViewRuntime

/// The built-in button styles: each names a style the runtime draws (`Controls/ButtonResolution.swift`).
protocol BuiltInButtonStyle {
  var kind: ButtonStyleKind { get }
}

/// SwiftUI's `DefaultButtonStyle` (`.automatic`): borderless on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .automatic }
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> { Button(configuration) }
}

/// SwiftUI's `PlainButtonStyle` (`.plain`): the label in its own colours.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .plain }
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> { Button(configuration) }
}

/// SwiftUI's `BorderlessButtonStyle` (`.borderless`): the label in the tint.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .borderless }
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> { Button(configuration) }
}

/// SwiftUI's `BorderedButtonStyle` (`.bordered`): the tinted label on a faint tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .bordered }
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> { Button(configuration) }
}

/// SwiftUI's `BorderedProminentButtonStyle` (`.borderedProminent`): a white label on the solid tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .borderedProminent }
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

import Foundation
import ViewRuntime

/// SwiftUI's `ListStyle` (https://developer.apple.com/documentation/swiftui/liststyle): the built-in
/// styles the runtime draws.
public protocol ListStyle {
  @_spi(AnimRender) var _kind: ListStyleKind { get }
}

public struct DefaultListStyle: ListStyle { @_spi(AnimRender) public var _kind: ListStyleKind { .automatic }; public init() {} }
public struct InsetGroupedListStyle: ListStyle { @_spi(AnimRender) public var _kind: ListStyleKind { .insetGrouped }; public init() {} }
public struct GroupedListStyle: ListStyle { @_spi(AnimRender) public var _kind: ListStyleKind { .grouped }; public init() {} }
public struct PlainListStyle: ListStyle { @_spi(AnimRender) public var _kind: ListStyleKind { .plain }; public init() {} }
public struct SidebarListStyle: ListStyle { @_spi(AnimRender) public var _kind: ListStyleKind { .sidebar }; public init() {} }
/// Drawn as inset grouped, as the interpreter draws it.
public struct InsetListStyle: ListStyle { @_spi(AnimRender) public var _kind: ListStyleKind { .insetGrouped }; public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }

extension View {
  public func listStyle<S: ListStyle>(_ style: S) -> some View { _modified(.effect(ListStyleModifier(style._kind))) }
}

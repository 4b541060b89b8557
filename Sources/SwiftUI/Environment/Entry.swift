/// SwiftUI's `@Entry` (https://developer.apple.com/documentation/swiftui/entry()) expands through
/// SwiftUI's macro plugin, which the toolchain on Linux does not have.
@available(*, unavailable, message: "animrender: @Entry is not supported yet; declare an EnvironmentKey and a property over self[Key.self]")
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

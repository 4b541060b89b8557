/// SwiftUI's `@Entry` (https://developer.apple.com/documentation/swiftui/entry()) expands through
/// SwiftUI's macro plugin, which the toolchain on Linux does not have: the pre-pass expands it in
/// extensions of `EnvironmentValues` and `Transaction` (`SceneCompiler/EntryMacroExpansion.swift`), and
/// this declaration names what is left.
@available(*, unavailable, message: "animrender: @Entry is expanded only on a 'var' in an extension of EnvironmentValues or Transaction; elsewhere declare a key type and a property over self[Key.self]")
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

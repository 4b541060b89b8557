import SwiftSyntax

/// SwiftUI's `@Entry` (https://developer.apple.com/documentation/swiftui/entry()) expanded by the
/// pre-pass, since the toolchain on Linux has no SwiftUI macro plugin:
///
///     extension EnvironmentValues { @Entry var accent: Color = .purple }
///
/// becomes a property over a key type, as the macro's expansion is (a computed property reading and
/// writing `self[Key.self]`, and a key whose `defaultValue` is the initial value):
///
///     extension EnvironmentValues { var accent: Color { get { self[__Key_accent.self] } set { … } } }
///     extension EnvironmentValues { struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .purple } } }
///
/// The property is rewritten in place (the attribute blanked, the initial value's lines kept as
/// newlines) so every later line keeps its number; the keys go after the file's text. Extensions of
/// `EnvironmentValues` and `Transaction` are expanded; elsewhere the macro's `unavailable` message stands.
struct EntryMacroExpansion {
  /// Replacements of byte ranges of the file's text, in file order, not overlapping.
  private(set) var edits: [(range: Range<Int>, text: String)] = []
  /// Declarations to append after the file's text.
  private(set) var keys: [String] = []

  /// The key protocol of each type `@Entry` expands in.
  static let keyProtocols = ["EnvironmentValues": "EnvironmentKey", "SwiftUI.EnvironmentValues": "EnvironmentKey",
                             "Transaction": "TransactionKey", "SwiftUI.Transaction": "TransactionKey"]

  init(_ tree: SourceFileSyntax) {
    for item in tree.statements {
      guard let ext = item.item.as(ExtensionDeclSyntax.self),
            let keyProtocol = Self.keyProtocols[ext.extendedType.trimmedDescription] else { continue }
      for member in ext.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
              let entry = variable.attributes.first(where: { Self.isEntry($0) }),
              variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
              let binding = variable.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        expand(entry, variable, binding, name: name, in: ext.extendedType.trimmedDescription, keyProtocol: keyProtocol)
      }
    }
  }

  private static func isEntry(_ attribute: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let a) = attribute else { return false }
    return ["Entry", "SwiftUI.Entry"].contains(a.attributeName.trimmedDescription) && a.arguments == nil
  }

  private mutating func expand(_ entry: AttributeListSyntax.Element, _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
                               name: String, in type: String, keyProtocol: String) {
    let key = "__Key_" + name
    let type0 = binding.typeAnnotation?.type.trimmedDescription
    // Without an initial value the type is optional and the default nil, as with the macro.
    let initial = binding.initializer?.value.trimmedDescription ?? "nil"
    let access = variable.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
    let defaultValue = type0.map { "static var defaultValue: \($0) { \(initial) }" } ?? "static let defaultValue = \(initial)"
    keys.append("extension \(type) { \(access)struct \(key): \(keyProtocol) { \(access)\(defaultValue) } }")

    let attribute = entry.positionAfterSkippingLeadingTrivia.utf8Offset..<entry.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append((attribute, String(repeating: " ", count: attribute.count)))
    let accessors = " { get { self[\(key).self] } set { self[\(key).self] = newValue } }"
    if binding.typeAnnotation == nil {
      let end = binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append((end..<end, ": \(key).Value"))
    }
    if let initializer = binding.initializer {
      let range = initializer.positionAfterSkippingLeadingTrivia.utf8Offset..<initializer.endPositionBeforeTrailingTrivia.utf8Offset
      // The initial value's line breaks stay, so the lines after it keep their numbers.
      let newlines = initializer.trimmedDescription.filter { $0 == "\n" }.count
      edits.append((range, accessors + String(repeating: "\n", count: newlines)))
    } else if let annotation = binding.typeAnnotation {
      let end = annotation.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append((end..<end, accessors))
    }
  }

  /// Applies the edits to the file's bytes (last first, so earlier offsets stay valid).
  func apply(to bytes: inout [UInt8]) {
    for edit in edits.reversed() { bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8)) }
  }
}

import SwiftSyntax

/// A `protocol` declared in the scene: its requirements are names only (the interpreter is dynamically
/// typed), kept so code in its extensions and in conforming types may use them without `self.`.
public final class ProtocolDefinition {
  public let name: String
  /// Protocols it refines (`protocol Tile: View, Identifiable`).
  public let inherited: [String]
  /// Property, method and associated-type names the protocol declares (static ones too).
  public let requirements: Set<String>
  /// Associated types (`associatedtype Body: View`): names usable as types inside the protocol.
  public let associatedTypes: Set<String>
  let node: Syntax

  init(_ decl: ProtocolDeclSyntax) {
    name = decl.name.text
    inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    var names = Set<String>(), associated = Set<String>()
    for member in decl.memberBlock.members {
      if let v = member.decl.as(VariableDeclSyntax.self) {
        for binding in v.bindings {
          if let id = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(id.identifier.text) }
        }
      } else if let f = member.decl.as(FunctionDeclSyntax.self) {
        names.insert(f.name.text)
      } else if let a = member.decl.as(AssociatedTypeDeclSyntax.self) {
        associated.insert(a.name.text)
      }
    }
    requirements = names
    associatedTypes = associated
    node = Syntax(decl)
  }
}

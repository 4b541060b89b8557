import SwiftSyntax

/// The light static type the interpreter tracks.
///
/// Not Swift's type system: just enough to apply Swift's literal rules (an integer literal where a `Double`
/// is expected is a `Double`), to resolve implicit members (`.degrees(16)` where an `Angle` is expected) and
/// to word diagnostics the way the compiler does.
public indirect enum SceneType: Hashable, Sendable, CustomStringConvertible {
  case int, double, bool, string, void
  case array(SceneType)
  case dictionary(SceneType, SceneType)
  case optional(SceneType)
  case range
  /// A user-declared struct/enum or a registered host type, by name.
  case named(String)
  case function
  /// `(min: Double, max: Double)`: element types and labels (nil where unlabeled).
  case tuple([SceneType], labels: [String?])
  /// Unknown or generic: no coercion, no implicit members.
  case any

  public var description: String {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .void: "Void"
    case .array(let e): "[\(e)]"
    case .dictionary(let k, let v): "[\(k): \(v)]"
    case .optional(let w): "\(w)?"
    case .range: "Range<Int>"
    case .named(let n): n
    case .function: "function"
    case .tuple(let types, let labels):
      "(" + zip(types, labels).map { t, l in l.map { "\($0): \(t)" } ?? "\(t)" }.joined(separator: ", ") + ")"
    case .any: "Any"
    }
  }

  /// The type's name for member lookup (`Double` for `.double`, the name for `.named`).
  var typeName: String? {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .named(let n): n.firstIndex(of: "<").map { String(n[..<$0]) } ?? n  // `Binding<Bool>` → `Binding`
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .optional(let w): w.typeName
    default: nil
    }
  }

  var unwrapped: SceneType {
    if case .optional(let w) = self { return w.unwrapped }
    return self
  }

  /// Reads a written type. Unknown spellings become `.named`, so the checker can complain about them.
  init(syntax: TypeSyntax) {
    if let id = syntax.as(IdentifierTypeSyntax.self) {
      let name = id.name.text
      switch name {
      case "Int", "Int32", "Int64", "UInt", "UInt8": self = .int
      case "Double", "CGFloat", "Float", "TimeInterval": self = .double
      case "Bool": self = .bool
      case "String", "Substring", "Character": self = .string
      case "Void": self = .void
      case "Array":
        if let arg = id.genericArgumentClause?.arguments.first, case .type(let t) = arg.argument {
          self = .array(SceneType(syntax: t))
        } else {
          self = .array(.any)
        }
      case "Optional":
        if let arg = id.genericArgumentClause?.arguments.first, case .type(let t) = arg.argument {
          self = .optional(SceneType(syntax: t))
        } else {
          self = .optional(.any)
        }
      case "Any", "AnyObject", "Self": self = .any
      default: self = .named(name)
      }
    } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
      self = .dictionary(SceneType(syntax: dictionary.key), SceneType(syntax: dictionary.value))
    } else if let array = syntax.as(ArrayTypeSyntax.self) {
      self = .array(SceneType(syntax: array.element))
    } else if let opt = syntax.as(OptionalTypeSyntax.self) {
      self = .optional(SceneType(syntax: opt.wrappedType))
    } else if let iuo = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      self = .optional(SceneType(syntax: iuo.wrappedType))
    } else if syntax.is(FunctionTypeSyntax.self) {
      self = .function
    } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
      self = SceneType(syntax: attributed.baseType)
    } else if let member = syntax.as(MemberTypeSyntax.self) {
      // `SwiftUI.Angle`, `Animation.Spring`: the last component names the type.
      self = member.baseType.trimmedDescription == "SwiftUI" ? .named(member.name.text) : .named(member.trimmedDescription)
    } else if syntax.is(SomeOrAnyTypeSyntax.self) {
      self = .any
    } else if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.isEmpty {
      self = .void
    } else if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      self = SceneType(syntax: only.type)
    } else if let tuple = syntax.as(TupleTypeSyntax.self) {
      self = .tuple(tuple.elements.map { SceneType(syntax: $0.type) }, labels: tuple.elements.map { $0.firstName?.text })
    } else {
      self = .any
    }
  }
}

@_spi(Reflection) import Swift
import Foundation
import ViewRuntime

/// The dynamic properties of a view or modifier value (`@State`, `@Environment`, a custom
/// `DynamicProperty` holding them, …), found from a per-type field table.
///
/// SwiftUI finds them once per type from the type's metadata, not by reflecting every instance: the
/// first value of a type walks its stored fields (`_forEachField`, the standard library's reflection
/// SPI that `Mirror` itself is built on) into a table of offsets and property types; every later value
/// reads its properties at those offsets. A plain struct's table is empty, so its instances cost a
/// dictionary lookup. Types that are not structs (a class adopting `View`) fall back to `Mirror`.
enum DynamicFields {
  struct Found {
    let name: String
    let property: any _RuntimeBoundProperty
    let slots: [StateSlot]
  }

  /// One dynamic property of a struct type: its name as the runtime keys it and where it is stored.
  struct Field {
    let name: String
    let offset: Int
    let type: any _RuntimeBoundProperty.Type
  }

  /// nil: not a struct, reflect each instance.
  nonisolated(unsafe) private static var tables: [ObjectIdentifier: [Field]?] = [:]
  private static let lock = NSLock()

  static func properties<T>(of value: T) -> [Found] {
    let id = ObjectIdentifier(T.self)
    let table: [Field]?
    if let cached = lock.withLock({ tables[id] }) {
      table = cached
    } else {
      table = Mirror(reflecting: value).displayStyle == .struct ? fields(of: T.self) : nil
      lock.withLock { tables[id] = .some(table) }
    }
    guard let table else {
      var found: [Found] = []
      collect(Mirror(reflecting: value), prefix: "", into: &found)
      return found
    }
    if table.isEmpty { return [] }
    return withUnsafeBytes(of: value) { raw in
      table.map { field in
        let property = load(field.type, at: raw.baseAddress! + field.offset)
        return Found(name: field.name, property: property, slots: property._slots(named: field.name))
      }
    }
  }

  /// The struct `type`'s dynamic properties with their offsets, searching inside stored
  /// `DynamicProperty` structs as SwiftUI does. Property wrappers store as `_name`.
  static func fields(of type: Any.Type, prefix: String = "", base: Int = 0) -> [Field] {
    var found: [Field] = []
    _ = _forEachField(of: type, options: []) { cName, offset, fieldType, kind in
      let label = String(cString: cName)
      let name = prefix + (label.hasPrefix("_") ? String(label.dropFirst()) : label)
      if let bound = fieldType as? any _RuntimeBoundProperty.Type {
        found.append(Field(name: name, offset: base + offset, type: bound))
      } else if kind == .struct, fieldType is any DynamicProperty.Type {
        found += fields(of: fieldType, prefix: name + ".", base: base + offset)
      }
      return true
    }
    return found
  }

  private static func load<P: _RuntimeBoundProperty>(_ type: P.Type, at pointer: UnsafeRawPointer) -> any _RuntimeBoundProperty {
    pointer.load(as: P.self)
  }

  /// The per-instance path for values that are not structs.
  private static func collect(_ mirror: Mirror, prefix: String, into found: inout [Found]) {
    for child in mirror.children {
      guard let label = child.label else { continue }
      let name = prefix + (label.hasPrefix("_") ? String(label.dropFirst()) : label)
      if let property = child.value as? any _RuntimeBoundProperty {
        found.append(Found(name: name, property: property, slots: property._slots(named: name)))
      } else if child.value is any DynamicProperty {
        collect(Mirror(reflecting: child.value), prefix: name + ".", into: &found)
      }
    }
  }

  /// Type names worked out so far: describing a type demangles its name, about 13,000 instructions,
  /// and every component value a body returns asks for its type's name again.
  nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]

  /// The declared name without generic arguments: the component's name in paths and `inspect`.
  static func typeName(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = lock.withLock({ names[id] }) { return name }
    let full = String(describing: type)
    let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    lock.withLock { names[id] = name }
    return name
  }
}

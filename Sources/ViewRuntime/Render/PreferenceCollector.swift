import Foundation

/// Preference values flowing up the tree while it is placed and drawn (``DisplayListBuilder``), so
/// values set inside a `GeometryReader`, whose content exists only once layout gave it a size, count.
///
/// A preference modifier opens a scope, its content is drawn into it, and it closes the scope and
/// passes the result to the scope around it. Values reach a scope in tree order, and each one after
/// the first is folded in with the key's `reduce`. A subtree that sets no value contributes nothing:
/// `reduce` is never called with the default, which SwiftUI's documentation allows ("Views that have
/// no explicit value for the key produce this default value. Combining child views may remove an
/// implicit value produced by using the default",
/// https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue), so a reader with one
/// writer below sees exactly its value, and a reader with none sees `defaultValue`.
///
/// Values fold left in tree order across the whole subtree (nested stacks included), which is
/// SwiftUI's sibling-by-sibling result for every associative `reduce` (max, sum, append, merge).
struct PreferenceCollector {
  /// One key's value in a scope.
  struct Entry {
    let key: AnyPreferenceKey
    var value: Any
  }

  /// A reader (`onPreferenceChange`) met in this pass: its identity, the value its subtree reduced
  /// to (comparable between passes), and its action called with that value.
  struct Observation {
    let path: ViewIdentity
    /// How the reader is written, for warnings: `onPreferenceChange(Key.self)`.
    let reader: String
    let value: AnyHashable
    /// Runs the reader's action, given the value it was last called with (nil the first time).
    let action: (_ previous: AnyHashable?) throws -> Void
  }

  /// Open scopes, innermost last; values outside any scope have no reader and are dropped.
  private var scopes: [[ObjectIdentifier: Entry]] = []
  /// Readers in the order their subtrees finished drawing (innermost first).
  private(set) var observations: [Observation] = []

  mutating func open() { scopes.append([:]) }

  /// Closes the innermost scope and returns what its subtree set.
  mutating func close() -> [ObjectIdentifier: Entry] { scopes.popLast() ?? [:] }

  /// Passes a closed scope's values to the scope around it, folding each into a value already there.
  mutating func contribute(_ values: [ObjectIdentifier: Entry]) {
    guard !scopes.isEmpty else { return }
    for (id, entry) in values {
      if var existing = scopes[scopes.count - 1][id] {
        let next = entry.value
        existing.key.reduce(&existing.value) { next }
        scopes[scopes.count - 1][id] = existing
      } else {
        scopes[scopes.count - 1][id] = entry
      }
    }
  }

  mutating func observe(_ observation: Observation) { observations.append(observation) }
}

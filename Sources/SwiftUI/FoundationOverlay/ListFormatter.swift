import Foundation

/// Foundation's `ListFormatter` (https://developer.apple.com/documentation/foundation/listformatter),
/// which swift-corelibs-foundation lacks, in US English: "Apple", "Apple and Banana", "Apple, Banana,
/// and Cherry" (CLDR's `en` list patterns, with the serial comma). Items are formatted with
/// `itemFormatter`, or their descriptions.
open class ListFormatter: Formatter, @unchecked Sendable {
  open var locale: Locale! = SceneLocale.locale
  open var itemFormatter: Formatter?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/foundation/listformatter/localizedstring(byjoining:)
  open class func localizedString(byJoining strings: [String]) -> String { join(strings) }

  open func string(from items: [Any]) -> String? {
    Self.join(items.map { itemFormatter?.string(for: $0) ?? String(describing: $0) })
  }

  open override func string(for obj: Any?) -> String? { (obj as? [Any]).flatMap(string(from:)) }

  static func join(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    case 2: return "\(items[0]) and \(items[1])"
    default: return items.dropLast().joined(separator: ", ") + ", and " + items[items.count - 1]
    }
  }
}

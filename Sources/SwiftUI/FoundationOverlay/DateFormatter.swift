import Foundation

/// Foundation's `DateFormatter` (https://developer.apple.com/documentation/foundation/dateformatter),
/// starting in `en_US` (see ``SceneLocale``); a scene may still set another `locale`.
open class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
  public override init() {
    super.init()
    locale = SceneLocale.locale
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func string(from date: Date) -> String { SceneLocale.plainSpaces(super.string(from: date)) }
}

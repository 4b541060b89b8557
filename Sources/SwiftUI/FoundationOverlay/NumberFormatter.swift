import Foundation

/// Foundation's `NumberFormatter` (https://developer.apple.com/documentation/foundation/numberformatter),
/// starting in `en_US` (see ``SceneLocale``): `$1.50`, not `en_001`'s `US$1.50`.
open class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
  public override init() {
    super.init()
    locale = SceneLocale.locale
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

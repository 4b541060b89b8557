// `import SwiftUI` brings Foundation with it, as Apple's SwiftUI does: scenes write `Date`,
// `TimeInterval`, `CGFloat` and `cos` without importing Foundation themselves.
@_exported import Foundation

// SwiftUI re-exports Foundation (`CGRect`, `CGPoint`, `CGSize`, `CGFloat`, `Date`, `cos`), which every
// `Shape.path(in:)` and `Path` uses; scene files import only SwiftUI, so the module does the same.
@_exported import Foundation

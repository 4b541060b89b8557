// SwiftUI re-exports Foundation's geometry (`CGRect`, `CGPoint`, `CGSize`, `CGFloat`), which every
// `Shape.path(in:)` and `Path` uses; scene files import only SwiftUI, so the module does the same.
@_exported import Foundation

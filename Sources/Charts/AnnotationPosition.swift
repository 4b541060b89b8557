import Foundation
import SwiftUI

/// Swift Charts' `AnnotationPosition` (https://developer.apple.com/documentation/charts/annotationposition).
public struct AnnotationPosition: Equatable {
  enum Kind: Equatable { case automatic, top, bottom, leading, trailing, overlay }
  let kind: Kind
  public static var automatic: AnnotationPosition { AnnotationPosition(kind: .automatic) }
  public static var top: AnnotationPosition { AnnotationPosition(kind: .top) }
  public static var bottom: AnnotationPosition { AnnotationPosition(kind: .bottom) }
  public static var leading: AnnotationPosition { AnnotationPosition(kind: .leading) }
  public static var trailing: AnnotationPosition { AnnotationPosition(kind: .trailing) }
  public static var overlay: AnnotationPosition { AnnotationPosition(kind: .overlay) }
}

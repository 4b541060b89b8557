import Foundation

/// SwiftUI's `Text`: one line of text in the environment's font and foreground style.
public struct Text: PrimitiveView {
  public var content: String
  public init(_ content: String) { self.content = content }
  public init(verbatim content: String) { self.content = content }
  public var _node: ViewNode { .text(content) }
}

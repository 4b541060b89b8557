import Foundation
import ViewRuntime

/// SwiftUI's `ScrollViewReader` (https://developer.apple.com/documentation/swiftui/scrollviewreader):
/// its content, given a proxy whose `scrollTo` scrolls the scroll views inside to a view with an `.id`.
/// The last `scrollTo` is the reader's state, so one made in `withAnimation` scrolls with that animation.
public struct ScrollViewReader<Content: View>: View {
  public var content: (ScrollViewProxy) -> Content
  @State private var target: ScrollViewNode.Target?
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public var body: some View {
    content(ScrollViewProxy(target: $target))._modified(.effect(ScrollViewReaderEffect(target)))
  }
}

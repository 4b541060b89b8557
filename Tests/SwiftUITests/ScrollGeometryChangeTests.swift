import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `onScrollGeometryChange` on a scroll view of ten 50-point rows (content 500) in 200 points, scrolled
// by its reader to the last row's bottom on appear, then to the top by a tap.
private struct Watched: View {
  @State private var offsets: [Int] = []
  @State private var sizes = ""
  var body: some View {
    VStack {
      ScrollViewReader { proxy in
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { _ in Color.blue.frame(height: 50) }
          }
        }
        .frame(height: 200)
        .onScrollGeometryChange(for: Double.self) { $0.contentOffset.y } action: { _, new in offsets.append(Int(new)) }
        .onScrollGeometryChange(for: String.self) { "\(Int($0.contentSize.height))/\(Int($0.containerSize.height))" } action: { _, new in sizes = new }
        .onAppear { proxy.scrollTo(9, anchor: .bottom) }
        .onTapGesture { proxy.scrollTo(0, anchor: .top) }
      }
      Text(offsets.map(String.init).joined(separator: ","))
      Text(sizes)
    }
  }
}

final class ScrollGeometryChangeTests: XCTestCase {
  /// Row 9's bottom (500) at the view's bottom (200) is offset 300; the tap scrolls back to 0. The
  /// action first sees the unscrolled view (0: the scroll to the row comes with `onAppear`), then each
  /// change once; the sizes are content 500 and container 200. Rendered from the start, as a render is.
  func testTheActionSeesTheScrollViewsGeometry() throws {
    let frames = try InspectedNode.frames(_scene(width: 300, height: 400, taps: [0.5]) { Watched() }, at: [0, 0.2, 1])
    XCTAssertNotNil(frames[1].text("0,300"), "\(frames[1].compactMap(\.text))")
    XCTAssertNotNil(frames[1].text("500/200"), "\(frames[1].compactMap(\.text))")
    XCTAssertNotNil(frames[2].text("0,300,0"), "\(frames[2].compactMap(\.text))")
  }
}

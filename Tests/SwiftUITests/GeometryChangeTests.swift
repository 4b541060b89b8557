import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `onGeometryChange` as apps use it: a measured width written to state that another view shows.
private struct Measured: View {
  @State private var wide = false
  @State private var changes: [String] = []
  @State private var height: CGFloat = 0
  var body: some View {
    VStack(spacing: 4) {
      Color.red
        .frame(width: wide ? 200 : 100, height: 10)
        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
          changes.append("\(Int(old))>\(Int(new))")
        }
      Text(changes.joined(separator: ","))
      Text("tall")
        .frame(height: 30)
        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
      Text("height \(Int(height))")
    }
    .onTapGesture { wide = true }
  }
}

final class GeometryChangeTests: XCTestCase {
  /// The action runs when the view appears, with the first width as old and new, then once when a tap
  /// widens the view; the one-value form gets the height the frame gives (30).
  func testTheActionSeesTheFirstValueAndEachChange() throws {
    let frames = try InspectedNode.frames(_scene(width: 300, height: 200, taps: [0.5]) { Measured() }, at: [0, 1])
    XCTAssertNotNil(frames[0].text("100>100"), "\(frames[0].compactMap(\.text))")
    XCTAssertNotNil(frames[0].text("height 30"))
    XCTAssertNotNil(frames[1].text("100>100,100>200"), "\(frames[1].compactMap(\.text))")
  }
}

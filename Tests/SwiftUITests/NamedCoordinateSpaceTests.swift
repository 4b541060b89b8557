import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A 200-point scroll view of a 50-point reader row and ten 50-point rows (content 550), 100 points
// below the top of a 300-point stack centred in a 400-point canvas: the scroll view spans y 150…350.
// On appear it scrolls row 9's bottom (550) to its bottom (200): offset 350. The reader row then sits
// at -350 in the scroll view's space (named, and `.scrollView`) and at 150 - 350 = -200 globally.
private struct Stretchy: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.clear.frame(height: 100)
      ScrollViewReader { proxy in
        ScrollView {
          VStack(spacing: 0) {
            GeometryReader { g in
              let named = g.frame(in: .named("scroll")).minY, scroll = g.frame(in: .scrollView).minY
              let global = g.frame(in: .global).minY, outer = g.frame(in: .named("page")).minY
              Text("\(Int(named)) \(Int(scroll)) \(Int(global)) \(Int(outer)) \(Int(g.bounds(of: .named("scroll"))?.minY ?? 1))")
            }
            .frame(height: 50)
            ForEach(0..<10, id: \.self) { i in Color.blue.frame(height: 50).id(i) }
          }
        }
        .frame(height: 200)
        .coordinateSpace(name: "scroll")
        .onAppear { proxy.scrollTo(9, anchor: .bottom) }
      }
    }
    .coordinateSpace(.named("page"))
  }
}

// A reader outside any named space, asking for an unknown name: the global frame (SwiftUI's fallback).
private struct Unnamed: View {
  var body: some View {
    GeometryReader { g in
      Text("\(Int(g.frame(in: .named("nowhere")).minY)) \(g.bounds(of: .named("nowhere")) == nil ? "nil" : "set")")
    }
    .frame(width: 100, height: 40)
  }
}

final class NamedCoordinateSpaceTests: XCTestCase {
  func testAReaderMeasuresItselfInTheSpacesAroundIt() throws {
    let frames = try InspectedNode.frames(_scene(width: 300, height: 400) { Stretchy() }, at: [0.5])
    // The page (the stack, y 50…350) is 200 above the reader's -150 → -350 + 150 - 50 = -250.
    XCTAssertNotNil(frames[0].text("-350 -350 -200 -250 350"), "\(frames[0].compactMap(\.text))")
  }

  func testAnUnknownNameIsTheGlobalSpace() throws {
    // The 40-point reader centred in a 200-point canvas: y 80.
    let frames = try InspectedNode.frames(_scene(width: 200, height: 200) { Unnamed() }, at: [0])
    XCTAssertNotNil(frames[0].text("80 nil"), "\(frames[0].compactMap(\.text))")
  }
}

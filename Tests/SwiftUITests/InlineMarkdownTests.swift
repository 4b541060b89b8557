import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

private struct Marked: View {
  let plain = "**not a key**"
  let pattern = "a*b*c_d_"
  let name = "Ann"
  var body: some View {
    VStack {
      Text("**Bold**")
      Text("Welcome to **animrender**, _really_!")
      Text("5 * 3 = 15 and snake_case_name")
      Text("\\*stars\\* and `code`")
      Text("Read [the guide](https://example.com) first")
      Text("~~gone~~")
      Text(verbatim: "**verbatim**")
      Text(plain)
      Text("Pattern \(pattern)")
      Text("**\(name)** joined")
    }
  }
}

final class InlineMarkdownTests: XCTestCase {
  /// A literal's Markdown markers are read, not drawn; a verbatim text or a `String` keeps them, as in
  /// SwiftUI. A style over the whole text reaches its font: "Bold" is bold; the partly styled line keeps
  /// the regular weight (a text draws in one style).
  func testMarkersAreReadInLiteralsOnly() throws {
    let nodes = try InspectedNode.frames(_scene(width: 400, height: 400) { Marked() }, at: [0])[0]
    XCTAssertEqual(nodes.compactMap(\.text), ["Bold", "Welcome to animrender, really!", "5 * 3 = 15 and snake_case_name",
                                              "*stars* and code", "Read the guide first", "gone", "**verbatim**", "**not a key**",
                                              "Pattern a*b*c_d_", "Ann joined"])
    var fonts: [String: FontDescriptor] = [:]
    for item in try displayLists(compiled: _scene(width: 400, height: 400) { Marked() }, at: [0])[0].items {
      if case .text(let run, _) = item { fonts[run.text] = run.font }
    }
    let bold = try XCTUnwrap(fonts["Bold"]), welcome = try XCTUnwrap(fonts["Welcome to animrender, really!"])
    XCTAssertGreaterThan(bold.weight, welcome.weight)
    XCTAssertEqual(fonts["5 * 3 = 15 and snake_case_name"]?.weight, welcome.weight)
  }
}

@testable @_spi(AnimRender) import SwiftUI
import XCTest

// The per-type field table finds the same dynamic properties `Mirror` would: wrappers by their
// declared names, ones nested in a custom `DynamicProperty`, in generic views, and each instance's own
// initial values read at the table's offsets.
private struct Counter: DynamicProperty {
  @State var count = 0
  var label = "taps"
}

private struct Profile: View {
  var title: String
  @State private var expanded = false
  @Environment(\.colorScheme) private var scheme
  var counter = Counter()
  var ratio = 0.5
  @State private var name: String
  init(title: String, name: String) { self.title = title; self._name = State(initialValue: name) }
  var body: some View { Text(title) }
}

private struct Tagged<Tag: Hashable>: View {
  @State var tag: Tag
  var body: some View { Text("tag") }
}

private struct Plain: View {
  var text = "plain"
  var body: some View { Text(text) }
}

final class DynamicFieldsTests: XCTestCase {
  private func described<T>(_ value: T) -> [String] {
    DynamicFields.properties(of: value).map { found in
      "\(found.name)=" + found.slots.map { "\($0.name):\($0.initialValue)" }.joined(separator: ",")
    }
  }

  func testWrappersAndNestedPropertiesByDeclaredName() {
    XCTAssertEqual(described(Profile(title: "A", name: "Ada")),
                   ["expanded=expanded:false", "scheme=", "counter.count=counter.count:0", "name=name:Ada"])
  }

  func testEachInstanceReadsItsOwnValues() {
    // The second value of a type uses the cached table: its own name, not the first instance's.
    _ = described(Profile(title: "A", name: "Ada"))
    XCTAssertEqual(described(Profile(title: "B", name: "Grace")).last, "name=name:Grace")
    XCTAssertEqual(described(Tagged(tag: 7)), ["tag=tag:7"])
    XCTAssertEqual(described(Tagged(tag: "seven")), ["tag=tag:seven"])
  }

  func testPlainViewsHaveNoProperties() {
    XCTAssertTrue(DynamicFields.properties(of: Plain()).isEmpty)
    XCTAssertTrue(DynamicFields.fields(of: Plain.self).isEmpty)
  }

  func testOffsetsPointAtTheWrappers() {
    let fields = DynamicFields.fields(of: Profile.self)
    XCTAssertEqual(fields.map(\.name), ["expanded", "scheme", "counter.count", "name"])
    // Distinct, increasing storage offsets inside the struct.
    XCTAssertEqual(fields.map(\.offset), fields.map(\.offset).sorted())
    XCTAssertEqual(Set(fields.map(\.offset)).count, 4)
    XCTAssertLessThan(fields.last!.offset, MemoryLayout<Profile>.size)
  }
}

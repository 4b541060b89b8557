import Foundation
@_spi(AnimRender) import SwiftUI
import Testing

/// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, which `onDelete` and `onMove`
/// actions call with the offsets they are given; expected arrays worked out by hand from Apple's
/// description (the moved elements go, in order, before the element that was at the destination).
@Suite struct CollectionOffsetsTests {
  @Test func removeAtOffsetsRemovesEachOffsetOnce() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c", "e"])
    letters.remove(atOffsets: IndexSet())
    #expect(letters == ["a", "c", "e"])
    letters.remove(atOffsets: IndexSet(integersIn: 0..<3))
    #expect(letters.isEmpty)
  }

  @Test func moveFromOffsetsPlacesTheElementsBeforeTheDestination() {
    let start = ["a", "b", "c", "d", "e"]
    var toFront = start
    toFront.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
    #expect(toFront == ["b", "d", "a", "c", "e"])
    var toEnd = start
    toEnd.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
    #expect(toEnd == ["a", "c", "e", "b", "d"])
    // Dragging "b" down past "c": the destination 3 is counted before the move, so "b" lands before "d".
    var down = start
    down.move(fromOffsets: IndexSet([1]), toOffset: 3)
    #expect(down == ["a", "c", "b", "d", "e"])
    var up = start
    up.move(fromOffsets: IndexSet([4]), toOffset: 1)
    #expect(up == ["a", "e", "b", "c", "d"])
  }
}

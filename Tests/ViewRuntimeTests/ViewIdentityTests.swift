import Foundation
import Testing
@testable import ViewRuntime

/// Structural identities are interned values: one object per path in a runtime, however the path's
/// components were split, ordered and nested exactly as the path strings they replaced.
@Suite struct ViewIdentityTests {
  @Test func onePathIsOneIdentityHoweverItIsReached() {
    let table = IdentityTable()
    let row = table.root.child("/0").child("/#7")
    // ForEach's duplicate suffix appended on its own, and the whole row at once, reach one object.
    #expect(row.child("@1") === table.root.child("/0").child("/#7@1"))
    #expect(row.child("@1") === table.identity("/0/#7@1"))
    #expect(row.attribute("opacity").path == "/0/#7|opacity")
    #expect(row.attribute("opacity") === table.identity("/0/#7|opacity"))
    #expect(table.existing("/0/#7") === row)
    #expect(table.existing("/9") == nil)
    // Equal identities hash alike; different paths differ.
    #expect(Set([row, table.identity("/0/#7"), table.root.child("/1")]).count == 2)
  }

  @Test func insideFollowsComponentsNotCharacters() {
    let table = IdentityTable()
    let root = table.root, animator = table.identity("/0/phases")
    #expect(table.identity("/0/phases/0?1").isInside(animator))
    #expect(table.identity("/0/phases|scaleEffect").isInside(animator))
    #expect(animator.isInside(animator))
    #expect(table.identity("/0/phases/1").isInside(root))
    // A sibling whose name starts with the same characters is not inside.
    #expect(!table.identity("/0/phases2").isInside(animator))
    #expect(!table.identity("/0/phases@1").isInside(animator))
    #expect(!table.identity("/0").isInside(animator))
  }

  @Test func orderIsThePathsOrder() {
    let table = IdentityTable()
    let paths = ["/1", "/0/2", "/0|opacity", "/0/#b", "/0?1", "", "/0/10"]
    let sorted = paths.map(table.identity).sorted().map(\.path)
    #expect(sorted == paths.sorted())
  }

  @Test func aChildOfAnIdentityWhoseRuntimeIsGoneIsStillItsPath() {
    var table: IdentityTable? = IdentityTable()
    let kept = table!.identity("/0")
    table = nil
    // A closure from scene code may keep an identity after its runtime ended.
    #expect(kept.child("/1").path == "/0/1")
    #expect(kept.child("/1") === kept.child("/1"))
  }
}

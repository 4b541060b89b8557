import Testing
@testable import ViewRuntime

/// The mark and sweep of record keys by scope: what a pass over a subtree no longer saw is dropped,
/// once, whatever order or repetition the pass noted its keys in.
@Suite struct ScopeIndexTests {
  let table = IdentityTable()
  func id(_ path: String) -> ViewIdentity { table.identity(path) }

  func marks(_ keys: [String], in scope: String, nesting: [(String, String)] = []) -> ScopeIndex.Marks {
    var m = ScopeIndex.Marks()
    for k in keys { m.note(id(k), in: id(scope)) }
    for (child, parent) in nesting { m.nest(id(child), in: id(parent)) }
    return m
  }

  @Test func aPassThatSeesTheSameKeysDropsNothing() {
    var index = ScopeIndex()
    #expect(index.replace(root: id("/a"), with: marks(["/a|x", "/a|y", "/a|x"], in: "/a")).isEmpty)
    #expect(index.replace(root: id("/a"), with: marks(["/a|x", "/a|y", "/a|x"], in: "/a")).isEmpty)
    // Another order, without the repeat: the same keys.
    #expect(index.replace(root: id("/a"), with: marks(["/a|y", "/a|x"], in: "/a")).isEmpty)
  }

  @Test func aKeyNoLongerNotedIsDroppedOnce() {
    var index = ScopeIndex()
    _ = index.replace(root: id("/a"), with: marks(["/a|x", "/a|y", "/a|y", "/a|z"], in: "/a"))
    let dropped = index.replace(root: id("/a"), with: marks(["/a|x"], in: "/a"))
    #expect(dropped.map(\.path).sorted() == ["/a|y", "/a|z"])
    // Dropped keys are forgotten: the next pass over the same keys drops nothing more.
    #expect(index.replace(root: id("/a"), with: marks(["/a|x"], in: "/a")).isEmpty)
  }

  @Test func aVanishedNestedScopeDropsAllItsKeys() {
    var index = ScopeIndex()
    var first = marks(["/a|x"], in: "/a", nesting: [("/a/b", "/a")])
    first.note(id("/a/b|x"), in: id("/a/b"))
    first.note(id("/a/b|y"), in: id("/a/b"))
    #expect(index.replace(root: id("/a"), with: first).isEmpty)
    let dropped = index.replace(root: id("/a"), with: marks(["/a|x"], in: "/a"))
    #expect(dropped.map(\.path).sorted() == ["/a/b|x", "/a/b|y"])
  }

  @Test func aPassOverOneScopeLeavesItsSiblingsAlone() {
    var index = ScopeIndex()
    var whole = marks(["/r|k"], in: "/r", nesting: [("/r/1", "/r"), ("/r/2", "/r")])
    whole.note(id("/r/1|x"), in: id("/r/1"))
    whole.note(id("/r/2|x"), in: id("/r/2"))
    _ = index.replace(root: id("/r"), with: whole)
    #expect(index.replace(root: id("/r/1"), with: marks([], in: "/r/1")).map(\.path) == ["/r/1|x"])
    // The sibling's key is still known: a pass over the whole tree without it drops it.
    let dropped = index.replace(root: id("/r"), with: marks(["/r|k"], in: "/r", nesting: [("/r/1", "/r")]))
    #expect(dropped.map(\.path) == ["/r/2|x"])
  }
}

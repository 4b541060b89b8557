import Foundation
import Testing
import ViewRuntime

/// The gallery scenes for issue 10's last defects: bindings to array elements, integer phases, a
/// shared DateFormatter on the virtual clock and `super` in a class hierarchy, checked against values
/// derived by hand.
@Suite struct GalleryLanguageTests {
  private func values(_ scene: LoadedScene, _ t: Double, _ modifier: String, _ key: String) throws -> [Double] {
    try scene.inspect(t).nodes.compactMap { $0.modifiers.first { $0.name == modifier }?.values[key]?.first }
  }

  /// `model-checklist-bindings`: one row is done (scale 1, others 0.8). The tap at 0.5 s toggles every
  /// row through its element binding on a 0.4 s easeInOut: half way (0.9 each) at 0.7 s, then Passport
  /// is undone and the other two done, which the summary (reading the array) counts.
  @Test func checklistRowsEditTheirOwnElements() throws {
    let scene = try LoadedScene("gallery/model-checklist-bindings")
    #expect(try values(scene, 0.4, "scaleEffect", "x") == [1, 0.8, 0.8])
    #expect(try scene.shownTexts(0.4).first == "1 of 3 packed")
    #expect(try values(scene, 0.7, "scaleEffect", "x").allSatisfy { abs($0 - 0.9) < 1e-9 })
    #expect(try values(scene, 1.4, "scaleEffect", "x") == [0.8, 1, 1])
    #expect(try scene.shownTexts(1.4) == ["2 of 3 packed", "Passport", "Charger", "Sunscreen"])
  }

  /// `swift-phase-dots`: Int phases print as whole numbers ("step 1", never "step 1.0") and `phase % 3`
  /// raises one dot to −6 at each settled phase; every offset stays within [−6, 0].
  @Test func typingIndicatorUsesIntegerPhases() throws {
    let scene = try LoadedScene("gallery/swift-phase-dots")
    var shown: Set<String> = []
    for t in [0, 0.2, 0.45, 0.8, 1.2, 1.7] {
      shown.formUnion(try scene.shownTexts(t))
      let offsets = try values(scene, t, "offset", "y")
      #expect(offsets.count == 3 && offsets.allSatisfy { $0 >= -6 && $0 <= 0 }, "\(t): \(offsets)")
    }
    #expect(shown.count >= 2 && shown.isSubset(of: ["step 0", "step 1", "step 2"]), "\(shown)")
  }

  /// `time-digital-clock`: the formatter shows the virtual clock (09:41:00 at 0) and the timer moves it
  /// on each whole second; the date line is `.abbreviated`.
  @Test func digitalClockTicksWithTheSharedFormatter() throws {
    let scene = try LoadedScene("gallery/time-digital-clock")
    #expect(try scene.shownTexts(0.99) == ["09:41:00", "Jan 1, 2024"])
    #expect(try scene.shownTexts(1.0) == ["09:41:01", "Jan 1, 2024"])
    #expect(try scene.shownTexts(3.2) == ["09:41:03", "Jan 1, 2024"])
  }

  /// `model-shape-hierarchy`: each `super` call reaches the parent's method, whose own calls still
  /// dispatch to the subclass (★ for both subclasses, "for life" only on the last).
  @Test func badgesComposeThroughSuper() throws {
    let scene = try LoadedScene("gallery/model-shape-hierarchy")
    #expect(try scene.shownTexts(0) == ["● Member", "★ Gold Member", "★ Gold Member for life!"])
  }
}

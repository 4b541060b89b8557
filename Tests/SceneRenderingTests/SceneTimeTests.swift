import Foundation
import Testing
@testable import SceneRendering

/// `--at`'s parser: seconds and names, offsets, the canonical text and file label, and what it refuses.
@Suite struct SceneTimeTests {
  @Test func readsSecondsAndEveryName() throws {
    #expect(try SceneTime.parse("0.5") == .seconds(0.5))
    #expect(try SceneTime.parse(".25") == .seconds(0.25))
    #expect(try SceneTime.parse("3600") == .seconds(3600))
    #expect(try SceneTime.parse("start") == SceneTime(anchor: .start))
    #expect(try SceneTime.parse("end") == SceneTime(anchor: .end))
    #expect(try SceneTime.parse(" Settled ") == SceneTime(anchor: .settled))
    #expect(try SceneTime.parse("keyframes-end") == SceneTime(anchor: .keyframesEnd))
    #expect(try SceneTime.parse("tap") == SceneTime(anchor: .tap(1)))
    #expect(try SceneTime.parse("tap1") == SceneTime(anchor: .tap(1)))
    #expect(try SceneTime.parse("tap2") == SceneTime(anchor: .tap(2)))
    #expect(try SceneTime.parse("phase:0") == SceneTime(anchor: .phase(0)))
    #expect(try SceneTime.parse("phase:12") == SceneTime(anchor: .phase(12)))
  }

  @Test func namesTakeOffsetsInSeconds() throws {
    #expect(try SceneTime.parse("tap+0.3") == SceneTime(anchor: .tap(1), offset: 0.3))
    #expect(try SceneTime.parse("tap2-0.1") == SceneTime(anchor: .tap(2), offset: -0.1))
    #expect(try SceneTime.parse("end-0.5") == SceneTime(anchor: .end, offset: -0.5))
    #expect(try SceneTime.parse("keyframes-end-0.2") == SceneTime(anchor: .keyframesEnd, offset: -0.2))
    #expect(try SceneTime.parse("phase:2+.05") == SceneTime(anchor: .phase(2), offset: 0.05))
  }

  @Test func canonicalTextAndFileLabel() throws {
    for text in ["0.5", "settled", "tap+0.3", "tap2-0.1", "phase:2", "keyframes-end", "end-1.25", "start", "2"] {
      #expect(try SceneTime.parse(text).description == text)
    }
    #expect(try SceneTime.parse("tap1+0.30").description == "tap+0.3")
    #expect(try SceneTime.parse("settled+0").description == "settled")
    #expect(try SceneTime.parse("phase:2").fileLabel == "phase2")
    #expect(try SceneTime.parse("tap+0.3").fileLabel == "tap+0.3")
    #expect(try SceneTime.parse("0.5").isNamed == false)
    #expect(try SceneTime.parse("end").isNamed)
  }

  @Test func listsKeepTheirOrder() throws {
    #expect(try SceneTime.parseList("settled,0,tap+0.3") == [SceneTime(anchor: .settled), .seconds(0), SceneTime(anchor: .tap(1), offset: 0.3)])
  }

  @Test func refusesWhatItCannotRead() {
    for bad in ["soon", "", "tap0", "tap+", "tap+x", "tap+-1", "phase:", "phase:x", "phase2", "-1", "nan", "inf", "3600.5",
                "settledx", "end+", "1e400", "0.5s", "start+inf"] {
      #expect(throws: SceneTime.ParseError.self, "\(bad)") { try SceneTime.parse(bad) }
    }
    #expect(throws: SceneTime.ParseError.self) { try SceneTime.parseList("0,,1") }
    do {
      _ = try SceneTime.parse("soon")
      Issue.record("'soon' parsed")
    } catch {
      let message = "\(error)"
      #expect(message.contains("unknown time 'soon'") && message.contains("keyframes-end") && message.contains("phase:N"), "\(message)")
    }
  }
}

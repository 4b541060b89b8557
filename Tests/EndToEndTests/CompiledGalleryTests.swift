import Foundation
import XCTest

/// The `scenes/gallery/app-*.swift-dsl` scenes through the built binary with the compiled front end
/// (`animrender inspect SCENE --front-end compiled --at T,…`), one test per scene, each asserting
/// values the scene's code determines: a formatted text that must appear, a number a tap changes, an
/// offset mid-animation between its start and its end.
///
/// A scene that does not compile against the `SwiftUI` module yet stays in the gallery and is listed
/// in ``notCompilingYet`` with the first compiler error (from `scripts/typecheck-scene.sh`); its
/// test is skipped with that reason, never silently. Until the binary's `inspect` has
/// `--front-end`, every test is skipped with that reason.
///
/// Not running yet: the scenes in ``notCompilingYet`` below, each with its first error against the
/// module. The list is the test's own data, so each skip message
/// carries the reason.
final class CompiledGalleryTests: XCTestCase {
  /// Scene name → the first error `scripts/typecheck-scene.sh` reported against main's module.
  /// Remove a scene from here when it compiles; its test then runs.
  static let notCompilingYet: [String: String] = [:]


  // MARK: - Running a scene

  /// One node of `inspect`'s JSON: a drawn leaf with its kind, text or shape, bounds and modifiers.
  struct Node {
    let json: [String: Any]
    var kind: String { json["kind"] as? String ?? "" }
    var text: String? { json["text"] as? String }
    var shape: String? { json["shape"] as? String }
    var bounds: [Double] { (json["bounds"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }
    var x: Double { bounds.first ?? .nan }
    var y: Double { bounds.count > 1 ? bounds[1] : .nan }
    var width: Double { bounds.count > 2 ? bounds[2] : .nan }
    var height: Double { bounds.count > 3 ? bounds[3] : .nan }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// A number of the first modifier called `name`: `value("offset", "y")`, `value("opacity", "value")`.
    func value(_ name: String, _ key: String) -> Double? {
      let modifiers = json["modifiers"] as? [[String: Any]] ?? []
      return modifiers.first { $0["name"] as? String == name }.flatMap { ($0[key] as? NSNumber)?.doubleValue }
    }

    /// Whether a modifier called `name` acts on the node (`strikethrough`, `redacted`).
    func has(_ name: String) -> Bool {
      (json["modifiers"] as? [[String: Any]] ?? []).contains { $0["name"] as? String == name }
    }

    /// The alpha of the first modifier called `name` that has an `rgba` (fill, foregroundStyle, …).
    func alpha(_ name: String) -> Double? {
      let modifiers = json["modifiers"] as? [[String: Any]] ?? []
      let rgba = modifiers.first { $0["name"] as? String == name && $0["rgba"] != nil }?["rgba"] as? [Any]
      return (rgba?.last as? NSNumber)?.doubleValue
    }
  }

  /// One sampled time of `inspect`.
  struct Frame {
    let time: Double
    let nodes: [Node]
    var texts: [String] { nodes.compactMap(\.text) }

    func has(_ text: String) -> Bool { texts.contains(text) }
    func node(_ text: String) -> Node? { nodes.first { $0.text == text } }
    func shapes(_ name: String) -> [Node] { nodes.filter { $0.shape == name } }
    /// The texts joined, for failure messages.
    var summary: String { texts.joined(separator: " | ") }
  }

  static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenes/gallery")

  /// The test run's compile cache (a cache per process had each case, run in a process of its own
  /// by `--parallel`, build swiftc's module cache anew).
  static var cache: URL { CommandLineTool.sharedCache }

  /// `inspect` of one gallery scene at `times` through the compiled front end; skips (with the reason)
  /// when the scene is listed in ``notCompilingYet``.
  func inspect(_ scene: String, at times: [Double], file: StaticString = #filePath, line: UInt = #line) throws -> [Frame] {
    if let error = Self.notCompilingYet[scene] {
      throw XCTSkip("\(scene) is not run yet: \(error)")
    }
    let path = Self.gallery.appendingPathComponent(scene + ".swift-dsl").path
    let result = try CommandLineTool.run(
      ["inspect", path, "--front-end", "compiled", "--at", times.map { String($0) }.joined(separator: ",")],
      environment: ["XDG_CACHE_HOME": Self.cache.path])
    XCTAssertEqual(result.status, 0, "\(scene): \(result.stderr)", file: file, line: line)
    let frames = result.stdout.split(separator: "\n").compactMap { line -> Frame? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
      let nodes = (object["nodes"] as? [[String: Any]] ?? []).map(Node.init)
      return Frame(time: (object["time"] as? NSNumber)?.doubleValue ?? .nan, nodes: nodes)
    }
    XCTAssertEqual(frames.count, times.count, "\(scene): one inspect line per time", file: file, line: line)
    guard frames.count == times.count else { throw XCTSkip("\(scene): inspect printed no frames") }
    return frames
  }

  func assertTexts(_ frame: Frame, _ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
    for text in texts {
      XCTAssertTrue(frame.has(text), "“\(text)” at \(frame.time) s; texts: \(frame.summary)", file: file, line: line)
    }
  }

  func assertNoText(_ frame: Frame, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(frame.has(text), "“\(text)” should be gone at \(frame.time) s", file: file, line: line)
  }

  // MARK: - Every scene has a test

  /// Each `app-*.swift-dsl` in the gallery has a test method here (`testApp` + its name in camel case).
  func testEverySceneHasATest() throws {
    let scenes = try FileManager.default.contentsOfDirectory(atPath: Self.gallery.path)
      .filter { $0.hasPrefix("app-") && $0.hasSuffix(".swift-dsl") }
      .map { String($0.dropLast(".swift-dsl".count)) }
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    XCTAssertGreaterThanOrEqual(scenes.count, 60)
    for scene in scenes {
      XCTAssertTrue(source.contains("inspect(\"\(scene)\""), "\(scene) has no test in CompiledGalleryTests")
    }
    for scene in Self.notCompilingYet.keys.sorted() {
      XCTAssertTrue(scenes.contains(scene), "\(scene) is listed as not compiling but is not in the gallery")
    }
  }

  // MARK: - Foundation in views

  func testWeatherCard() throws {
    // 22 °C → 71.6 °F → "72°"; 17 °C → 62.6 → "63°"; 12 °C → 53.6 → "54°".
    let f = try inspect("app-weather-card", at: [0.2])
    assertTexts(f[0], ["Lisbon", "72°", "63°", "54°", "Tue", "Thu"])
  }

  func testExpenseList() throws {
    let f = try inspect("app-expense-list", at: [0.2])
    assertTexts(f[0], ["Groceries", "€64.20", "Transport", "Total", "€156.45"])
  }

  func testOrderReceipt() throws {
    // 2 × 4.25 + 3.10 + 7.95 = 19.55; tax rounds 1.564 to 1.56.
    let f = try inspect("app-order-receipt", at: [0.2])
    assertTexts(f[0], ["Order #A-1042", "$19.55", "Tax (8%)", "$1.56", "$21.11", "2×"])
  }

  func testCalendarEvent() throws {
    let f = try inspect("app-calendar-event", at: [0.2])
    assertTexts(f[0], ["Tue, Nov 14", "10:13 PM – 10:58 PM", "Wed, Nov 15", "9:00 AM – 9:15 AM", "1:00 PM – 2:00 PM"])
  }

  func testDownloadProgress() throws {
    let f = try inspect("app-download-progress", at: [0.2])
    assertTexts(f[0], ["Holiday photos.zip", "48.3 MB"])
  }

  func testMusicPlayer() throws {
    // 83 s into an 8:09 track; tapped at 0.5 s, so 2 s later it is at 1:25: SwiftUI runs the action
    // from the latest body, whose context.date is the tap's frame (reading the first frame's date,
    // 0 s, would show 1:26).
    let f = try inspect("app-music-player", at: [0.2, 2.5])
    assertTexts(f[0], ["Weightless", "1:23", "-6:46"])
    assertTexts(f[1], ["1:25", "-6:44"])
  }

  func testStockTicker() throws {
    let f = try inspect("app-stock-ticker", at: [0.2])
    assertTexts(f[0], ["ACME", "111.00", "+8.82%", "-8.62%", "+9.09%"])
  }

  func testRecipeCard() throws {
    // Servings 2 → 4 at 0.4 s, metric → US at 0.9 s: 500 g → 17.6 oz, 600 mL → 2.5 cup.
    let f = try inspect("app-recipe-card", at: [0.2, 0.7, 1.3])
    assertTexts(f[0], ["2 servings", "250.0 g", "300.0 mL", "40.0 g"])
    assertTexts(f[1], ["4 servings", "500.0 g", "600.0 mL"])
    assertTexts(f[2], ["17.6 oz", "2.5 cup"])
  }

  func testUnitConverter() throws {
    // 10.5 km in 52:30: 5'00" per km; 6.52 mi, 8'02" per mile after the tap at 0.5 s.
    let f = try inspect("app-unit-converter", at: [0.2, 1.4])
    assertTexts(f[0], ["10.50 km", "5'00\" /km"])
    assertTexts(f[1], ["6.52 mi", "8'02\" /mi"])
  }

  func testSleepSummary() throws {
    let f = try inspect("app-sleep-summary", at: [0.2])
    assertTexts(f[0], ["6h 40m", "1h 35m", "3h 50m", "1h 15m", "20m", "Deep"])
    // gridColumnAlignment(.trailing): the legend's durations end on one edge.
    let ends = ["20m", "1h 35m", "3h 50m", "1h 15m"].compactMap { f[0].node($0) }.map { $0.x + $0.width }
    XCTAssertEqual(ends.count, 4)
    for end in ends { XCTAssertEqual(end, ends[0], accuracy: 0.01) }
    // The capsule: each stage 260 pt × its share of 420 min, less 2 pt (awake 20, REM 95, core 230, deep 75).
    let bars = f[0].nodes.filter { abs($0.height - 18) < 0.01 }.sorted { $0.x < $1.x }.map(\.width)
    let expected = [20.0, 95, 230, 75].map { 260 * $0 / 420 - 2 }
    XCTAssertEqual(bars.count, 4, "\(bars)")
    for (bar, width) in zip(bars, expected) { XCTAssertEqual(bar, width, accuracy: 0.01) }
  }

  func testLeaderboard() throws {
    let f = try inspect("app-leaderboard", at: [0.2])
    assertTexts(f[0], ["kaito", "51,990", "🥇", "🥈", "🥉", "4", "5"])
    let ys = ["kaito", "amara", "nova", "lucas", "zed"].compactMap { f[0].node($0)?.y }
    XCTAssertEqual(ys, ys.sorted(), "ranked by score, best first")
  }

  func testHabitStreak() throws {
    let f = try inspect("app-habit-streak", at: [0.2, 1.3])
    assertTexts(f[0], ["4-day streak", "1", "7", "M"])
    assertTexts(f[1], ["5-day streak"])
  }

  func testHabitCalendar() throws {
    let f = try inspect("app-habit-calendar", at: [0.1, 2])
    for frame in f { assertTexts(frame, ["Morning Pages", "Last 12 weeks", "days", "Less", "More"]) }
    XCTAssertTrue(f[0].has("0") && f[1].has("23") && !f[1].has("0"), f[1].summary)
    // The legend's "More" keeps one line: a stack places its children for the width it was offered,
    // so the text it measured on one line is not offered less when placed.
    let less = try XCTUnwrap(f[1].node("Less")), more = try XCTUnwrap(f[1].node("More"))
    XCTAssertEqual(more.height, less.height, accuracy: 0.01)
    // 12 weeks × 7 days of 16-point cells 4 points apart, the 5 legend swatches and the card.
    let cells = f[1].shapes("RoundedRectangle").filter { abs($0.width - 16) < 0.01 }
    XCTAssertEqual(cells.count, 84)
    XCTAssertEqual(f[1].shapes("RoundedRectangle").count, 90)
    let columns = Set(cells.map { ($0.x * 100).rounded() / 100 }).sorted()
    XCTAssertEqual(columns.count, 12)
    for (a, b) in zip(columns, columns.dropFirst()) { XCTAssertEqual(b - a, 20, accuracy: 0.01) }
  }

  func testOrderTracker() throws {
    let f = try inspect("app-order-tracker", at: [0.3, 1.0, 3.1])
    func symbols(_ frame: Frame, _ name: String) -> [Node] { frame.nodes.filter { $0.json["symbol"] as? String == name } }
    // The task's timer moves the stages; onChange adds the check mark once the last one is reached.
    XCTAssertTrue(f[0].has("Ordered") && f[1].has("Packed") && f[2].has("Delivered"), f[1].summary)
    XCTAssertTrue(symbols(f[1], "checkmark.circle.fill").isEmpty)
    XCTAssertEqual(symbols(f[2], "checkmark.circle.fill").count, 1)
    XCTAssertEqual(symbols(f[2], "house.fill").count, 1)
    // The DisclosureGroup is collapsed until the tap, its chevron pointing right; then down.
    XCTAssertFalse(f[0].has("Subtotal"))
    let chevrons = f.map { symbols($0, "chevron.right").first?.value("rotationEffect", "degrees") ?? 0 }
    XCTAssertEqual(chevrons[0], 0, accuracy: 0.01)
    XCTAssertEqual(chevrons[2], 90, accuracy: 0.01)
    // LabeledContent: the label at the card's leading content edge (16 + 20 points), the value in the
    // scene locale's currency format, trailing at the card's trailing content edge, on the label's row.
    let subtotal = try XCTUnwrap(f[2].node("Subtotal")), value = try XCTUnwrap(f[2].node("$42.50"))
    let total = try XCTUnwrap(f[2].node("$46.49"))
    XCTAssertEqual(subtotal.x, 36, accuracy: 0.5)
    XCTAssertEqual(value.x + value.width, 360 - 36, accuracy: 0.5)
    XCTAssertEqual(total.x + total.width, 360 - 36, accuracy: 0.5)
    XCTAssertEqual(subtotal.midY, value.midY, accuracy: 1)
    XCTAssertEqual(value.alpha("foregroundStyle") ?? 1, 0.6, accuracy: 0.05, "the value takes the secondary style")
  }

  func testRecipeTabs() throws {
    let f = try inspect("nav-recipe-tabs", at: [0.5, 1.5])
    // The first tab's list with its LabeledContent rows; after the tap on "Favorites", that tab's empty
    // state and title instead. The bar's three titles are there throughout.
    for frame in f { assertTexts(frame, ["Recipes", "Favorites", "Settings"]) }
    XCTAssertTrue(f[0].has("Shakshuka") && f[0].has("25 min") && !f[0].has("No Favorites"), f[0].summary)
    XCTAssertTrue(f[1].has("No Favorites") && !f[1].has("Shakshuka"), f[1].summary)
    // The bar sits above the iPhone 16's 34-point home-indicator inset: titles below 852 − 34 − 49.
    for title in ["Recipes", "Favorites", "Settings"] {
      let items = f[1].nodes.filter { $0.text == title }
      let inBar = try XCTUnwrap(items.max { $0.y < $1.y }, title)
      XCTAssertGreaterThan(inBar.y, 852 - 34 - 49)
      XCTAssertLessThan(inBar.y + inBar.height, 852 - 34)
    }
  }

  func testInvoiceStatus() throws {
    let f = try inspect("app-invoice-status", at: [0.2])
    assertTexts(f[0], ["Northwind", "$1,200.00", "$845.50", "$3,020.75", "Paid", "Overdue", "Due",
                       "INV-032 · due Mar 10, 2024"])
  }

  func testChatBubbles() throws {
    let f = try inspect("app-chat-bubbles", at: [0.2])
    assertTexts(f[0], ["Did the render finish?", "16:26", "16:28", "16:29", "Ship it 🚀"])
  }

  func testProfileHeader() throws {
    let f = try inspect("app-profile-header", at: [0.2, 1.2])
    assertTexts(f[0], ["AL", "Ada Lovelace", "@ada", "128K", "1.2K", "312", "Follow"])
    assertTexts(f[1], ["Following"])
  }

  func testModuleQualified() throws {
    // 700 000 000 s after 2001-01-01 is in March 2023.
    let f = try inspect("app-module-qualified", at: [0.2])
    assertTexts(f[0], ["Road trip", "Day 3 · 2023"])
  }

  func testAttributedCaption() throws {
    // The runs of the AttributedString, in order, as one text (the name, a space, the caption).
    let f = try inspect("app-attributed-caption", at: [0.2])
    assertTexts(f[0], ["marta.k first light over the harbour #sunrise #lisbon", "2 HOURS AGO"])
  }

  func testActivityFeed() throws {
    // RelativeDateTimeFormatter (named) and ListFormatter: 95 min rounds to 2 hours; 26 hours back is
    // the previous calendar day; a post at 1 s is "now".
    let f = try inspect("app-activity-feed", at: [0.5, 1.5])
    assertTexts(f[0], ["2 hours ago", "yesterday", "Ben, Chloé, and Dev", "Mentions", "2", "3"])
    assertNoText(f[0], "now")
    assertTexts(f[1], ["now", "4"])
  }

  func testWorkoutIntervals() throws {
    // DateComponentsFormatter: 795 s in hours and minutes, abbreviated, is "13m"; padded minutes and
    // seconds are "05:00". The 45 s countdown reads 0:43 at 2.5 s.
    let f = try inspect("app-workout-intervals", at: [0.5, 2.5])
    assertTexts(f[0], ["412 kcal", "13m total", "05:00", "00:45", "07:00", "0:45", "Alternating lateral lunges"])
    assertTexts(f[1], ["0:43"])
    // ProgressView(timerInterval:) counts down: the bar holds (45 − t) / 45 of the track.
    for (frame, t) in zip(f, [0.5, 2.5]) {
      let bar = try XCTUnwrap(frame.nodes.compactMap { $0.value("progress", "fraction") }.first)
      XCTAssertEqual(bar, (45 - t) / 45, accuracy: 1e-3)
    }
  }

  func testMailFolders() throws {
    // Badges: the Outbox's on a red capsule (increased prominence), the others plain; the toggle's
    // label hidden by labelsVisibility(.hidden) leaves only the row's own text.
    let f = try inspect("app-mail-folders", at: [0.5])
    assertTexts(f[0], ["Inbox", "12", "Outbox", "2", "1204", "Only VIP senders", "Search mail"])
    XCTAssertEqual(f[0].nodes.filter { $0.text == "Only VIP senders" }.count, 1)
    let outbox = try XCTUnwrap(f[0].node("2"))
    XCTAssertTrue(f[0].shapes("Capsule").contains { c in
      c.x < outbox.midX && outbox.midX < c.x + c.width && c.y < outbox.midY && outbox.midY < c.y + c.height
    }, "the Outbox count is on a capsule")
    let inbox = try XCTUnwrap(f[0].node("12"))
    XCTAssertFalse(f[0].shapes("Capsule").contains { c in c.x < inbox.midX && inbox.midX < c.x + c.width && c.y < inbox.midY && inbox.midY < c.y + c.height })
  }

  func testSubscriptionBilling() throws {
    // Currency in en_US ("$", not en_001's "US$"); a tap on the stepper at 1 s adds a seat.
    let f = try inspect("app-subscription-billing", at: [0.5, 1.8])
    assertTexts(f[0], ["$25.50", "/mo", "$8.50", "Seats: 3", "Ana, Ravi, and Jun", "January 13", "next week"])
    assertTexts(f[1], ["$34.00", "Seats: 4"])
  }

  func testStorageBreakdown() throws {
    let f = try inspect("app-storage-breakdown", at: [0.5])
    assertTexts(f[0], ["86.5 GB of 128 GB used", "32%", "2.48 GB · opened 3 days ago", "18.5 MB · opened 5 hours ago"])
  }

  func testFocusSession() throws {
    // Started 25 minutes before the scene: the timer reads 25:00, then Pause (tapped at 2 s) swaps it.
    let f = try inspect("app-focus-session", at: [0.5, 2.8])
    assertTexts(f[0], ["25:00", "Today: 1 hour, 25 minutes", "Last break 47 min. ago", "Pause"])
    assertTexts(f[1], ["Paused", "Resume"])
    assertNoText(f[1], "25:02")
  }

  func testOnboardingReminder() throws {
    // The scene's clock starts at 9:41: a 7:00 PM reminder is 9 h 19 min away, "in 9 hours"; Continue
    // (tapped at 1 s) moves to the confirmation, whose days ListFormatter joins.
    let f = try inspect("app-onboarding-reminder", at: [0.5, 2.2])
    assertTexts(f[0], ["Step 2 of 3", "7:00 PM", "First reminder in 9 hours", "Continue"])
    assertTexts(f[1], ["Step 3 of 3", "We'll remind you on Mon, Wed, and Fri at 7:00 PM.", "Done"])
    assertNoText(f[1], "First reminder in 9 hours")
  }

  func testCountdownTimer() throws {
    // Ticks at 1, 2 and 3 s of scene time.
    let f = try inspect("app-countdown-timer", at: [0.5, 3.5])
    assertTexts(f[0], ["0:10", "Plank"])
    assertTexts(f[1], ["0:07"])
  }

  func testStopwatchModel() throws {
    // Started at 0.2 s, stopped at 1.75 s: fifteen 0.1 s ticks (0.3 … 1.7 s; a stop exactly on a tick would race it).
    let f = try inspect("app-stopwatch-model", at: [0.1, 2.5])
    assertTexts(f[0], ["00:00.0", "Start"])
    assertTexts(f[1], ["00:01.5", "Lap 1  00:01.5", "Start"])
  }

  // MARK: - Styles

  func testSettingsToggles() throws {
    let f = try inspect("app-settings-toggles", at: [0.2, 1.2])
    assertTexts(f[0], ["Notifications", "1 of 3 enabled"])
    assertTexts(f[1], ["3 of 3 enabled"])
  }

  func testPrimaryButtonStyle() throws {
    let f = try inspect("app-primary-button-style", at: [0.2, 1.0])
    assertTexts(f[0], ["Join the beta", "Create account", "Sign in"])
    assertTexts(f[1], ["Welcome aboard!"])
  }

  func testLabelStyleBadges() throws {
    let f = try inspect("app-label-style-badges", at: [0.2])
    assertTexts(f[0], ["Pro", "Popular", "Unlimited projects", "Offline sync", "Priority support", "Cancel anytime"])
  }

  func testGaugeStyle() throws {
    // The needle turns −120° + 240° × configuration.value: 42 of 300 → −86.4°; the tap at 0.4 s
    // sets 168 → 14.4°, reached by a spring (still on its way at 0.6 s, settled at 1.5 s).
    let f = try inspect("app-gauge-style", at: [0.2, 0.6, 1.5])
    assertTexts(f[0], ["42", "AQI"])
    assertTexts(f[2], ["168"])
    let needle = f.map { $0.nodes.compactMap { $0.value("rotationEffect", "degrees") }.filter { abs($0 - 150) > 0.01 } }
    XCTAssertEqual(needle[0].first ?? .nan, -86.4, accuracy: 0.01)
    XCTAssertGreaterThan(needle[1].first ?? .nan, -86.4)
    XCTAssertLessThan(needle[1].first ?? .nan, 14.4 - 1)
    XCTAssertEqual(needle[2].first ?? .nan, 14.4, accuracy: 0.5)
  }

  // MARK: - Layout

  func testFlowTags() throws {
    let f = try inspect("app-flow-tags", at: [0.2, 1.4])
    assertTexts(f[0], ["SwiftUI", "Charts"])
    assertNoText(f[0], "Rendering")
    assertTexts(f[1], ["Rendering"])
    if let first = f[0].node("SwiftUI"), let last = f[0].node("Charts") {
      XCTAssertGreaterThan(last.y, first.y + 10, "the tags wrap onto a later row")
    } else { XCTFail("tags: \(f[0].summary)") }
    // In a row, the next chip starts 8 pt after the last: text gaps of 12 + 8 + 12 pt of padding and spacing.
    if let first = f[0].node("SwiftUI"), let second = f[0].node("Layout") {
      XCTAssertEqual(second.y, first.y, accuracy: 0.01)
      XCTAssertEqual(second.x - (first.x + first.width), 32, accuracy: 0.01)
    } else { XCTFail("tags: \(f[0].summary)") }
  }

  func testRadialLayout() throws {
    // Radial at first: radius 300 / 3 = 100 around (150, 150), AL at −90°, BK at −30°, DP at 90°;
    // one row after the tap at 0.5 s: 6 × 44 + 5 × 4 = 284 pt centred, so AL's centre is at x 8 + 22.
    let f = try inspect("app-radial-layout", at: [0.2, 1.5])
    if let top = f[0].node("AL"), let second = f[0].node("BK"), let bottom = f[0].node("DP") {
      XCTAssertEqual(top.midX, 150, accuracy: 0.01)
      XCTAssertEqual(top.midY, 50, accuracy: 0.01)
      XCTAssertEqual(second.midX, 150 + 100 * cos(-Double.pi / 6), accuracy: 0.01)
      XCTAssertEqual(second.midY, 150 + 100 * sin(-Double.pi / 6), accuracy: 0.01)
      XCTAssertEqual(bottom.midY, 250, accuracy: 0.01)
    } else { XCTFail("avatars: \(f[0].summary)") }
    if let first = f[1].node("AL") { XCTAssertEqual(first.midX, 30, accuracy: 0.5) }
    let rowYs = ["AL", "BK", "CM", "DP", "EJ", "FS"].compactMap { f[1].node($0)?.midY }
    XCTAssertEqual(rowYs.count, 6)
    XCTAssertLessThan((rowYs.max() ?? 0) - (rowYs.min() ?? 0), 1, "one row after the tap")
  }

  func testTeamRanking() throws {
    // Each badge carries its rank as a layout value; the ring puts rank r at −90° + 72° × (r − 1) on a
    // 96 pt radius (260 / 2 − 34). First AL (12 votes) is on top, BK second at −18°; the tap at 0.5 s
    // gives DP 9 more (14: first, AL second), the one at 1.8 s EJ 10 more (13: second, AL third).
    let f = try inspect("app-team-ranking", at: [0.2, 1.7, 3])
    let (dx, dy) = (96 * cos(-Double.pi / 10), 96 * (1 + sin(-Double.pi / 10)))
    if let top = f[0].node("AL"), let second = f[0].node("BK") {
      XCTAssertEqual(top.midX, 160, accuracy: 0.01)
      XCTAssertEqual(second.midX - top.midX, dx, accuracy: 0.01)
      XCTAssertEqual(second.midY - top.midY, dy, accuracy: 0.01)
    } else { XCTFail("badges: \(f[0].summary)") }
    if let top = f[1].node("DP"), let second = f[1].node("AL") {
      XCTAssertEqual(top.midX, 160, accuracy: 0.5)
      XCTAssertEqual(second.midX - top.midX, dx, accuracy: 0.5)
      XCTAssertEqual(second.midY - top.midY, dy, accuracy: 0.5)
    } else { XCTFail("badges: \(f[1].summary)") }
    assertTexts(f[1], ["14"])
    assertTexts(f[2], ["13"])
    if let top = f[2].node("DP"), let second = f[2].node("EJ"), let third = f[2].node("AL") {
      // The spring of the second round is within 0.1 pt of rest by 3 s.
      XCTAssertEqual(second.midX - top.midX, dx, accuracy: 0.1)
      // Rank 3 at 54°: below and right of the centre, 96 pt from it.
      XCTAssertEqual(third.midX - top.midX, 96 * cos(0.3 * Double.pi), accuracy: 0.1)
      XCTAssertEqual(third.midY - top.midY, 96 * (1 + sin(0.3 * Double.pi)), accuracy: 0.1)
    } else { XCTFail("badges: \(f[2].summary)") }
  }

  func testRecipeFilters() throws {
    // Group titles carry the "full row" layout value, so each has a row to itself; chips are 8 pt apart
    // (ViewSpacing's distance between two plain views) inside 12 pt of padding each, wrap at the 300 pt
    // width, and rows are 10 pt apart (a chip row is 17.9 + 12 tall). The tap at 0.5 s inserts the Diet
    // group where Time was, and Time moves down by a title row and a chip row.
    let f = try inspect("app-recipe-filters", at: [0.2, 2])
    guard let cuisine = f[0].node("CUISINE"), let italian = f[0].node("Italian"), let thai = f[0].node("Thai"),
          let japanese = f[0].node("Japanese"), let time = f[0].node("TIME") else { return XCTFail("chips: \(f[0].summary)") }
    XCTAssertEqual(cuisine.x, 20, accuracy: 0.01)
    XCTAssertEqual(italian.x, 32, accuracy: 0.01)
    XCTAssertEqual(italian.y - cuisine.y, cuisine.height + 10 + 6, accuracy: 0.01)
    XCTAssertEqual(thai.x - (italian.x + italian.width), 12 + 8 + 12, accuracy: 0.01)
    XCTAssertEqual(thai.y, italian.y, accuracy: 0.01)
    XCTAssertEqual(japanese.x, 32, accuracy: 0.01, "Japanese wraps to a row of its own")
    XCTAssertEqual(japanese.y - italian.y, italian.height + 12 + 10, accuracy: 0.01)
    XCTAssertEqual(time.y - japanese.y, japanese.height + 6 + 10, accuracy: 0.01)
    assertNoText(f[0], "DIET")
    guard let diet = f[1].node("DIET"), let vegan = f[1].node("Vegan"), let movedTime = f[1].node("TIME") else {
      return XCTFail("chips: \(f[1].summary)")
    }
    XCTAssertEqual(diet.y, time.y, accuracy: 0.01)
    XCTAssertEqual(vegan.y - diet.y, diet.height + 10 + 6, accuracy: 0.01)
    XCTAssertEqual(movedTime.y - time.y, time.height + 10 + vegan.height + 12 + 10, accuracy: 0.01)
  }

  func testEqualWidthButtons() throws {
    let f = try inspect("app-equal-width-buttons", at: [0.2, 0.9])
    assertTexts(f[0], ["How was your day?", "No answer yet"])
    // Equal slots 10 pt apart, each at least as wide as the widest title: the titles' centres are evenly spaced.
    if let happy = f[0].node("Happy"), let ok = f[0].node("OK"), let tired = f[0].node("Exhausted") {
      XCTAssertEqual(ok.midX - happy.midX, tired.midX - ok.midX, accuracy: 0.01)
      XCTAssertGreaterThan(ok.midX - happy.midX, tired.width + 10)
      XCTAssertEqual(ok.midY, happy.midY, accuracy: 0.01)
    } else { XCTFail("buttons: \(f[0].summary)") }
    assertTexts(f[1], ["You picked Exhausted"])
  }

  func testWeeklyPlanner() throws {
    let f = try inspect("app-weekly-planner", at: [0.2])
    assertTexts(f[0], ["Mon", "Thu", "9:00", "Project lab", "History"])
    // The lab's cell spans two columns: its background is the widest by far.
    let cells = f[0].shapes("RoundedRectangle").map(\.width)
    XCTAssertGreaterThan(cells.max() ?? 0, 1.6 * (cells.min() ?? .infinity), "cells: \(cells)")
  }

  func testCustomAlignment() throws {
    let f = try inspect("app-custom-alignment", at: [0.2])
    let xs = ["Jun Watanabe", "4-2-8 Shibakoen", "Tokyo", "105-0011"].compactMap { f[0].node($0)?.x }
    XCTAssertEqual(xs.count, 4, f[0].summary)
    XCTAssertLessThan((xs.max() ?? 0) - (xs.min() ?? 0), 0.5, "the fields share one leading edge")
    // Each row keeps its own spacing: the field's text starts 10 pt (HStack spacing) + 8 pt (padding)
    // after its label; the rows shift so the fields line up on the custom guide.
    let pairs = [("Name", "Jun Watanabe"), ("Street", "4-2-8 Shibakoen"), ("City", "Tokyo"), ("Postal code", "105-0011")]
    for (label, value) in pairs {
      guard let l = f[0].node(label), let v = f[0].node(value) else { XCTFail("\(label): \(f[0].summary)"); continue }
      XCTAssertEqual(v.x - (l.x + l.width), 18, accuracy: 0.01, label)
    }
  }

  func testPreferenceHeights() throws {
    // Both cards take the taller card's natural height, which the preference carried up: from the
    // card's top, padding 12, its texts, 6 of spacing before the `Spacer(minLength: 0)`, padding 12.
    // At time 0 already: the action's state write updates the tree before the first frame.
    let f = try inspect("app-preference-heights", at: [0, 0.3])
    for frame in f {
      assertTexts(frame, ["Basic", "Team", "Audit log"])
      let cards = frame.shapes("RoundedRectangle")
      guard cards.count == 2, let team = frame.node("Team"), let last = frame.node("Audit log"), let basic = frame.node("1 user")
      else { XCTFail("cards: \(frame.summary)"); continue }
      // A perk's row is as tall as the taller of its checkmark and its text line.
      func rowBottom(_ text: Node) -> Double {
        frame.nodes.filter { $0.json["symbol"] as? String == "checkmark" && abs(($0.y + $0.height / 2) - (text.y + text.height / 2)) < 1 }
          .map { $0.y + $0.height }.reduce(text.y + text.height, max)
      }
      let teamNatural = (rowBottom(last) + 6 + 12) - (team.y - 12)
      let basicNatural = (rowBottom(basic) + 6 + 12) - (team.y - 12)
      XCTAssertGreaterThan(teamNatural, basicNatural + 40, "the cards differ in natural height")
      for card in cards {
        XCTAssertEqual(card.y, team.y - 12, accuracy: 0.01)
        XCTAssertEqual(card.height, teamNatural, accuracy: 0.01, "at \(frame.time) s")
      }
    }
  }

  func testTabUnderline() throws {
    // The underline takes the measured width and leading edge of the selected title; halfway through
    // the 0.3 s ease-in-out (0.15 s after the tap at 0.4 s) it is halfway, as the curve is symmetric.
    let f = try inspect("app-tab-underline", at: [0.2, 0.55, 0.9, 1.5])
    let selected = ["Featured", nil, "Top charts", "Kids"]
    for (frame, title) in zip(f, selected) {
      guard let bar = frame.shapes("Capsule").first, let featured = frame.node("Featured"), let top = frame.node("Top charts")
      else { XCTFail("nodes at \(frame.time): \(frame.summary)"); continue }
      XCTAssertEqual(bar.y, featured.y + featured.height + 6, accuracy: 0.01)
      if let title {
        guard let tab = frame.node(title) else { XCTFail(title); continue }
        XCTAssertEqual(bar.x, tab.x, accuracy: 0.01, "\(title) at \(frame.time) s")
        XCTAssertEqual(bar.width, tab.width, accuracy: 0.01, "\(title) at \(frame.time) s")
      } else {
        XCTAssertEqual(bar.x, (featured.x + top.x) / 2, accuracy: 0.01)
        XCTAssertEqual(bar.width, (featured.width + top.width) / 2, accuracy: 0.01)
      }
    }
  }

  func testAnchorTabUnderline() throws {
    // The underline is drawn from the selected tab's `.bounds` anchor: as wide as the tab and 3 pt tall
    // at its bottom (the title plus 10 pt of padding). Tapped at 0.3 s (News) and 1.3 s (Trending),
    // each a 0.45 s snappy spring: 0.1 s after the first tap it is between For You and News.
    let f = try inspect("app-anchor-tab-underline", at: [0, 0.4, 1.25, 2.4])
    let selected = ["For You", nil, "News", "Trending"]
    for (frame, title) in zip(f, selected) {
      guard let bar = frame.shapes("Capsule").first, let forYou = frame.node("For You"), let news = frame.node("News")
      else { XCTFail("nodes at \(frame.time): \(frame.summary)"); continue }
      XCTAssertEqual(bar.y, forYou.y + forYou.height + 10 - 3, accuracy: 0.01)
      XCTAssertEqual(bar.height, 3, accuracy: 0.01)
      if let title {
        guard let tab = frame.node(title) else { XCTFail(title); continue }
        XCTAssertEqual(bar.x, tab.x, accuracy: 0.05, "\(title) at \(frame.time) s")
        XCTAssertEqual(bar.width, tab.width, accuracy: 0.05, "\(title) at \(frame.time) s")
      } else {
        XCTAssertGreaterThan(bar.x, forYou.x + 10)
        XCTAssertLessThan(bar.x, news.x - 10)
      }
    }
  }

  func testCoachmarkSpotlight() throws {
    // The bubble is placed from the current control's anchor (inset by 6 pt): 52 pt below the compose
    // button's spotlight, then 52 pt above the profile tab's; "Done" at 2.8 s fades the overlay out.
    let f = try inspect("app-coachmark-spotlight", at: [0, 2.6, 3.5])
    guard let bubble = f[0].shapes("RoundedRectangle").last, let compose = f[0].nodes.first(where: { $0.json["symbol"] as? String == "square.and.pencil" })
    else { return XCTFail("nodes: \(f[0].summary)") }
    XCTAssertNotNil(f[0].node("Start a new message here"))
    // Compose: 6 pt of padding and 6 of inset under the symbol; the bubble is 230 wide, kept 131 pt
    // from the canvas's trailing edge.
    XCTAssertEqual(bubble.midY, compose.y + compose.height + 12 + 52, accuracy: 0.05)
    XCTAssertEqual(bubble.midX, 360 - 131, accuracy: 0.05)
    guard let last = f[1].shapes("RoundedRectangle").last, let profile = f[1].nodes.first(where: { $0.json["symbol"] as? String == "person.crop.circle" })
    else { return XCTFail("nodes: \(f[1].summary)") }
    XCTAssertNotNil(f[1].node("Your account and settings live here"))
    // Profile: 8 pt of padding and 6 of inset above the symbol.
    XCTAssertEqual(last.midY, profile.y - 14 - 52, accuracy: 0.05)
    XCTAssertNil(f[2].node("Your account and settings live here"))
    XCTAssertTrue(f[2].shapes("SpotlightCutout").isEmpty)
  }

  func testGenericBarChart() throws {
    let f = try inspect("app-generic-bar-chart", at: [0.2])
    assertTexts(f[0], ["Languages", "Swift", "Rainfall (mm)", "Bergen", "Madrid"])
  }

  // MARK: - Shapes and paths

  func testFitnessRings() throws {
    let f = try inspect("app-fitness-rings", at: [0.2, 1.9])
    assertTexts(f[0], ["Log workout"])
    XCTAssertEqual(f[1].shapes("RingArc").count, 3)
  }

  func testWaveShape() throws {
    let f = try inspect("app-wave-shape", at: [0.5])
    assertTexts(f[0], ["62%", "of daily goal"])
  }

  func testStarRating() throws {
    let f = try inspect("app-star-rating", at: [0.2, 1.2])
    assertTexts(f[0], ["Rate your stay", "2 of 5"])
    assertTexts(f[1], ["Glad you enjoyed it!"])
    XCTAssertEqual(f[1].shapes("Star").count, 5)
  }

  func testPieChart() throws {
    let f = try inspect("app-pie-chart", at: [1.4])
    assertTexts(f[0], ["Rent", "45%", "Food", "25%", "Other", "12%"])
    XCTAssertEqual(f[0].shapes("Slice").count, 4)
  }

  func testBarChart() throws {
    let f = try inspect("app-bar-chart", at: [0.05, 1.4])
    assertTexts(f[1], ["Steps", "Best: S", "12K", "6.4K", "3K"])
    let early = f[0].shapes("RoundedRectangle").map(\.height).max() ?? 0
    let late = f[1].shapes("RoundedRectangle").map(\.height).max() ?? 0
    XCTAssertLessThan(early, late, "the bars rise")
    XCTAssertEqual(late, 120, accuracy: 1, "the best day is 120 points tall")
  }

  func testLineChart() throws {
    let f = try inspect("app-line-chart", at: [0.5])
    assertTexts(f[0], ["Today", "24.0 °C"])
  }

  /// Swift Charts (`import Charts`): the bars' days, the y ticks of the 0…14000 domain (step 5000), the annotation.
  func testChartWeeklySteps() throws {
    let f = try inspect("chart-weekly-steps", at: [2])
    assertTexts(f[0], ["Mon", "Sun", "0", "5000", "10000", "12K"])
  }

  func testChartRevenueLines() throws {
    let f = try inspect("chart-revenue-lines", at: [0.5, 2.4])
    assertTexts(f[0], ["2023", "Downtown", "Airport", "Jan", "Jun", "80"])
    assertTexts(f[1], ["2024"])
  }

  /// Range bars (`BarMark(xStart:xEnd:y:)`) with a custom x axis: the stages as rows in order of
  /// `chartYScale(domain:)`'s order, hour labels from `.dateTime.hour()` every two hours, 14 stretches grown to full length.
  func testChartSleepStages() throws {
    let f = try inspect("chart-sleep-stages", at: [0.2, 2])
    // `.dateTime.hour()` writes "11 PM" with a narrow no-break space, as on iOS.
    assertTexts(f[1], ["Awake", "Core", "Deep", "REM"] + ["11 PM", "1 AM", "3 AM", "5 AM", "7 AM"].map { $0.replacingOccurrences(of: " ", with: "\u{202F}") })
    let early = f[0].shapes("RoundedRectangle").filter { $0.height < 100 }.map(\.width).reduce(0, +)
    let late = f[1].shapes("RoundedRectangle").filter { $0.height < 100 }.map(\.width).reduce(0, +)
    XCTAssertEqual(f[1].shapes("RoundedRectangle").filter { $0.width > 0 && $0.height < 100 }.count, 14, f[1].summary)
    XCTAssertLessThan(early, late, "the stretches grow")
  }

  /// A range area (`AreaMark(x:yStart:yEnd:)`) with custom axes: degree labels from the scene's own
  /// `AxisValueLabel { Text(…) }` every 5°, weekday labels from a format style, a y axis title.
  func testChartTemperatureBand() throws {
    let f = try inspect("chart-temperature-band", at: [2])
    assertTexts(f[0], ["0°", "5°", "25°", "Mon", "Wed", "Sun", "Temperature"])
  }

  func testBatteryWidget() throws {
    let f = try inspect("app-battery-widget", at: [1.3])
    assertTexts(f[0], ["iPhone", "82%", "41%", "12%"])
  }

  func testHeartRate() throws {
    let f = try inspect("app-heart-rate", at: [0.3])
    assertTexts(f[0], ["Heart Rate"])
    XCTAssertTrue(f[0].texts.contains { $0.contains("72") && $0.contains("BPM") }, f[0].summary)
  }

  func testMapPinDrop() throws {
    // The pin falls from -200 to -22 points with a spring that starts at 0.3 s.
    let f = try inspect("app-map-pin-drop", at: [0.1, 1.9])
    let start = f[0].shapes("PinShape").first?.value("offset", "y")
    let end = f[1].shapes("PinShape").first?.value("offset", "y")
    XCTAssertEqual(start ?? 0, -200, accuracy: 0.5)
    XCTAssertEqual(end ?? 0, -22, accuracy: 2)
  }

  func testCanvasSparkles() throws {
    let f = try inspect("app-canvas-sparkles", at: [0.5])
    assertTexts(f[0], ["Level 12", "You unlocked night mode"])
  }

  // MARK: - Generics, protocols, enums, extensions

  func testEnumStateMachine() throws {
    let f = try inspect("app-enum-state-machine", at: [0.2, 0.7, 1.3, 1.9])
    assertTexts(f[0], ["Tap to load your playlist", "Load"])
    assertTexts(f[1], ["Loading…", "Continue"])
    assertTexts(f[2], ["1. Blue in Green", "3. Naima", "Simulate error"])
    assertTexts(f[3], ["The network connection was lost.", "Reset"])
  }

  func testGenericListRow() throws {
    let f = try inspect("app-generic-list-row", at: [0.2])
    assertTexts(f[0], ["Airplane Mode", "Off", "Wi-Fi", "Home", "Battery", "Privacy"])
  }

  func testProtocolCards() throws {
    let f = try inspect("app-protocol-cards", at: [0.2])
    assertTexts(f[0], ["Morning hike", "Thought of the day", "“Simple things should be simple.”", "New studio"])
  }

  func testColorExtensionTheme() throws {
    let f = try inspect("app-color-extension-theme", at: [0.2])
    assertTexts(f[0], ["LIMITED OFFER", "Claim", "Ends Sunday"])
  }

  func testPasswordStrength() throws {
    let f = try inspect("app-password-strength", at: [0.2, 1.0, 1.4, 2.0])
    assertTexts(f[0], ["Weak", "•••••"])
    assertTexts(f[1], ["Fair"])
    assertTexts(f[2], ["Good"])
    assertTexts(f[3], ["Strong", "••••••••••"])
  }

  func testToastQueue() throws {
    let f = try inspect("app-toast-queue", at: [0.1, 0.7, 1.5, 2.3])
    XCTAssertTrue(f[0].texts.isEmpty, f[0].summary)
    assertTexts(f[1], ["Saved “Budget.numbers”"])
    assertTexts(f[2], ["Uploaded 3 photos"])
    assertTexts(f[3], ["Storage is full"])
  }

  func testMultiViewPreviews() throws {
    let f = try inspect("app-multi-view-previews", at: [0.2])
    assertTexts(f[0], ["Team", "Grace Hopper", "Compilers", "Alan Kay", "Barbara Liskov"])
  }

  func testEnvironmentTheme() throws {
    let f = try inspect("app-environment-theme", at: [0.2])
    assertTexts(f[0], ["Gift cards", "Wish list", "Always standard", "Open"])
  }

  func testUIKitBridgeColors() throws {
    let f = try inspect("app-uikit-bridge-colors", at: [0.2])
    assertTexts(f[0], ["systemRed", "systemGray5", "label"])
    // UIScreen.main.bounds is the scene's canvas (Scene(width: 280, …)), as the interpreter answers it.
    assertTexts(f[0], ["Screen width: 280 pt"])
  }

  // MARK: - State, models and taps

  func testQuantityStepper() throws {
    // Plus at 0.3 and 0.7 s, minus at 1.1 s.
    // Once the price has changed, `.contentTransition(.numericText())` draws it digit by digit (the
    // outgoing and incoming digits are separate text nodes), so after a tap only the count is one text.
    let f = try inspect("app-quantity-stepper", at: [0.2, 0.9, 1.5])
    assertTexts(f[0], ["1", "$12.50"])
    assertTexts(f[1], ["3"])
    assertTexts(f[2], ["2"])
    XCTAssertTrue(f[1].texts.contains("7") && f[2].texts.contains("5"), "the new price's digits: \(f[1].summary) / \(f[2].summary)")
  }

  func testSearchResults() throws {
    // Each tap types the next letter of "oland": three taps make "Pola".
    let f = try inspect("app-search-results", at: [0.2, 1.8])
    assertTexts(f[0], ["P", "6", "Portugal", "Panama"])
    assertTexts(f[1], ["Pola", "1", "Poland"])
    assertNoText(f[1], "Portugal")
  }

  func testTodoChecklist() throws {
    let f = try inspect("app-todo-checklist", at: [0.2, 1.3])
    assertTexts(f[0], ["Today", "3 left"])
    assertTexts(f[1], ["1 left"])
    // Done items are struck through: "Book flights" from the start, the two tapped ones after their taps.
    XCTAssertEqual(f[0].node("Book flights")?.has("strikethrough"), true)
    XCTAssertEqual(f[0].node("Buy oat milk")?.has("strikethrough"), false)
    XCTAssertEqual(f[1].node("Buy oat milk")?.has("strikethrough"), true)
    XCTAssertEqual(f[1].node("Water the plants")?.has("strikethrough"), true)
    XCTAssertEqual(f[1].node("Call the plumber")?.has("strikethrough"), false)
  }

  func testObservableCart() throws {
    // Pears, apples, apples, then express shipping.
    let f = try inspect("app-observable-cart", at: [0.2, 1.2, 2.0])
    assertTexts(f[0], ["2 items", "Shipping $4.99", "Apples × 2"])
    assertTexts(f[1], ["5 items", "Free shipping", "Apples × 4", "Pears × 1"])
    assertTexts(f[2], ["Shipping $9.99"])
  }

  func testBadgeModifier() throws {
    let f = try inspect("app-badge-modifier", at: [0.2, 1.3])
    assertTexts(f[0], ["3"])
    assertTexts(f[1], ["1", "99+"])
  }

  func testSegmentedPicker() throws {
    let f = try inspect("app-segmented-picker", at: [0.2, 0.8, 1.7])
    assertTexts(f[0], ["Day", "Week", "Month", "Year", "Showing the last week"])
    assertTexts(f[1], ["Showing the last year"])
    assertTexts(f[2], ["Showing the last day"])
  }

  func testVolumeSlider() throws {
    let f = try inspect("app-volume-slider", at: [0.2, 0.7, 1.4, 2.2])
    assertTexts(f[0], ["80%"])
    assertTexts(f[1], ["50%"])
    assertTexts(f[2], ["20%"])
    assertTexts(f[3], ["0%"])
  }

  func testAnimatedCounter() throws {
    let f = try inspect("app-animated-counter", at: [0.2, 0.9, 1.8])
    assertTexts(f[0], ["Raised so far", "$1,250.00", "+$5", "+$25", "+$100"])
    assertTexts(f[1], ["$1,350.00"])
    assertTexts(f[2], ["$1,375.00"])
  }

  func testPhotoGrid() throws {
    let f = try inspect("app-photo-grid", at: [0.2, 1.2])
    assertTexts(f[0], ["Recents", "Select"])
    assertTexts(f[1], ["Cancel"])
  }

  func testStoryCarousel() throws {
    let f = try inspect("app-story-carousel", at: [0.2])
    assertTexts(f[0], ["You", "Mina", "Theo", "Ravi"])
  }

  /// The first card opens (170 → 250 points) and pushes Kyoto's card from 204…374, inside the
  /// 390-point row, to 284…454: a third of it outside, so its scroll transition shrinks and fades it.
  func testTravelCarousel() throws {
    let f = try inspect("app-travel-carousel", at: [0.2, 1.5])
    assertTexts(f[0], ["Featured", "Lisbon", "Kyoto"])
    assertTexts(f[1], ["4 nights · from $890"])
    func kyoto(_ frame: Frame) -> Node? { frame.nodes.first { $0.text == "Kyoto" } }
    XCTAssertEqual(kyoto(f[0])?.value("opacity", "value") ?? .nan, 1, accuracy: 1e-9)
    let faded = kyoto(f[1])?.value("opacity", "value") ?? .nan
    XCTAssertTrue(faded > 0.45 && faded < 0.9, "Kyoto's card partly outside the row: \(faded)")
  }

  /// Built-in gauge styles filling on appear: the index ring ends as a circle trimmed to 0.42.
  func testAirQuality() throws {
    let f = try inspect("app-air-quality", at: [0.1, 1.6])
    assertTexts(f[0], ["Good", "PM2.5", "Humidity", "Pollen"])
    assertTexts(f[1], ["42", "18", "31", "64", "62%", "Low"])
    let trims = f[1].shapes("Circle").compactMap { $0.value("trim", "to") }
    XCTAssertTrue(trims.contains { abs($0 - 0.42) < 1e-9 }, "the index ring: \(trims)")
  }

  /// Replies arrive every 0.7 s and the chat scrolls each to the bottom edge: the newest bubble ends
  /// where the 300-point scroll view does, and the first message has scrolled away.
  func testChatAutoscroll() throws {
    let f = try inspect("app-chat-autoscroll", at: [0.2, 2.7])
    assertTexts(f[0], ["Hi! My order hasn't arrived yet."])
    let last = try XCTUnwrap(f[1].node("You're welcome. Anything else?"))
    XCTAssertEqual(last.y + last.height, 300 - 9, accuracy: 0.5, "the bubble's text, 9 points above its bottom edge")
    let first = f[1].node("Hi! My order hasn't arrived yet.")
    XCTAssertTrue(first.map { $0.y + $0.height < 0 } ?? true, "the first message scrolled out of sight")
  }

  /// Rows follow their players: after three rounds Chen (95 + 40) leads Dalia (80 + 45), Amara, Bruno
  /// and Emil, who joined in round 2; each row's name and points are one text in two styles.
  func testLiveLeaderboard() throws {
    let f = try inspect("app-live-leaderboard", at: [0.5, 3.1])
    func order(_ frame: Frame) -> [String] {
      frame.nodes.filter { $0.text?.hasSuffix(" pts") == true }.sorted { $0.y < $1.y }.compactMap(\.text)
    }
    XCTAssertEqual(order(f[0]), ["Amara  120 pts", "Bruno  110 pts", "Chen  95 pts", "Dalia  80 pts"])
    XCTAssertEqual(order(f[1]), ["Chen  135 pts", "Dalia  125 pts", "Amara  120 pts", "Bruno  110 pts", "Emil  100 pts"])
  }

  /// The mesh gradient fills the whole screen behind the clock (its motion is checked in
  /// MeshGradientAnimationTests and drawn in MeshPaintTests).
  func testMeshAurora() throws {
    let f = try inspect("fx-mesh-aurora", at: [0, 2])
    for frame in f {
      assertTexts(frame, ["9:41", "Saturday, 29 November", "Swipe up to open"])
      XCTAssertEqual(frame.shapes("Rectangle").first?.bounds ?? [], [0, 0, 320, 560])
    }
  }

  /// The gooey button: closed, the bubbles sit on the button (centre 160, 250); open (spring settled by
  /// 1.4 s), the top one is 110 points above it. Their merging is AlphaThresholdTests' pixels.
  func testCanvasMetaballs() throws {
    let f = try inspect("draw-canvas-metaballs", at: [0.2, 1.4])
    func centres(_ frame: Frame) -> [(Double, Double)] {
      frame.shapes("Circle").filter { abs($0.width - 56) < 0.01 }.map { ($0.x + $0.width / 2, $0.y + $0.height / 2) }
    }
    XCTAssertEqual(centres(f[0]).count, 3)
    for c in centres(f[0]) { XCTAssertEqual(c.0, 160, accuracy: 0.01); XCTAssertEqual(c.1, 250, accuracy: 0.01) }
    let top = try XCTUnwrap(centres(f[1]).min { $0.1 < $1.1 })
    XCTAssertEqual(top.1, 140, accuracy: 1)
  }

  func testFAQAccordion() throws {
    let f = try inspect("app-faq-accordion", at: [0.2, 1.7])
    assertTexts(f[0], ["Yes, pick .gif as the output and choose a dither."])
    assertTexts(f[1], ["No. It renders on Linux with Cairo and FFmpeg."])
    assertNoText(f[1], "Yes, pick .gif as the output and choose a dither.")
  }

  // MARK: - Animation

  func testOnboardingSteps() throws {
    let f = try inspect("app-onboarding-steps", at: [0.2, 1.2, 2.3])
    assertTexts(f[0], ["Welcome to Notes", "Next"])
    assertTexts(f[1], ["Everywhere you are"])
    assertTexts(f[2], ["Never miss a thing", "Get started"])
  }

  func testOnboardingPager() throws {
    // A page-style TabView advanced by `withAnimation` slides: mid-slide both pages are on screen,
    // full width, the old one moving out to the leading edge; at rest one page, the dots in place.
    let f = try inspect("app-onboarding-pager", at: [0.3, 0.85, 2.9])
    assertTexts(f[0], ["Grow a habit", "Next"])
    assertNoText(f[0], "Right on time")
    let old = try XCTUnwrap(f[1].node("Grow a habit")), new = try XCTUnwrap(f[1].node("Right on time"))
    XCTAssertLessThan(old.midX, 195)
    XCTAssertGreaterThan(new.midX, 195)
    XCTAssertEqual(new.midX - old.midX, 390, accuracy: 0.5)
    assertTexts(f[2], ["Watch it add up", "Get started"])
    assertNoText(f[2], "Right on time")
    XCTAssertEqual(f[2].shapes("Circle").filter { $0.width == 7 }.map(\.x), f[0].shapes("Circle").filter { $0.width == 7 }.map(\.x))
  }

  func testNotificationBanner() throws {
    let f = try inspect("app-notification-banner", at: [0.2, 1.2])
    assertNoText(f[0], "Maya Lopez")
    assertTexts(f[1], ["Maya Lopez", "Are we still on for Friday?"])
  }

  func testMatchedTabs() throws {
    let f = try inspect("app-matched-tabs", at: [0.2, 1.3, 2.1])
    assertTexts(f[0], ["Home"])
    assertTexts(f[1], ["Profile"])
    assertTexts(f[2], ["Search"])
    // The visible pill (not the bar, not the faded-out old pill) sits under "Profile" after the first tap.
    let pills = f[1].shapes("Capsule").filter { $0.width < 200 && ($0.value("opacity", "value") ?? 1) > 0.5 }
    if let pill = pills.first, let label = f[1].nodes.last(where: { $0.text == "Profile" }) {
      XCTAssertEqual(pill.midX, label.midX, accuracy: 20)
    } else { XCTFail("pills: \(pills.map(\.bounds))") }
  }

  func testExpandingCard() throws {
    let f = try inspect("app-expanding-card", at: [0.2, 1.5])
    assertTexts(f[0], ["Game of the Day"])
    XCTAssertFalse(f[0].texts.contains { $0.hasPrefix("Build a tiny planet") })
    XCTAssertTrue(f[1].texts.contains { $0.hasPrefix("Build a tiny planet") }, f[1].summary)
  }

  func testPhaseLoader() throws {
    // The rise is delayed by index, so at 0.2 s the first dot is higher than the third.
    let f = try inspect("app-phase-loader", at: [0.2])
    let dots = f[0].shapes("Circle").compactMap { $0.value("offset", "y") }
    XCTAssertEqual(dots.count, 3)
    if dots.count == 3 { XCTAssertLessThan(dots[0], dots[2] - 2) }
  }

  func testKeyframeLike() throws {
    let f = try inspect("app-keyframe-like", at: [0.1, 0.45, 1.5])
    assertTexts(f[0], ["41"])
    assertTexts(f[2], ["42"])
    let scale = f[1].nodes.first { $0.kind == "image" }?.value("scaleEffect", "x") ?? 1
    XCTAssertGreaterThan(scale, 1.05, "the heart is mid-pop")
  }

  func testTimelineClock() throws {
    // The second hand turns 6° per second of scene time: 12° between 0.5 s and 2.5 s.
    let f = try inspect("app-timeline-clock", at: [0.5, 2.5])
    assertTexts(f[0], ["UTC"])
    let before = f[0].nodes.compactMap { $0.value("rotationEffect", "degrees") }
    let after = f[1].nodes.compactMap { $0.value("rotationEffect", "degrees") }
    XCTAssertEqual(before.count, after.count)
    let turned = zip(before, after).map { ($1 - $0 + 360).truncatingRemainder(dividingBy: 360) }
    XCTAssertTrue(turned.contains { abs($0 - 12) < 0.5 }, "turns: \(turned)")
  }

  func testSymbolEffects() throws {
    let f = try inspect("app-symbol-effects", at: [0.2, 0.8, 1.8])
    assertNoText(f[0], "1")
    assertTexts(f[1], ["1"])
    assertTexts(f[2], ["2"])
  }

  func testShakeModifier() throws {
    // One attempt over 0.5 s from 0.3 s: at a quarter (0.425 s) the field is 10 points left.
    let f = try inspect("app-shake-modifier", at: [0.2, 0.425, 1.0])
    assertTexts(f[0], ["Enter your PIN"])
    assertTexts(f[2], ["Wrong PIN (1)"])
    if let rest = f[0].node("4 1 7 _"), let shaken = f[1].node("4 1 7 _") {
      XCTAssertEqual(shaken.x - rest.x, -10, accuracy: 1.5)
    } else { XCTFail("field: \(f[1].summary)") }
  }

  func testSkeletonShimmer() throws {
    let f = try inspect("app-skeleton-shimmer", at: [0.3, 0.9])
    XCTAssertFalse(f[0].nodes.isEmpty)
    // Each of the three placeholders' texts is drawn as a redaction bar.
    let headlines = f[0].nodes.filter { $0.text == "A headline that is loading" }
    XCTAssertGreaterThanOrEqual(headlines.count, 3, f[0].summary)
    XCTAssertTrue(headlines.allSatisfy { $0.has("redacted") })
    XCTAssertNotEqual(f[0].nodes.map(\.bounds), f[1].nodes.map(\.bounds), "the shimmer moves")
  }

  func testCardFlip() throws {
    let f = try inspect("app-card-flip", at: [0.2, 1.4])
    assertTexts(f[0], ["•••• •••• •••• 4242", "JAMIE APPLESEED", "VISA"])
    XCTAssertEqual(f[1].node("•••• •••• •••• 4242")?.value("opacity", "value") ?? 0, 0, accuracy: 0.01)
  }

  func testPhotoPager() throws {
    // One page (280 points) to the left after the tap at 0.3 s.
    let f = try inspect("app-photo-pager", at: [0.2, 1.3])
    let first = f[0].shapes("Rectangle").first?.value("offset", "x")
    let paged = f[1].shapes("Rectangle").first?.value("offset", "x")
    XCTAssertEqual(first ?? .nan, 0, accuracy: 0.5)
    XCTAssertEqual(paged ?? .nan, -280, accuracy: 3)
  }

  func testFabMenu() throws {
    let f = try inspect("app-fab-menu", at: [0.2, 1.3])
    let closed = f[0].nodes.compactMap { $0.value("opacity", "value") }
    let open = f[1].nodes.compactMap { $0.value("opacity", "value") }
    XCTAssertEqual(closed.max() ?? 1, 0, accuracy: 0.01)
    XCTAssertEqual(open.min() ?? 0, 1, accuracy: 0.01)
    let xs = f[1].nodes.compactMap { $0.value("offset", "x") }
    XCTAssertTrue(xs.contains { abs($0 + 90) < 1 }, "the first action 90 points left: \(xs)")
  }

  func testTypingIndicator() throws {
    let f = try inspect("app-typing-indicator", at: [0.2, 0.6])
    assertTexts(f[0], ["Priya is typing…"])
    let opacities = f[0].shapes("Circle").compactMap { $0.value("opacity", "value") }
    XCTAssertEqual(opacities.count, 3)
    XCTAssertGreaterThan((opacities.max() ?? 0) - (opacities.min() ?? 0), 0.1, "the dots are out of step")
  }

  func testConfettiBurst() throws {
    let f = try inspect("app-confetti-burst", at: [0.2, 1.7])
    let before = f[0].shapes("RoundedRectangle")
    let after = f[1].shapes("RoundedRectangle")
    XCTAssertEqual(before.count, 28)
    XCTAssertEqual(before.compactMap { $0.value("opacity", "value") }.min() ?? 0, 1, accuracy: 0.01)
    XCTAssertEqual(after.compactMap { $0.value("opacity", "value") }.max() ?? 1, 0, accuracy: 0.01)
  }

  func testAuroraBackground() throws {
    // position(center) puts each 180-pt blob's centre at its point in the 300 × 400 canvas: the teal
    // one's x is 0.7 × 300 = 210, the purple one's y 0.35 × 400 = 140, the pink one's y 0.75 × 400 = 300.
    let f = try inspect("app-aurora-background", at: [0.5])
    assertTexts(f[0], ["9:41", "Focus on"])
    let blobs = f[0].nodes.filter { abs($0.width - 180) < 0.01 && abs($0.height - 180) < 0.01 }
    XCTAssertEqual(blobs.count, 3)
    XCTAssertTrue(blobs.contains { abs($0.midX - 210) < 0.01 }, "\(blobs.map(\.bounds))")
    XCTAssertTrue(blobs.contains { abs($0.midY - 140) < 0.01 }, "\(blobs.map(\.bounds))")
    XCTAssertTrue(blobs.contains { abs($0.midY - 300) < 0.01 }, "\(blobs.map(\.bounds))")
  }

  func testFitnessDashboard() throws {
    // The compiled front end's benchmark scene (scripts/bench-compiled.sh): the tap at 0.5 s logs
    // today's swim and the week reaches its 300-minute goal.
    let f = try inspect("app-fitness-dashboard", at: [0.2, 1.9])
    assertTexts(f[0], ["This week", "4 h 22 min", "6-day streak", "87%", "of goal", "32 min"])
    assertTexts(f[1], ["5 h 7 min", "7-day streak", "100%", "1 h 17 min"])
  }

  func testAnimationCompletion() throws {
    let f = try inspect("app-animation-completion", at: [0.1, 0.45, 1.2])
    assertTexts(f[0], ["Send"])
    let flight = f[1].nodes.first { $0.kind == "image" }?.value("offset", "x") ?? 0
    XCTAssertGreaterThan(flight, 10, "the plane is on its way")
    XCTAssertLessThan(flight, 120)
    assertTexts(f[2], ["Sent"])
  }

  func testTransactionDisable() throws {
    // Taps at 0.3, 0.9, 1.5 animate the selection down; the one at 2.3 resets it without animation.
    let f = try inspect("app-transaction-disable", at: [0.2, 2.35])
    for frame in f {
      let highlight = frame.shapes("RoundedRectangle").first?.alpha("fill") ?? 0
      XCTAssertEqual(highlight, 0.15, accuracy: 0.01, "Graphite highlighted at \(frame.time) s")
    }
  }

  // MARK: - Loading placeholders, forms and older code

  func testAsyncAvatars() throws {
    // Rows are appended 0.15 s apart from a task; the third, appended at 0.45 s, is still sliding in
    // from the trailing edge at 0.5 s. No image ever loads, so each avatar stays its placeholder.
    let f = try inspect("app-async-avatars", at: [0.1, 0.5, 1.5])
    assertNoText(f[0], "Ada Park")
    let sliding = f[1].node("Mia Chen")?.value("offset", "x") ?? 0
    XCTAssertGreaterThan(sliding, 100, "still far from its place")
    XCTAssertLessThan(sliding, 360)
    assertTexts(f[2], ["Team", "Ada Park", "Leo Marsh", "Mia Chen", "Omar Haddad"])
    XCTAssertNil(f[2].node("Omar Haddad")?.value("offset", "x"), "settled")
  }

  func testLegacyNavigation() throws {
    // navigationBarTitle(_:displayMode: .inline) puts "Tasks" in the 44-point bar; the row shown at
    // 0.3 s is in place, the button's label changed.
    let f = try inspect("app-legacy-navigation", at: [0.1, 1.4])
    assertTexts(f[0], ["Tasks", "Buy milk", "Call plumber", "Show more"])
    assertNoText(f[0], "Book flights")
    XCTAssertLessThan(f[0].node("Tasks")?.midY ?? 99, 44)
    assertTexts(f[1], ["Book flights", "Show less"])
  }

  func testProfileForm() throws {
    // TextEditor shows the bio, GroupBox its title and content; the button reads "Saved" after 0.6 s.
    let f = try inspect("app-profile-form", at: [0.2, 1.4])
    assertTexts(f[0], ["Sam Rivera", "Climber, coffee snob and weekend baker.", "Age: 29", "This month", "12 climbs", "4 bakes", "Save"])
    assertTexts(f[1], ["Saved"])
    // The editor's text sits 5 points in from the editor's leading edge (20 of padding).
    XCTAssertEqual(f[0].node("Climber, coffee snob and weekend baker.")?.x ?? 0, 25, accuracy: 0.01)
  }

  func testSwipeInbox() throws {
    // The second message is removed at 0.5 s; the rows under it move up by one row (68.2 points).
    let f = try inspect("app-swipe-inbox", at: [0.2, 1.5])
    assertTexts(f[0], ["Inbox", "2 unread", "GitHub", "Theo"])
    assertNoText(f[1], "GitHub")
    let before = f[0].node("Theo")?.y ?? 0, after = f[1].node("Theo")?.y ?? 0
    XCTAssertEqual(before - after, (f[0].node("Theo")?.y ?? 0) - (f[0].node("GitHub")?.y ?? 0), accuracy: 0.01)
  }

  func testTypewriterChat() throws {
    // One character every 20 ms from the start: 39 by 0.8 s, all 68 by 1.9 s; the count is of words.
    let f = try inspect("app-typewriter-chat", at: [0.8, 1.9])
    assertTexts(f[0], ["Sure! Here is a quick plan for your wee", "9 words"])
    assertTexts(f[1], ["Sure! Here is a quick plan for your week: three runs, two rest days.", "14 words"])
  }

  func testReaderToolbar() throws {
    // The next-chapter button in the bar's control group is tapped at 0.6 s: chapter 2 slides in.
    let f = try inspect("app-reader-toolbar", at: [0.2, 2.3])
    assertTexts(f[0], ["Tides", "A+", "Chapter 1", "The Harbour"])
    assertTexts(f[1], ["Chapter 2", "The Lighthouse"])
    assertNoText(f[1], "The Harbour")
  }

  func testMapBottomSheet() throws {
    // The low sheet lists the places over the map; no dimming layer is drawn under it.
    let f = try inspect("app-map-bottom-sheet", at: [0.2])
    assertTexts(f[0], ["Nearby", "Harbour Café", "Old Lighthouse", "Pier Books", "Bookshop · 7 min"])
  }

  func testSettingsCollapsible() throws {
    // The video section is collapsed until its header is tapped at 0.5 s; "Format" cycles at 1.3 s.
    let f = try inspect("app-settings-collapsible", at: [0.2, 2.1])
    assertTexts(f[0], ["PHOTOS", "Format", "High Efficiency", "Grid", "VIDEO"])
    assertNoText(f[0], "Resolution")
    assertTexts(f[1], ["Resolution", "4K", "Frame Rate", "30 fps", "Most Compatible"])
  }

  func testWorkoutSummary() throws {
    // Tapping "Units" at 0.5 s switches to miles: 8.4 km × 0.621 = 5.2 mi, 4.1 → 2.5, 4.3 → 2.7.
    let f = try inspect("app-workout-summary", at: [0.2, 1.5])
    assertTexts(f[0], ["Today", "Morning Run", "8.4 km", "SPLITS", "4.1 km", "4.3 km", "Kilometres"])
    assertTexts(f[1], ["5.2 mi", "2.5 mi", "2.7 mi", "Miles"])
  }

  func testSettingsAdvanced() throws {
    // "Show Advanced" at 0.3 s (easeInOut 0.6 s: half way at 0.6 s) brings in the Advanced section and
    // the iCloud Sync row; "Got it" at 1.2 s (easeOut 0.5 s) dismisses the tip; "Show Advanced" at 2 s
    // removes the section and the row again (half way at 2.3 s).
    let f = try inspect("app-settings-advanced", at: [0.2, 0.6, 1.0, 1.45, 1.9, 2.3, 3.1])
    assertTexts(f[0], ["GENERAL", "Sort by Date", "Show Advanced", "Swipe a note to pin it", "ABOUT", "Version"])
    assertNoText(f[0], "ADVANCED")
    assertNoText(f[0], "iCloud Sync")
    // Half way in, the section fades in where it goes, drawn as a list section (its header above its group).
    for name in ["ADVANCED", "Verbose Logs", "Cache", "iCloud Sync"] {
      let mid = try XCTUnwrap(f[1].node(name), name), settled = try XCTUnwrap(f[2].node(name), name)
      XCTAssertEqual(try XCTUnwrap(mid.value("opacity", "value"), name), 0.5, accuracy: 1e-6, name)
      XCTAssertNil(settled.value("opacity", "value"), name)
      XCTAssertEqual(mid.bounds, settled.bounds, name)
    }
    // The tip fades out where it was, on its own rounded group, which fades with it.
    let tip = try XCTUnwrap(f[3].node("Swipe a note to pin it"), "the tip still drawn, leaving")
    let tipOpacity = try XCTUnwrap(tip.value("opacity", "value"))
    XCTAssertTrue(tipOpacity > 0 && tipOpacity < 1, "\(tipOpacity)")
    XCTAssertEqual(tip.bounds, try XCTUnwrap(f[2].node("Swipe a note to pin it")).bounds)
    let tipGroup = try XCTUnwrap(f[3].shapes("ListGroup").first { $0.value("opacity", "value") != nil })
    XCTAssertEqual(try XCTUnwrap(tipGroup.value("opacity", "value")), tipOpacity, accuracy: 1e-9)
    XCTAssertTrue(tipGroup.y < tip.y && tipGroup.y + tipGroup.height > tip.y + tip.height, "the fill around its row")
    assertNoText(f[4], "Swipe a note to pin it")
    // Half way out, the section and the row fade out where they were; after, they are gone.
    for name in ["ADVANCED", "Verbose Logs", "Clear Cache", "Logs are kept for seven days.", "iCloud Sync"] {
      let mid = try XCTUnwrap(f[5].node(name), "\(name) still drawn, leaving")
      XCTAssertEqual(try XCTUnwrap(mid.value("opacity", "value"), name), 0.5, accuracy: 1e-6, name)
      XCTAssertEqual(mid.bounds, try XCTUnwrap(f[4].node(name), name).bounds, name)
      assertNoText(f[6], name)
    }
    XCTAssertEqual(f[4].shapes("ListGroup").count, 3)
    XCTAssertEqual(f[6].shapes("ListGroup").count, 2)
  }

  func testChatInboxBadges() throws {
    // "Archive" at 0.4 s and "Refresh" at 1.4 s, each easeInOut 0.6 s (half way at 0.7 s and 1.7 s).
    let f = try inspect("app-chat-inbox-badges", at: [0.2, 0.7, 1.2, 1.7, 2.5])
    assertTexts(f[0], ["Maya", "Mentioned you", "Family", "Pinned", "Design Team", "Work", "Leo"])
    // A label chip's body is an icon and a text without a container: the row's HStack lays its views
    // side by side, so both chips are on one line.
    let family = try XCTUnwrap(f[0].node("Family")), pinned = try XCTUnwrap(f[0].node("Pinned"))
    XCTAssertEqual(family.midY, pinned.midY, accuracy: 0.01)
    XCTAssertGreaterThan(pinned.x, family.x + family.width)
    // Archived: the row and the block below it (the note and its divider) fade out together, where they were.
    for name in ["Maya", "Mentioned you", "Family"] {
      let mid = try XCTUnwrap(f[1].node(name), "\(name) still drawn, leaving")
      XCTAssertEqual(try XCTUnwrap(mid.value("opacity", "value"), name), 0.5, accuracy: 1e-6, name)
      XCTAssertEqual(mid.bounds, try XCTUnwrap(f[0].node(name), name).bounds, name)
      assertNoText(f[2], name)
    }
    // A new chat comes with its own block, fading in with its row.
    for name in ["Priya", "Mentioned you"] {
      XCTAssertEqual(try XCTUnwrap(f[3].node(name)?.value("opacity", "value"), name), 0.5, accuracy: 1e-6, name)
      XCTAssertNil(try XCTUnwrap(f[4].node(name), name).value("opacity", "value"), name)
    }
  }
}

import Foundation
import Testing
import ViewRuntime
@testable import SceneLanguage

/// Scene code on the virtual clock: dates, timers, dispatch, tasks, timelines. Each scene's texts are
/// read at chosen times and checked against the times worked out by hand from its code.
@Suite struct TimeTests {
  struct Loaded {
    let program: SceneProgram
    let runtime: SceneRuntime

    init(_ source: String, clock: ClockSettings? = nil) throws {
      program = try SceneProgram(swiftUISource: source, fileName: "time.swift-dsl")
      runtime = try program.makeRuntime(measurer: FixedTextMeasurer(), clock: clock)
    }

    func texts(_ t: Double) throws -> [String] {
      let frame = try runtime.inspect(at: t)
      try program.checkErrors()
      return frame.nodes.filter { $0.kind == .text }.map { $0.text ?? "" }
    }
  }

  @Test func datesAreSceneTimeFromTheEpoch() throws {
    let scene = try Loaded("""
      struct Clock: View {
        @State private var start = Date()
        @State private var shown = "-"
        var body: some View {
          VStack {
            Text(shown)
            Text(start.formatted(date: .abbreviated, time: .standard))
          }
          .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
              let now = Date.now
              let second = Calendar.current.component(.second, from: now)
              shown = "\\(now.timeIntervalSince(start)) \\(second) \\(Date(timeIntervalSinceNow: 60).timeIntervalSince1970 - now.timeIntervalSince1970)"
            }
          }
        }
      }
      Scene { Clock() }
      """)
    // Default epoch 2024-01-01T09:41:00Z; 2.5 s later the second is 2.
    #expect(try scene.texts(0) == ["-", "Jan 1, 2024, 9:41:00 AM"])
    #expect(try scene.texts(2.5) == ["2.5 2 60.0", "Jan 1, 2024, 9:41:00 AM"])
  }

  @Test func theDateSettingMovesTheEpoch() throws {
    let source = """
      struct Now: View {
        var body: some View { Text(Date().formatted(date: .numeric, time: .shortened)) }
      }
      Scene(date: "2025-03-04T17:05:00Z") { Now() }
      """
    #expect(try Loaded(source).texts(0) == ["3/4/2025, 5:05 PM"])
    let override = ClockSettings(epoch: try #require(ClockSettings.parseDate("1999-12-31T23:59:00Z")))
    #expect(try Loaded(source, clock: override).texts(0) == ["12/31/1999, 11:59 PM"])
  }

  /// `Text(date, style: .timer)` counts whole seconds from its date, as a timeline of that date's seconds.
  @Test func timerTextCountsWholeSeconds() throws {
    let scene = try Loaded("""
      struct Elapsed: View {
        let start = Date().addingTimeInterval(-0.5)
        var body: some View { Text(start, style: .timer) }
      }
      Scene { Elapsed() }
      """)
    #expect(try scene.texts(0) == ["0:00"])
    #expect(try scene.texts(0.49) == ["0:00"])
    #expect(try scene.texts(0.5) == ["0:01"])
    #expect(try scene.texts(65.5) == ["1:06"])
  }

  @Test func scheduledTimersRepeatAndInvalidateThemselves() throws {
    let scene = try Loaded("""
      struct Dots: View {
        @State private var count = 0
        @State private var timer: Timer?
        var body: some View {
          Text("\\(count)")
            .onAppear {
              timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { t in
                count += 1
                if count == 5 { t.invalidate() }
              }
            }
        }
      }
      Scene { Dots() }
      """)
    #expect(try scene.texts(0.29) == ["0"])
    #expect(try scene.texts(0.3) == ["1"])
    #expect(try scene.texts(1.2) == ["4"])
    #expect(try scene.texts(9) == ["5"])
    #expect(try scene.runtime.nextEventTime(after: 9) == nil)
  }

  /// A timer invalidated in `onDisappear` stops with its view.
  @Test func aTimerStopsWhenItsViewDisappears() throws {
    let scene = try Loaded("""
      struct Ticker: View {
        @Binding var ticks: Int
        @State private var timer: Timer?
        var body: some View {
          Circle()
            .onAppear { timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in ticks += 1 } }
            .onDisappear { timer?.invalidate() }
        }
      }
      struct Host: View {
        @State private var ticks = 0
        @State private var shown = true
        var body: some View {
          VStack {
            Text("\\(ticks)")
            if shown { Ticker(ticks: $ticks) }
          }
          .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1.75) { shown = false } }
        }
      }
      Scene { Host() }
      """)
    #expect(try scene.texts(1.7) == ["3"])
    #expect(try scene.texts(5) == ["3"])
  }

  @Test func dispatchAsyncRunsAfterTheCurrentUpdateAtTheSameTime() throws {
    let scene = try Loaded("""
      struct Order: View {
        @State private var log = ""
        var body: some View {
          Text(log)
            .onAppear {
              DispatchQueue.main.async { log += "b" }
              log += "a"
              DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { log += "c" }
            }
        }
      }
      Scene { Order() }
      """)
    #expect(try scene.texts(0) == ["ab"])
    #expect(try scene.texts(0.25) == ["abc"])
  }

  /// `Timer.publish(…).autoconnect()` with `.onReceive`: ticks every second from the view's
  /// appearance; `upstream.connect().cancel()` stops it.
  @Test func publishedTimersTickUntilCancelled() throws {
    let scene = try Loaded("""
      struct Countdown: View {
        @State private var remaining = 3
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
          Text(remaining > 0 ? "\\(remaining)" : "Go!")
            .onReceive(timer) { date in
              if remaining > 0 { remaining -= 1 } else { timer.upstream.connect().cancel() }
            }
        }
      }
      Scene { Countdown() }
      """)
    #expect(try scene.texts(0.99) == ["3"])
    #expect(try scene.texts(1) == ["2"])
    #expect(try scene.texts(3) == ["Go!"])
    _ = try scene.texts(4)  // the fourth tick cancels
    #expect(try scene.runtime.nextEventTime(after: 4) == nil)
  }

  /// A task suspends in `Task.sleep` and resumes at the exact scene time; loops run until cancelled.
  @Test func tasksSleepOnTheSceneClock() throws {
    let scene = try Loaded("""
      struct Loader: View {
        @State private var phase = "idle"
        @State private var beats = 0
        var body: some View {
          VStack {
            Text(phase)
            Text("\\(beats)")
          }
          .task {
            phase = "loading"
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            await finish()
          }
          .onAppear {
            Task {
              while !Task.isCancelled && beats < 4 {
                try await Task.sleep(for: .seconds(0.25))
                withAnimation(.linear(duration: 0.1)) { beats += 1 }
              }
            }
          }
        }
        func finish() async {
          phase = "sleeping"
          try? await Task.sleep(for: .milliseconds(500))
          await MainActor.run { phase = "done" }
        }
      }
      Scene { Loader() }
      """)
    #expect(try scene.texts(0) == ["loading", "0"])
    #expect(try scene.texts(0.74) == ["loading", "2"])
    #expect(try scene.texts(1.5) == ["sleeping", "4"])
    #expect(try scene.texts(1.99) == ["sleeping", "4"])
    #expect(try scene.texts(2) == ["done", "4"])
    // Going back in time replays the tasks from the start (the text's cross-fade from "1" ended at 0.6 s).
    #expect(try scene.texts(0.6) == ["loading", "2"])
    #expect(try scene.texts(2) == ["done", "4"])
  }

  /// `.task(id:)` restarts when its id changes, cancelling the running task (its sleep throws).
  @Test func taskIDChangesCancelTheRunningTask() throws {
    let scene = try Loaded("""
      struct Search: View {
        @State private var query = "a"
        @State private var result = "-"
        var body: some View {
          Text(result)
            .task(id: query) {
              try? await Task.sleep(for: .seconds(1))
              result = (Task.isCancelled ? "cancelled " : "found ") + query
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { query = "ab" } }
        }
      }
      Scene { Search() }
      """)
    #expect(try scene.texts(0.49) == ["-"])
    // At 0.5 s the query changes: the first task wakes at once, cancelled; the second sleeps until 1.5 s.
    #expect(try scene.texts(0.5) == ["cancelled ab"])
    #expect(try scene.texts(1.49) == ["cancelled ab"])
    #expect(try scene.texts(1.5) == ["found ab"])
  }

  @Test func timelineViewsShowTheirEntries() throws {
    let scene = try Loaded("""
      struct Clocks: View {
        var body: some View {
          VStack {
            TimelineView(.periodic(from: .now, by: 0.5)) { context in
              Text("\\(context.date.timeIntervalSince1970 - 1704102060)")
            }
            TimelineView(.animation) { context in
              Text(context.cadence == .live ? "live" : "slow")
            }
            TimelineView(.everyMinute) { context in
              Text(context.date.formatted(date: .omitted, time: .shortened))
            }
          }
        }
      }
      Scene { Clocks() }
      """)
    #expect(try scene.texts(0) == ["0.0", "live", "9:41 AM"])
    #expect(try scene.texts(1.3) == ["1.0", "live", "9:41 AM"])
    #expect(try scene.texts(60) == ["60.0", "live", "9:42 AM"])
  }

  /// `DateFormatter` patterns (UTC, en_US), `Text(timerInterval:countsDown:)` on whole seconds from its
  /// start, `.explicit` entries, and a roll through `SystemRandomNumberGenerator`.
  @Test func formattersCountdownsAndExplicitEntries() throws {
    let scene = try Loaded("""
      struct More: View {
        let start = Date()
        private let formatter: DateFormatter = {
          var f = DateFormatter()
          f.dateFormat = "HH:mm:ss"
          return f
        }()
        var body: some View {
          var g = SystemRandomNumberGenerator()
          VStack {
            Text(formatter.string(from: Date()))
            Text(timerInterval: start...start.addingTimeInterval(90), countsDown: true)
            Text("\\(Int.random(in: 1...6, using: &g))")
            TimelineView(.explicit([start.addingTimeInterval(1), start.addingTimeInterval(2.5)])) { context in
              Text("\\(context.date.timeIntervalSince(start))")
            }
          }
        }
      }
      Scene(seed: 3) { More() }
      """)
    var g = SeededGenerator(seed: 3)
    let roll = "\(Int.random(in: 1...6, using: &g))"
    #expect(try scene.texts(0) == ["09:41:00", "1:30", roll, "0.0"])
    #expect(try scene.texts(2.4) == ["09:41:00", "1:28", roll, "1.0"])
    #expect(try scene.texts(5) == ["09:41:00", "1:25", roll, "2.5"])
  }

  @Test func randomNumbersFollowTheSeed() throws {
    let source = """
      struct Confetti: View {
        let xs = (0..<4).map { _ in Double.random(in: 0...100) }
        let pick = ["red", "green", "blue"].randomElement() ?? ""
        var body: some View {
          VStack {
            Text(xs.map { "\\(Int($0))" }.joined(separator: ","))
            Text(pick + " \\(Int.random(in: 1...6)) \\(Bool.random()) \\([1, 2, 3, 4].shuffled())")
          }
        }
      }
      Scene { Confetti() }
      """
    let a = try Loaded(source, clock: ClockSettings(seed: 1)).texts(0)
    let again = try Loaded(source, clock: ClockSettings(seed: 1)).texts(0)
    let other = try Loaded(source, clock: ClockSettings(seed: 2)).texts(0)
    #expect(a == again)
    #expect(a != other)
    // The first four draws of seed 1 scaled to 0...100 (Swift's `Double.random(in:using:)` for a closed
    // range takes the top 53 bits of one draw per number).
    var g = SeededGenerator(seed: 1)
    let expected = (0..<4).map { _ in Int(Double.random(in: 0...100, using: &g)) }
    #expect(a[0] == expected.map(String.init).joined(separator: ","))
  }

  @Test func sleepingOutsideATaskIsALocatedError() throws {
    let scene = try Loaded("""
      struct Bad: View {
        @State private var n = 0
        var body: some View {
          Text("\\(n)").onAppear { try? Task.checkCancellation(); n = 1 }
        }
      }
      Scene { Bad() }
      """)
    #expect(try scene.texts(0) == ["1"])
    let sleeper = try Loaded("""
      struct Sleeper: View {
        var body: some View {
          Text("x").onAppear { Task.sleep(nanoseconds: 10) }
        }
      }
      Scene { Sleeper() }
      """)
    #expect(throws: SceneError.self) { try sleeper.texts(0) }
  }
}

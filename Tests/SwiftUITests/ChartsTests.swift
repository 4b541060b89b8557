@testable import Charts
import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Swift Charts (the `Charts` module): the layout's numbers against the rules stated in
// Sources/Charts/ChartLayout.swift and ChartScale.swift, worked out by hand, and a bar animating.
/// Bars that grow from 0 on appear, the Swift Charts reveal: `y: animate ? value : 0` in withAnimation.
private struct GrowingBars: View {
  @State private var animate = false
  var body: some View {
    Chart {
      BarMark(x: .value("k", "A"), y: .value("v", animate ? 40 : 0))
      BarMark(x: .value("k", "B"), y: .value("v", animate ? 20 : 0))
    }
    .chartYScale(domain: 0...40)
    .onAppear { withAnimation(.easeInOut(duration: 1)) { animate = true } }
  }
}

/// A Gantt bar that stretches from 0 to 10 in withAnimation, over a fixed 0…10 x domain.
private struct GrowingRange: View {
  @State private var grown = false
  var body: some View {
    Chart {
      BarMark(xStart: .value("start", 0), xEnd: .value("end", grown ? 10 : 0), y: .value("task", "Build"))
    }
    .chartXScale(domain: 0...10)
    .chartXAxis(.hidden)
    .chartYAxis(.hidden)
    .onAppear { withAnimation(.easeInOut(duration: 1)) { grown = true } }
  }
}

/// A y axis written as apps write it: labels from the scene's own view, grid lines at every other value.
private struct PercentAxis: View {
  var body: some View {
    Chart {
      BarMark(x: .value("k", "A"), y: .value("v", 40))
    }
    .chartYScale(domain: 0...100)
    .chartYAxis {
      AxisMarks(values: .stride(by: 50)) { value in
        AxisGridLine()
        AxisValueLabel { Text("\(value.as(Int.self) ?? -1)%") }
      }
    }
  }
}

final class ChartsTests: XCTestCase {
  /// 200×150 with a 0…40 domain: labels "0"…"40" make a 19-point axis, so the plot is 181×132 and bar A
  /// ends 132 high, B 66. easeInOut is a cubic Bézier symmetric about its midpoint, so at 0.5 s of 1 s
  /// the bars are exactly half grown (66 and 33), their bottoms on the baseline (y = 132) all along.
  func testBarsGrowInWithAnimation() throws {
    let frames = try InspectedNode.frames(_scene(width: 200, height: 150) { GrowingBars() }, at: [0, 0.5, 1.2])
    func bars(_ nodes: [InspectedNode]) -> [InspectedNode] { nodes.filter { ($0.json["shape"] as? String) == "RoundedRectangle" } }
    let start = bars(frames[0]), mid = bars(frames[1]), end = bars(frames[2])
    XCTAssertEqual(mid.count, 2, "\(frames[1].map(\.json))")
    XCTAssertEqual(start.map(\.height), [0, 0])
    XCTAssertEqual(mid[0].height, 66, accuracy: 0.01)
    XCTAssertEqual(mid[1].height, 33, accuracy: 0.01)
    XCTAssertEqual(mid[0].y + mid[0].height, 132, accuracy: 0.01)
    XCTAssertEqual(end.map(\.height), [132, 66])
    XCTAssertEqual(end[0].width, 181.0 / 2 * 0.75, accuracy: 0.01)
  }

  private func marks<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [_ChartMark] { content()._marks }

  /// Steps of 1/2/2.5/5 × 10ⁿ, the smallest with at most 5 intervals; the domain rounded out to whole steps from 0.
  func testNiceTicks() {
    XCTAssertEqual(_ChartScale.step(span: 100), 20)
    XCTAssertEqual(_ChartScale.step(span: 40), 10)
    XCTAssertEqual(_ChartScale.step(span: 12050), 2500)
    XCTAssertEqual(_ChartScale.automatic([120, 210]).ticks, [0, 50, 100, 150, 200, 250])
    XCTAssertEqual(_ChartScale.automatic([320]).upper, 400)
    XCTAssertEqual(_ChartScale.automatic([12050]).ticks, [0, 2500, 5000, 7500, 10000, 12500])
    XCTAssertEqual(_ChartScale.automatic([-3, 7]).ticks, [-4, -2, 0, 2, 4, 6, 8].filter { $0 >= -4 && $0 <= 8 })
    // A given domain is kept; ticks at its span's step (14000 / 5 = 2800 → 5000).
    // Dates: midnights a nice number of days apart (6 days → step 2 days).
    let day = 86400.0
    XCTAssertEqual(_ChartScale.dates([10 * day + 3600, 16 * day + 3600]).ticks, [12 * day, 14 * day, 16 * day])
    let fixed = _ChartScale.fixed(0...14000)
    XCTAssertEqual(fixed.upper, 14000)
    XCTAssertEqual(fixed.ticks, [0, 5000, 10000])
  }

  /// 200×150, four bars 10…40: y ticks 0…40 by 10, labels two characters wide (2 × 6.5 + 6 = 19 points
  /// on the trailing side), x labels 18 points (4 + 14) under a 181×132 plot; bands 45.25 wide, bars 3/4 of it.
  func testBarFrames() {
    let data = [("A", 10.0), ("B", 20.0), ("C", 30.0), ("D", 40.0)]
    let layout = _ChartLayout(marks: marks { ForEach(data, id: \.0) { BarMark(x: .value("k", $0.0), y: .value("v", $0.1)) } },
                              options: _ChartOptions(), size: CGSize(width: 200, height: 150))
    XCTAssertEqual(layout.plot, CGRect(x: 0, y: 0, width: 181, height: 132))
    XCTAssertEqual(layout.yScale?.ticks, [0, 10, 20, 30, 40])
    XCTAssertEqual(layout.hGrid, [132, 99, 66, 33, 0])
    XCTAssertEqual(layout.yLabels.map(\.text), ["0", "10", "20", "30", "40"])
    XCTAssertEqual(layout.yLabels[1].at, CGPoint(x: 187, y: 99))
    XCTAssertEqual(layout.xLabels.map(\.text), ["A", "B", "C", "D"])
    XCTAssertEqual(layout.xLabels[0].at, CGPoint(x: 22.625, y: 143))
    let band = 181.0 / 4, width = band * 0.75
    XCTAssertEqual(layout.bars.count, 4)
    XCTAssertEqual(layout.bars[0].rect, CGRect(x: band / 2 - width / 2, y: 99, width: width, height: 33))
    XCTAssertEqual(layout.bars[3].rect, CGRect(x: 3.5 * band - width / 2, y: 0, width: width, height: 132))
  }

  /// A missing reading (NaN, or infinity) draws no bar and leaves the scale to the other values
  /// (0…30 in steps of 10), where it drew a bar of another height.
  func testNonFiniteValuesDrawNoMark() {
    let data = [("A", 10.0), ("B", Double.nan), ("C", 30.0), ("D", Double.infinity)]
    let layout = _ChartLayout(marks: marks { ForEach(data, id: \.0) { BarMark(x: .value("k", $0.0), y: .value("v", $0.1)) } },
                              options: _ChartOptions(), size: CGSize(width: 200, height: 150))
    XCTAssertEqual(layout.bars.count, 2)
    XCTAssertEqual(layout.yScale?.ticks, [0, 10, 20, 30])
  }

  /// Two series in one band stack (the second from the first's top) and are coloured from the
  /// palette in order of appearance, with a legend row (8 + 14 points) under the x labels.
  func testStackedSeriesAndLegend() {
    let layout = _ChartLayout(marks: marks {
      BarMark(x: .value("m", "Jan"), y: .value("v", 10)).foregroundStyle(by: .value("s", "Tea"))
      BarMark(x: .value("m", "Jan"), y: .value("v", 30)).foregroundStyle(by: .value("s", "Coffee"))
    }, options: _ChartOptions(), size: CGSize(width: 100, height: 122))
    XCTAssertEqual(layout.legend.map(\.name), ["Tea", "Coffee"])
    XCTAssertEqual(layout.yScale?.ticks, [0, 10, 20, 30, 40])
    // 122 − 18 − 22 = 82 high; 40 is the top.
    XCTAssertEqual(layout.plot.height, 82)
    XCTAssertEqual(layout.bars[0].rect.minY, 82 - 82 * 10 / 40)
    XCTAssertEqual(layout.bars[1].rect.minY, 0)
    XCTAssertEqual(layout.bars[1].rect.maxY, 82 - 82 * 10 / 40)
    XCTAssertEqual(layout.legendTop, 82 + 18 + 8)
  }

  /// A line's points at band centres and value heights; a domain from chartYScale is kept.
  func testLinePoints() {
    var options = _ChartOptions()
    options.yDomain = 0...100
    options.yAxis = .hidden
    let layout = _ChartLayout(marks: marks {
      LineMark(x: .value("m", "a"), y: .value("v", 0))
      LineMark(x: .value("m", "b"), y: .value("v", 50))
      LineMark(x: .value("m", "c"), y: .value("v", 100))
    }, options: options, size: CGSize(width: 300, height: 118))
    XCTAssertEqual(layout.plot.size, CGSize(width: 300, height: 100))
    XCTAssertEqual(layout.lines.count, 1)
    XCTAssertEqual(layout.lines[0].points, [CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 50), CGPoint(x: 250, y: 0)])
    XCTAssertEqual(layout.lines[0].width, 2)
    XCTAssertTrue(layout.hGrid.isEmpty)
  }

  /// A line's animatable data is its points: halfway between two lines is the line through the midpoints.
  func testLinePointsInterpolate() {
    let from = _ChartPoints([CGPoint(x: 0, y: 100), CGPoint(x: 50, y: 20)])
    let to = _ChartPoints([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 60)])
    XCTAssertEqual(from.interpolated(towards: to, amount: 0.5).points, [CGPoint(x: 0, y: 50), CGPoint(x: 50, y: 40)])
    XCTAssertEqual(_ChartPoints.zero + to, to)
  }

  /// Numeric x and categorical y: horizontal bars from the leading edge.
  func testHorizontalBars() {
    var options = _ChartOptions()
    options.yAxis = .hidden
    options.xAxis = .hidden
    let layout = _ChartLayout(marks: marks {
      BarMark(x: .value("v", 5), y: .value("k", "A"))
      BarMark(x: .value("v", 10), y: .value("k", "B"))
    }, options: options, size: CGSize(width: 100, height: 80))
    XCTAssertEqual(layout.xScale?.ticks, [0, 2, 4, 6, 8, 10])
    XCTAssertEqual(layout.bars[0].rect, CGRect(x: 0, y: 5, width: 50, height: 30))
    XCTAssertEqual(layout.bars[1].rect, CGRect(x: 0, y: 45, width: 100, height: 30))
  }

  /// Sectors share the turn by value, clockwise from the top; a ratio inner radius makes a donut.
  func testSectors() {
    var options = _ChartOptions()
    options.legend = .hidden
    let layout = _ChartLayout(marks: marks {
      SectorMark(angle: .value("v", 1), innerRadius: .ratio(0.5))
      SectorMark(angle: .value("v", 3), innerRadius: .ratio(0.5))
    }, options: options, size: CGSize(width: 200, height: 100))
    XCTAssertEqual(layout.sectors.count, 2)
    XCTAssertEqual(layout.sectors[0].start, -Double.pi / 2, accuracy: 1e-9)
    XCTAssertEqual(layout.sectors[0].end, 0, accuracy: 1e-9)
    XCTAssertEqual(layout.sectors[1].end, 1.5 * Double.pi, accuracy: 1e-9)
    XCTAssertEqual(layout.sectors[0].outer, 50)
    XCTAssertEqual(layout.sectors[0].inner, 25)
  }

  // MARK: Axis content (https://developer.apple.com/documentation/charts/axismarks)

  /// `.stride(by: 25)` over 0…100 marks 0, 25, 50, 75, 100; the closure draws a grid line only at even
  /// indices and labels every value with its own text ("25%", four characters: a 4 × 6.5 + 6 = 32-point
  /// axis, so the plot is 168 wide); `AxisValue` carries the real value, its index and the count.
  func testAxisMarksStrideAndContent() {
    var seen: [(Double?, Int?, Int, Int)] = []
    var options = _ChartOptions()
    options.yDomain = 0...100
    options.yAxisMarks = AxisMarks(values: .stride(by: 25)) { value in
      let _ = seen.append((value.as(Double.self), value.as(Int.self), value.index, value.count))
      if value.index % 2 == 0 { AxisGridLine() }
      AxisValueLabel("\(value.as(Int.self) ?? -1)%")
    }._axisMarks
    let layout = _ChartLayout(marks: marks { BarMark(x: .value("k", "A"), y: .value("v", 40)) }, options: options, size: CGSize(width: 200, height: 118))
    XCTAssertEqual(layout.plot, CGRect(x: 0, y: 0, width: 168, height: 100))
    XCTAssertEqual(layout.hGrid, [100, 50, 0])
    XCTAssertEqual(layout.yLabels.map(\.text), ["0%", "25%", "50%", "75%", "100%"])
    XCTAssertEqual(layout.yLabels[1].at, CGPoint(x: 174, y: 75))
    XCTAssertTrue(layout.ticks.isEmpty)
    XCTAssertEqual(seen.map(\.0), [0, 25, 50, 75, 100])
    XCTAssertEqual(seen.map(\.1), [0, 25, 50, 75, 100])
    XCTAssertEqual(seen.map(\.2), [0, 1, 2, 3, 4])
    XCTAssertEqual(seen.map(\.3), [5, 5, 5, 5, 5])
    // `.automatic(desiredCount: 2)`: the nice step for 100 in 2 intervals is 50.
    options.yAxisMarks = AxisMarks(values: .automatic(desiredCount: 2))._axisMarks
    let two = _ChartLayout(marks: marks { BarMark(x: .value("k", "A"), y: .value("v", 40)) }, options: options, size: CGSize(width: 200, height: 118))
    XCTAssertEqual(two.yLabels.map(\.text), ["0", "50", "100"])
    XCTAssertEqual(two.hGrid, [100, 50, 0])
  }

  /// Days 2026-11-23 (a Monday) to 11-29 on a 300-point plot (y axis hidden, so the plot is the width):
  /// `.stride(by: .day, count: 2)` marks Mon, Wed, Fri, Sun at 0, 100, 200, 300; the closure writes a
  /// tick (4 points down from the plot's bottom) and a label through a date format style, no grid line.
  func testDateAxisStrideTicksAndFormat() {
    let day = 86400.0, monday = 817_084_800.0
    var options = _ChartOptions()
    options.yAxis = .hidden
    let format = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!).weekday(.abbreviated)
    options.xAxisMarks = AxisMarks(values: .stride(by: .day, count: 2)) { _ in
      AxisTick()
      AxisValueLabel(format: format)
    }._axisMarks
    let layout = _ChartLayout(marks: marks {
      ForEach(0..<7) { i in LineMark(x: .value("d", Date(timeIntervalSinceReferenceDate: monday + Double(i) * day)), y: .value("v", i)) }
    }, options: options, size: CGSize(width: 300, height: 118))
    XCTAssertEqual(layout.plot, CGRect(x: 0, y: 0, width: 300, height: 100))
    XCTAssertEqual(layout.xLabels.map(\.text), ["Mon", "Wed", "Fri", "Sun"])
    XCTAssertEqual(layout.xLabels.map(\.at.x), [0, 100, 200, 300])
    XCTAssertTrue(layout.vGrid.isEmpty)
    XCTAssertEqual(layout.ticks.map(\.from), [0, 100, 200, 300].map { CGPoint(x: $0, y: 100) })
    XCTAssertEqual(layout.ticks.map(\.to), [0, 100, 200, 300].map { CGPoint(x: $0, y: 104) })
  }

  /// Explicit values on a category axis, labelled on top: only "B" and "D" are marked, their labels
  /// red in a 4 + 14-point row over the plot (none under it), their grid lines `centered: false` at
  /// the bands' leading edges (bands 50 wide).
  func testExplicitCategoryValuesOnTop() {
    var options = _ChartOptions()
    options.yAxis = .hidden
    options.xAxisMarks = AxisMarks(position: .top, values: ["B", "D"]) { _ in
      AxisGridLine(centered: false)
      AxisValueLabel().foregroundStyle(.red)
    }._axisMarks
    let layout = _ChartLayout(marks: marks {
      ForEach(["A", "B", "C", "D"], id: \.self) { BarMark(x: .value("k", $0), y: .value("v", 1)) }
    }, options: options, size: CGSize(width: 200, height: 118))
    XCTAssertEqual(layout.plot, CGRect(x: 0, y: 18, width: 200, height: 100))
    XCTAssertEqual(layout.xLabels.map(\.text), ["B", "D"])
    XCTAssertEqual(layout.xLabels.map(\.at), [CGPoint(x: 75, y: 7), CGPoint(x: 175, y: 7)])
    XCTAssertNotNil(layout.xLabels[0].style)
    XCTAssertEqual(layout.vGrid, [50, 150])
  }

  /// A label through a number format, and a mark's label view drawn as the scene's Text: the y labels of
  /// `PercentAxis` read "0%", "50%", "100%" in the rendered frame.
  func testAxisLabelViewsAreDrawn() throws {
    XCTAssertEqual(AxisValueLabel.text(IntegerFormatStyle<Int>(), .number(42)), "42")
    XCTAssertEqual(AxisValueLabel.text(FloatingPointFormatStyle<Double>().precision(.fractionLength(1)), .number(2)), "2.0")
    XCTAssertNil(AxisValueLabel.text(IntegerFormatStyle<Int>(), .number(2.5)))
    let frame = try InspectedNode.frames(_scene(width: 200, height: 150) { PercentAxis() }, at: [0])[0]
    let texts = frame.compactMap { $0.json["text"] as? String }
    XCTAssertEqual(texts.filter { $0.hasSuffix("%") }, ["0%", "50%", "100%"])
  }

  // MARK: Range marks

  /// Range bars (a Gantt chart): x from 0 to 10 (automatic, with 0; step 2), bands of 40 on y,
  /// bars 3/4 of a band; a vertical range bar from 10 to 30; rules between two values; a band between
  /// two lines.
  func testRangeMarks() {
    var options = _ChartOptions()
    options.xAxis = .hidden
    options.yAxis = .hidden
    let gantt = _ChartLayout(marks: marks {
      BarMark(xStart: .value("s", 2), xEnd: .value("e", 6), y: .value("t", "A"))
      BarMark(xStart: .value("s", 5), xEnd: .value("e", 9), y: .value("t", "B"))
      RuleMark(xStart: .value("s", 1), xEnd: .value("e", 4), y: .value("t", "B"))
    }, options: options, size: CGSize(width: 100, height: 80))
    XCTAssertEqual(gantt.xScale?.ticks, [0, 2, 4, 6, 8, 10])
    XCTAssertEqual(gantt.bars.map(\.rect), [CGRect(x: 20, y: 5, width: 40, height: 30), CGRect(x: 50, y: 45, width: 40, height: 30)])
    XCTAssertEqual(gantt.rules.map(\.from), [CGPoint(x: 10, y: 60)])
    XCTAssertEqual(gantt.rules.map(\.to), [CGPoint(x: 40, y: 60)])

    // y 0…30 (step 10) on 90 points; one band 100 wide.
    let column = _ChartLayout(marks: marks {
      BarMark(x: .value("k", "A"), yStart: .value("lo", 10), yEnd: .value("hi", 30))
      RuleMark(x: .value("k", "A"), yStart: .value("lo", 0), yEnd: .value("hi", 20))
    }, options: options, size: CGSize(width: 100, height: 90))
    XCTAssertEqual(column.yScale?.ticks, [0, 10, 20, 30])
    XCTAssertEqual(column.bars[0].rect.origin, CGPoint(x: 12.5, y: 0))
    XCTAssertEqual(column.bars[0].rect.width, 75)
    XCTAssertEqual(column.bars[0].rect.height, 60, accuracy: 1e-9)
    XCTAssertEqual(column.rules[0].from, CGPoint(x: 50, y: 90))
    XCTAssertEqual(column.rules[0].to.x, 50)
    XCTAssertEqual(column.rules[0].to.y, 30, accuracy: 1e-9)

    // A band from (x 0: 10…20) to (x 1: 20…40): y 0…40 on 80 points, x the extent 0…1 on 100.
    let band = _ChartLayout(marks: marks {
      AreaMark(x: .value("x", 0), yStart: .value("lo", 10), yEnd: .value("hi", 20))
      AreaMark(x: .value("x", 1), yStart: .value("lo", 20), yEnd: .value("hi", 40))
    }, options: options, size: CGSize(width: 100, height: 80))
    XCTAssertEqual(band.areas.count, 1)
    XCTAssertEqual(band.areas[0].upper, [CGPoint(x: 0, y: 40), CGPoint(x: 100, y: 0)])
    XCTAssertEqual(band.areas[0].lower, [CGPoint(x: 0, y: 60), CGPoint(x: 100, y: 40)])
  }

  /// Range bars over dates: the x axis spans the data (no zero, 2001-01-01) and is ticked at midnights.
  func testDateRangeBars() {
    let day = 86400.0, t0 = 817_084_800.0
    var options = _ChartOptions()
    options.yAxis = .hidden
    let layout = _ChartLayout(marks: marks {
      BarMark(xStart: .value("s", Date(timeIntervalSinceReferenceDate: t0)), xEnd: .value("e", Date(timeIntervalSinceReferenceDate: t0 + 2 * day)), y: .value("t", "A"))
      BarMark(xStart: .value("s", Date(timeIntervalSinceReferenceDate: t0 + day)), xEnd: .value("e", Date(timeIntervalSinceReferenceDate: t0 + 4 * day)), y: .value("t", "B"))
    }, options: options, size: CGSize(width: 200, height: 118))
    XCTAssertEqual(layout.xScale?.lower, t0)
    XCTAssertEqual(layout.xScale?.upper, t0 + 4 * day)
    XCTAssertEqual(layout.bars[1].rect.minX, 50)
    XCTAssertEqual(layout.bars[1].rect.width, 150)
    XCTAssertEqual(layout.xLabels.first?.text, "Nov 23")
  }

  /// A range bar stretching in withAnimation: halfway through an easeInOut it is half as long.
  func testRangeBarAnimates() throws {
    let frames = try InspectedNode.frames(_scene(width: 200, height: 100) { GrowingRange() }, at: [0, 0.5, 1.2])
    func bar(_ nodes: [InspectedNode]) -> InspectedNode? { nodes.first { ($0.json["shape"] as? String) == "RoundedRectangle" } }
    XCTAssertEqual(try XCTUnwrap(bar(frames[1])).width, 100, accuracy: 0.01)
    XCTAssertEqual(try XCTUnwrap(bar(frames[2])).width, 200, accuracy: 0.01)
    XCTAssertEqual(try XCTUnwrap(bar(frames[2])).height, 75, accuracy: 0.01)
  }

  // MARK: Titles, legend, plot style

  /// `chartXAxisLabel` takes a 4 + 14-point row under the x labels, `chartYAxisLabel` an 18-point
  /// column beyond the y labels; `chartLegend(position: .top)` puts the legend row (8 + 14) over the plot.
  func testAxisTitlesAndLegendOnTop() {
    var options = _ChartOptions()
    options.xAxisLabel = _ChartAxisLabel(text: "Day", view: nil, position: .automatic, alignment: .center, spacing: nil)
    options.yAxisLabel = _ChartAxisLabel(text: "Steps", view: nil, position: .automatic, alignment: .center, spacing: nil)
    options.legendPosition = .top
    let layout = _ChartLayout(marks: marks {
      BarMark(x: .value("m", "Jan"), y: .value("v", 10)).foregroundStyle(by: .value("s", "Tea"))
      BarMark(x: .value("m", "Feb"), y: .value("v", 30)).foregroundStyle(by: .value("s", "Coffee"))
    }, options: options, size: CGSize(width: 200, height: 180))
    // 180 − 22 (legend) − 18 (x labels) − 18 (x title) = 122 high from y 22; 200 − 19 − 18 = 163 wide.
    XCTAssertEqual(layout.plot, CGRect(x: 0, y: 22, width: 163, height: 122))
    XCTAssertEqual(layout.legendTop, 0)
    XCTAssertEqual(layout.titles.map(\.label.text), ["Day", "Steps"])
    XCTAssertEqual(layout.titles[0].center, CGPoint(x: 81.5, y: 144 + 18 + 4 + 7))
    XCTAssertEqual(layout.titles[1].center, CGPoint(x: 163 + 19 + 4 + 7, y: 83))
    XCTAssertTrue(layout.titles[1].rotated)
  }

  /// `chartYScale(domain: ["B", "A"])` orders the rows (B on top) and leaves out C's bar (and its value
  /// from the x scale, 0…10); `chartYScale(domain: .automatic(includesZero: false))` keeps 12…18.
  func testCategoryDomainAndIncludesZero() {
    var options = _ChartOptions()
    options.xAxis = .hidden
    options.yAxis = .hidden
    options.yCategories = ["B", "A"]
    let rows = _ChartLayout(marks: marks {
      BarMark(xStart: .value("s", 2), xEnd: .value("e", 6), y: .value("t", "A"))
      BarMark(xStart: .value("s", 5), xEnd: .value("e", 9), y: .value("t", "B"))
      BarMark(xStart: .value("s", 1), xEnd: .value("e", 30), y: .value("t", "C"))
    }, options: options, size: CGSize(width: 100, height: 80))
    XCTAssertEqual(rows.yCategories, ["B", "A"])
    XCTAssertEqual(rows.xScale?.upper, 10)
    XCTAssertEqual(rows.bars.map(\.rect.minY), [45, 5])
    var noZero = _ChartOptions()
    noZero.yIncludesZero = false
    let line = _ChartLayout(marks: marks {
      LineMark(x: .value("d", 0), y: .value("t", 12))
      LineMark(x: .value("d", 1), y: .value("t", 18))
    }, options: noZero, size: CGSize(width: 100, height: 80))
    XCTAssertEqual(line.yScale?.ticks, [12, 14, 16, 18])
  }

  /// Bars over dates (one band per date) with `.stride(by: .month)`: the first band of each month is
  /// marked, whatever its day (1 Jan 2025 and every 31 days after: Jan 1, Feb 1, Mar 4, Apr 4, May 5,
  /// Jun 5); `count: 2` every other month. Hours are labelled "11 PM" with a narrow no-break space.
  func testCalendarStrideOnDateBands() {
    let jan1 = 757_382_400.0
    let bands = (0..<6).map { _PlotPrimitive.date(jan1 + Double($0) * 31 * 86400) }
    XCTAssertEqual(AxisMarkValues.stride(by: .month).indices(of: bands), [0, 1, 2, 3, 4, 5])
    XCTAssertEqual(AxisMarkValues.stride(by: .month, count: 2).indices(of: bands), [0, 2, 4])
    XCTAssertEqual(AxisMarkValues.stride(by: .hour).dateLabel(jan1 - 3600), "11\u{202F}PM")
    XCTAssertEqual(AxisMarkValues.stride(by: .month).dateLabel(jan1), "Jan")
  }
}

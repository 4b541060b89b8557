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
}

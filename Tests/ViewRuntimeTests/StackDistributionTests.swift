import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// How stacks split their length among children (see `StackLayout`): priority groups, highest
/// first, spacers last (priority −∞); least flexible first within a group; each child offered an
/// even split of what is left after the minimum sizes of lower groups.
/// Text comes from the fixed test measurer: 0.6 × size per character, 1 × size per line.
@Suite("Stack distribution")
struct StackDistributionTests {
  /// 17-point characters (body, headline) and 15-point ones (subheadline).
  let c17 = 17 * 0.6, c15 = 15 * 0.6

  @Test func downloadRowKeepsTheHeadlineOnOneLine() throws {
    let row = HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 10).fill(.blue).frame(width: 48, height: 48)
      VStack(alignment: .leading, spacing: 2) {
        Text("Field Recordings.zip").font(.headline)
        Text("48 MB of 120 MB").font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
    }
    .padding()
    let (_, ins) = try render(row, width: 360, height: 120)
    // Row length 360 − 2·16 = 328, minus 2·12 spacing = 304. The spacer (priority −∞) keeps its 8,
    // leaving 296 for the rectangle and the VStack: the rectangle (least flexible) is offered
    // 296 / 2 and takes 48; the VStack is offered 296 − 48 = 248 and takes the headline's
    // 20 · 10.2 = 204 on one line (the old even split offered 256 / 2 = 128 and wrapped it).
    // Height: 48 (rectangle) > 17 + 2 + 15 = 34 (VStack), so the row is 48 + 32 = 80, centred in
    // 120 at y = 20; content at y = 36, VStack at 36 + (48 − 34) / 2 = 43.
    let x: Double = 16 + 48 + 12, headline: Double = 20 * c17, detail: Double = 15 * c15
    let expected: [[Double]] = [[16, 36, 48, 48], [x, 43, headline, 17], [x, 43 + 17 + 2, detail, 15]]
    #expect(near(ins.nodes.map(\.bounds), expected))
  }

  @Test func textBesideASpacerIsOfferedAllButTheSpacersMinimum() throws {
    // 200 − 8 (spacing) − 8 (the spacer's default minimum) = 184 offered to the text.
    let (_, one) = try render(HStack { Text("aaaa bbbb cccc"); Spacer() }, width: 200, height: 100)
    #expect(near([one.nodes[0].bounds], [[0, (100 - 17) / 2, 14 * c17, 17]]))  // 142.8 fits on one line
    // 24 characters (244.8) do not fit in 184: "aaaa bbbb cccc dddd" (193.8) is too wide, so the
    // lines are "aaaa bbbb cccc" and "dddd eeee" (an even split, 96, would have made three lines).
    let (list, two) = try render(HStack { Text("aaaa bbbb cccc dddd eeee"); Spacer() }, width: 200, height: 100)
    #expect(textOrigins(list).map(\.0) == ["aaaa bbbb cccc", "dddd eeee"])
    #expect(near([two.nodes[0].bounds], [[0, (100 - 34) / 2, 14 * c17, 34]]))
  }

  @Test func spacersOnBothSidesShareWhatTheTextLeaves() throws {
    let (_, ins) = try render(HStack(spacing: 0) { Spacer(); Text("aaaa bbbb cccc"); Spacer() }, width: 200, height: 100)
    // The text is offered 200 − 2·8 = 184 and takes 142.8; the spacers split 57.2 evenly: 28.6 each.
    #expect(close(ins.nodes[0].bounds[0], (200 - 14 * c17) / 2, 1e-3))
    #expect(close(ins.nodes[0].bounds[2], 14 * c17, 1e-3))
  }

  @Test func spacerMinimumLengthIsReserved() throws {
    // Spacer(minLength: 40): the text is offered 200 − 40 = 160, so its 193.8 wraps after "cccc".
    let (list, a) = try render(HStack(spacing: 0) { Text("aaaa bbbb cccc dddd"); Spacer(minLength: 40) }, width: 200, height: 100)
    #expect(textOrigins(list).map(\.0) == ["aaaa bbbb cccc", "dddd"])
    #expect(near([a.nodes[0].bounds], [[0, (100 - 34) / 2, 14 * c17, 34]]))
    // Spacer(minLength: 0) reserves nothing: the text is offered all 200 and keeps one line.
    let (_, b) = try render(HStack(spacing: 0) { Text("aaaa bbbb cccc dddd"); Spacer(minLength: 0) }, width: 200, height: 100)
    #expect(near([b.nodes[0].bounds], [[0, (100 - 17) / 2, 19 * c17, 17]]))
  }

  @Test func twoLongTextsShareTheRowEvenly() throws {
    let (list, ins) = try render(HStack(spacing: 0) { Text("aaaa bbbb cccc"); Text("dddd eeee ffff") }, width: 200, height: 100)
    // Equally flexible (ideal 142.8, minimum 10.2): the first is offered 200 / 2 = 100 and wraps to
    // "aaaa bbbb" (91.8); the second is offered 200 − 91.8 = 108.2 and wraps the same way.
    // The stack is 2 · 91.8 = 183.6 wide, centred: x = (200 − 183.6) / 2 = 8.2.
    #expect(textOrigins(list).map(\.0) == ["aaaa bbbb", "cccc", "dddd eeee", "ffff"])
    let x0 = (200 - 18 * c17) / 2
    #expect(close(ins.nodes[0].bounds[0], x0, 1e-3) && close(ins.nodes[0].bounds[2], 9 * c17, 1e-3))
    #expect(close(ins.nodes[1].bounds[0], x0 + 9 * c17, 1e-3) && close(ins.nodes[1].bounds[2], 9 * c17, 1e-3))
  }

  @Test func higherPriorityTextIsOfferedAllButTheOthersMinimum() throws {
    let (_, ins) = try render(HStack(spacing: 0) {
      Text("aaaa bbbb cccc").layoutPriority(1)
      Text("dddd eeee ffff")
    }, width: 200, height: 100)
    // The prioritised text is offered 200 − 10.2 (the other's minimum, one character) and takes its
    // 142.8; the other gets 57.2, one 40.8-wide word per line (3 lines, 51 high).
    let x0 = (200 - 14 * c17 - 4 * c17) / 2
    #expect(close(ins.nodes[0].bounds[0], x0, 1e-3) && close(ins.nodes[0].bounds[2], 14 * c17, 1e-3) && close(ins.nodes[0].bounds[3], 17, 1e-3))
    #expect(close(ins.nodes[1].bounds[0], x0 + 14 * c17, 1e-3) && close(ins.nodes[1].bounds[2], 4 * c17, 1e-3) && close(ins.nodes[1].bounds[3], 51, 1e-3))
  }

  @Test func peersGetNoReservationOfTheirMinimum() throws {
    // objc.io, "How an HStack Lays out Its Children": in 150 points, frame(maxWidth: 100) (flexibility
    // 100) is offered 150 / 2 = 75; frame(minWidth: 100) is then offered 75 but takes 100, so the
    // stack is 175 wide and overflows its 150-wide frame, centred: x = 75 + (150 − 175) / 2 = 62.5.
    // The children are placed for the 150 the stack was offered (not its own 175, which would offer
    // the red frame 87.5): red 75 wide at 62.5, green 100 wide at 137.5.
    let view = HStack(spacing: 0) {
      Color.red.frame(maxWidth: 100)
      Color.green.frame(minWidth: 100)
    }.background(Color.yellow).frame(width: 150, height: 100)
    let (list, _) = try render(view, width: 300, height: 100)
    let fills = fillBounds(list).map(rect)
    #expect(fills.count == 3)
    #expect(near(fills, [[62.5, 0, 175, 100], [62.5, 0, 75, 100], [137.5, 0, 100, 100]]))  // background, red, green
  }

  @Test func aFrameWithInfiniteMaximumIsSizedLast() throws {
    // frame(maxWidth: .infinity) answers an infinite proposal with infinity, so it is the most flexible
    // child (as a greedy TextField is): "Clear" (flexibility 5 · 10.2 − 10.2 = 40.8) is offered
    // (200 − 8) / 2 = 96 and takes 51; the frame takes the 192 − 51 = 141 left. Sized by its content
    // ("b", flexibility 0) it went first, took 96, and left the row 155 wide.
    let row = HStack { Text("b").frame(maxWidth: .infinity).background(Color.red); Text("Clear") }
    let (list, ins) = try render(row, width: 200, height: 100)
    let y: Double = (100 - 17) / 2
    #expect(near(fillBounds(list).map(rect), [[0, y, 141, 17]]))
    #expect(close(ins.nodes.last!.bounds[0], 149, 1e-3) && close(ins.nodes.last!.bounds[2], 5 * c17, 1e-3))
  }

  @Test func infinitelyFlexibleChildWithTheLargerMinimumGoesFirst() throws {
    // Both have infinite flexibility; the one with minimum 100 is sized first: offered 75, takes
    // 100, and the plain colour gets the 50 left (source order would have overflowed: 75 + 100).
    let (list, _) = try render(HStack(spacing: 0) { Color.red; Color.green.frame(minWidth: 100) }, width: 150, height: 100)
    #expect(near(fillBounds(list).map(rect), [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 100, height: 100)].map(rect)))
  }

  @Test func spacerWithALayoutPriorityJoinsThatGroup() throws {
    // Plain spacer: the colour (minimum 20) is offered 300 − 8 and takes it.
    let (plain, _) = try render(HStack(spacing: 0) { Color.red.frame(minWidth: 20); Spacer() }, width: 300, height: 100)
    #expect(near(fillBounds(plain).map(rect), [CGRect(x: 0, y: 0, width: 292, height: 100)].map(rect)))
    // `.layoutPriority(1)` puts the spacer first: offered 300 − 20 (the colour's minimum), leaving 20.
    let (raised, _) = try render(HStack(spacing: 0) { Color.red.frame(minWidth: 20); Spacer().layoutPriority(1) }, width: 300, height: 100)
    #expect(near(fillBounds(raised).map(rect), [CGRect(x: 0, y: 0, width: 20, height: 100)].map(rect)))
  }

  @Test func vstackReservesTheSpacerToo() throws {
    let view = VStack(spacing: 0) {
      Color.red.frame(minHeight: 10, maxHeight: 60)
      Color.blue.frame(minHeight: 10, maxHeight: 60)
      Spacer()
    }
    let (list, _) = try render(view, width: 100, height: 100)
    // 100 − 8 (spacer) = 92: red offered 46, blue 46, the spacer the 8 left.
    #expect(near(fillBounds(list).map(rect), [CGRect(x: 0, y: 0, width: 100, height: 46), CGRect(x: 0, y: 46, width: 100, height: 46)].map(rect)))
  }

  @Test func fixedSizeTextKeepsItsIdealWidth() throws {
    let (_, ins) = try render(HStack(spacing: 0) { Text("aaaa bbbb").fixedSize(); Text("cccc dddd") }, width: 150, height: 100)
    // The fixed text (flexibility 0) is offered 75 but takes 91.8; the other is offered 58.2 and wraps
    // to 40.8. Stack 132.6 wide, centred at x = 8.7.
    let x0 = (150 - 13 * c17) / 2
    #expect(close(ins.nodes[0].bounds[0], x0, 1e-3) && close(ins.nodes[0].bounds[2], 9 * c17, 1e-3))
    #expect(close(ins.nodes[1].bounds[0], x0 + 9 * c17, 1e-3) && close(ins.nodes[1].bounds[2], 4 * c17, 1e-3))
  }
}

/// Inspect bounds are rounded to 1e-4; compare within 1e-3.
private func near(_ a: [[Double]], _ b: [[Double]]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0.count == $1.count && zip($0, $1).allSatisfy { abs($0 - $1) <= 1e-3 } }
}

private func rect(_ r: CGRect) -> [Double] { [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)] }

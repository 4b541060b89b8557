import CairoRenderer
import Foundation
import Testing
import ViewRuntime

/// A scene written inline, inspected at time 0 (shapes and colours only where numbers are checked, so
/// the expected frames follow from the layout rules by hand, independent of font metrics).
private func layoutFrame(_ source: String) throws -> (FrameInspection, ServedScene) {
  let scene = try LoadedScene(source: source, fileName: "layout.swift-dsl")
  return (try scene.inspect(0), scene.runtime)
}

private func bounds(_ f: FrameInspection, _ i: Int) -> [Double] { f.nodes[i].bounds.map { ($0 * 1000).rounded() / 1000 } }

@Suite struct LayoutModifierTests {
  @Test func aspectRatioFitsAndFillsTheFrame() throws {
    // A 2:1 rectangle in a 300 × 300 frame centred in 400 × 400: fit is 300 × 150 at y = 50 + 75;
    // fill is 600 × 300, centred: x = 50 − 150.
    let (fit, _) = try layoutFrame("Scene(width: 400, height: 400) { Rectangle().aspectRatio(2, contentMode: .fit).frame(width: 300, height: 300) }")
    #expect(bounds(fit, 0) == [50, 125, 300, 150])
    let (fill, _) = try layoutFrame("Scene(width: 400, height: 400) { Rectangle().aspectRatio(2, contentMode: .fill).frame(width: 300, height: 300) }")
    #expect(bounds(fill, 0) == [-100, 50, 600, 300])
    // scaledToFit/scaledToFill take the content's ideal ratio (a shape's is 10 × 10: square): in 400 × 200
    // a circle fits 200 × 200, a rectangle fills 400 × 400.
    let (scaled, _) = try layoutFrame("Scene(width: 400, height: 200) { Circle().scaledToFit() }")
    #expect(bounds(scaled, 0) == [100, 0, 200, 200])
    let (filled, _) = try layoutFrame("Scene(width: 400, height: 200) { Rectangle().scaledToFill() }")
    #expect(bounds(filled, 0) == [0, -100, 400, 400])
  }

  @Test func maxWidthInfinityFillsTheRow() throws {
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 100) {
          HStack(spacing: 0) { Color.red.frame(maxWidth: .infinity, maxHeight: 20); Color.blue.frame(width: 100, height: 20) }
      }
      """)
    #expect(bounds(f, 0) == [0, 40, 300, 20])
    #expect(bounds(f, 1) == [300, 40, 100, 20])
  }

  @Test func fixedSizeAndLayoutPriorityAreBound() throws {
    // The priority-1 colour takes what its sibling's minimum leaves: 400 − 0 of its frame(minWidth: 0).
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 100) {
          HStack(spacing: 0) {
              Color.red.frame(minWidth: 0, maxWidth: .infinity, maxHeight: 10).layoutPriority(1)
              Color.blue.frame(minWidth: 50, maxWidth: .infinity, maxHeight: 10)
          }
      }
      """)
    #expect(bounds(f, 0)[2] == 350 && bounds(f, 1)[2] == 50)
  }

  @Test func alignmentGuidesLineUpInStacks() throws {
    // Leading guides 0, 100 (d[.trailing]) and 25 (d.width / 2) line up: the block spans 100 before the
    // line and 100 after, so the 200 × 30 stack is centred at x = 100 and the views sit at 200, 100, 175.
    let (v, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          VStack(alignment: .leading, spacing: 0) {
              Color.red.frame(width: 100, height: 10)
              Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
              Color.green.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
          }
      }
      """)
    #expect(bounds(v, 0) == [200, 185, 100, 10])
    #expect(bounds(v, 1) == [100, 195, 100, 10])
    #expect(bounds(v, 2) == [175, 205, 50, 10])
    // Top guides 0 and −10: the blue view sits 10 below the red one's top; the row stays 40 tall.
    let (h, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          HStack(alignment: .top) {
              Color.red.frame(width: 10, height: 40)
              Color.blue.frame(width: 10, height: 20).alignmentGuide(.top) { _ in -10 }
          }
      }
      """)
    #expect(bounds(h, 0) == [186, 180, 10, 40])
    #expect(bounds(h, 1) == [204, 190, 10, 20])
  }

  @Test func viewThatFitsPicksTheFirstThatFits() throws {
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          ViewThatFits {
              Color.red.frame(width: 500, height: 10)
              Color.blue.frame(width: 300, height: 10)
          }
      }
      """)
    #expect(f.nodes.count == 1)
    #expect(bounds(f, 0) == [50, 195, 300, 10])
  }

  @Test func safeAreaInsetPutsTheBarAtTheEdge() throws {
    // 200 × 300 at (100, 50): the 50 pt bar at the bottom, the content in the 250 pt above.
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }.frame(width: 200, height: 300)
      }
      """)
    #expect(bounds(f, 0) == [100, 50, 200, 250])
    #expect(bounds(f, 1) == [100, 300, 200, 50])
  }
}

@Suite struct LayoutContainerTests {
  @Test func lazyVGridSharesTheWidthAmongFlexibleColumns() throws {
    // 316 wide, 3 flexible columns 8 apart: (316 − 16) / 3 = 100 each; rows 40 tall, 10 apart; the grid
    // (316 × 90) is centred in 400 × 400 at (42, 155).
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
              ForEach(0..<5) { _ in Color.red.frame(height: 40) }
          }
          .frame(width: 316)
      }
      """)
    #expect(f.nodes.count == 5)
    #expect(bounds(f, 0) == [42, 155, 100, 40])
    #expect(bounds(f, 1) == [150, 155, 100, 40])
    #expect(bounds(f, 3) == [42, 205, 100, 40])
  }

  @Test func adaptiveAndFixedItems() throws {
    // adaptive(minimum: 80) in 316: ⌊(316 + 8) / (80 + 8)⌋ = 3 columns of (316 − 16) / 3 = 100.
    let (a, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(0..<6) { _ in Color.red.frame(height: 20) } }.frame(width: 316)
      }
      """)
    #expect(a.nodes.count == 6)
    #expect(a.nodes.map { $0.bounds[2] } == Array(repeating: 100, count: 6))
    #expect(bounds(a, 3)[1] == bounds(a, 0)[1] + 28)
    // fixed(50) then flexible: 316 − 50 − 8 = 258.
    let (b, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())]) { Color.red.frame(height: 20); Color.blue.frame(height: 20) }.frame(width: 316)
      }
      """)
    #expect(bounds(b, 0)[2] == 50 && bounds(b, 1)[2] == 258 && bounds(b, 1)[0] == 42 + 58)
  }

  @Test func lazyHGridFillsRowsThenColumns() throws {
    // Two fixed rows of 30, 8 apart; cells 40 wide, columns 8 apart: 3 cells make 2 columns (88 × 68).
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) { ForEach(0..<3) { _ in Color.red.frame(width: 40) } }
      }
      """)
    #expect(bounds(f, 0) == [156, 166, 40, 30])
    #expect(bounds(f, 1) == [156, 204, 40, 30])
    #expect(bounds(f, 2) == [204, 166, 40, 30])
  }

  @Test func gridSizesColumnsAndRowsByTheirLargestCells() throws {
    // Columns 70 and 30, rows 40 and 10, 8 apart: 108 × 58 centred at (146, 171).
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          Grid {
              GridRow { Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 30, height: 40) }
              GridRow { Color.green.frame(width: 70, height: 10); Color.yellow.frame(width: 10, height: 10) }
          }
      }
      """)
    #expect(bounds(f, 0) == [156, 181, 50, 20])
    #expect(bounds(f, 1) == [224, 171, 30, 40])
    #expect(bounds(f, 2) == [146, 219, 70, 10])
    #expect(bounds(f, 3) == [234, 219, 10, 10])
  }

  @Test func gridCellColumnsSpansAndLooseViewsSpanAll() throws {
    // Columns 40 and 40, 8 apart. Flexible cells widen the grid to the 400 offered (the extra 312 shared
    // by both columns: 196 each), as Apple's documentation shows for a Divider; with
    // `gridCellUnsizedAxes(.horizontal)` they take the columns' 88 instead.
    let source = """
      Scene(width: 400, height: 400) {
          Grid {
              GridRow { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 40, height: 10) }
              GridRow { Color.green.frame(maxWidth: .infinity, maxHeight: 10).gridCellColumns(2)UNSIZED }
              Color.gray.frame(maxWidth: .infinity, maxHeight: 2)UNSIZED
          }
      }
      """
    let (wide, _) = try layoutFrame(source.replacingOccurrences(of: "UNSIZED", with: ""))
    // Rows 10, 10 and 2 tall, 8 apart: 38 tall from y = 181.
    #expect(bounds(wide, 2) == [0, 199, 400, 10])
    #expect(bounds(wide, 3) == [0, 217, 400, 2])
    #expect(bounds(wide, 0) == [78, 181, 40, 10])
    let (tight, _) = try layoutFrame(source.replacingOccurrences(of: "UNSIZED", with: ".gridCellUnsizedAxes(.horizontal)"))
    #expect(bounds(tight, 2) == [156, 199, 88, 10])
    #expect(bounds(tight, 3) == [156, 217, 88, 2])
  }

  @Test func aWideSpanningCellWidensItsColumns() throws {
    // Columns 40 and 40 (88 with spacing) under a 120 pt cell spanning both: each grows by 16 to 56.
    // The 120 × 28 grid is centred at (140, 186); the 40 pt cells are centred in their 56 pt columns.
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          Grid {
              GridRow { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 40, height: 10) }
              GridRow { Color.green.frame(width: 120, height: 10).gridCellColumns(2) }
          }
      }
      """)
    #expect(bounds(f, 0) == [148, 186, 40, 10])
    #expect(bounds(f, 1) == [212, 186, 40, 10])
    #expect(bounds(f, 2) == [140, 204, 120, 10])
  }

  @Test func scrollViewLaysContentOutUnboundedAndClipsIt() throws {
    let source = """
      Scene(width: 400, height: 400) {
          ScrollView {
              VStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(height: 100) } }
          }
          .frame(width: 200, height: 300)ANCHOR
      }
      """
    let (top, _) = try layoutFrame(source.replacingOccurrences(of: "ANCHOR", with: ""))
    #expect(top.nodes.count == 10)
    #expect(bounds(top, 0) == [100, 50, 200, 100])
    #expect(top.nodes[0].modifiers.first { $0.name == "scrollView" }?.values["contentSize"] == [200, 1000])
    // Resting at the bottom: offset 1000 − 300 = 700.
    let (bottom, _) = try layoutFrame(source.replacingOccurrences(of: ".frame(width: 200, height: 300)ANCHOR",
                                                                   with: ".defaultScrollAnchor(.bottom).frame(width: 200, height: 300)"))
    #expect(bounds(bottom, 0) == [100, -650, 200, 100])
    #expect(bounds(bottom, 9) == [100, 250, 200, 100])
    let clip = try LoadedScene(source: source.replacingOccurrences(of: "ANCHOR", with: ""), fileName: "s.swift-dsl").displayList(0)
    #expect(clip.items.contains { if case .beginLayer(let e) = $0 { return e.clip != nil } else { return false } })
  }

  @Test func horizontalScrollViewStacksAlongItsAxis() throws {
    let (f, _) = try layoutFrame("""
      Scene(width: 400, height: 400) {
          ScrollView(.horizontal, showsIndicators: false) {
              HStack(spacing: 10) { ForEach(0..<8) { _ in Color.red.frame(width: 100, height: 60) } }
          }
          .frame(height: 60)
      }
      """)
    #expect(bounds(f, 0) == [0, 170, 100, 60])
    #expect(bounds(f, 7) == [770, 170, 100, 60])
  }
}

@Suite struct DeviceLayoutTests {
  @Test func deviceSetsCanvasScaleAndSafeArea() throws {
    let (f, program) = try layoutFrame("Scene(device: .iPhone16Pro, statusBar: false) { Color.blue }")
    #expect(program.canvas == [402, 874, 3])
    // Inside the safe area: 874 − 62 − 34 = 778 tall from y = 62.
    #expect(bounds(f, 0) == [0, 62, 402, 778])
    #expect(f.nodes.count == 1)
  }

  @Test func ignoresSafeAreaGrowsToTheScreenEdgesItTouches() throws {
    let (all, _) = try layoutFrame("Scene(device: .iPhone16Pro, statusBar: false) { Color.blue.ignoresSafeArea() }")
    #expect(bounds(all, 0) == [0, 0, 402, 874])
    let (top, _) = try layoutFrame("""
      Scene(device: .iPhone16, statusBar: false) {
          VStack(spacing: 0) {
              Color.red.frame(height: 50).ignoresSafeArea(edges: .top)
              Color.green.frame(height: 50).edgesIgnoringSafeArea(.all)
              Spacer()
          }
      }
      """)
    // The header touches the top of the safe area (y = 59) and grows up to 0; the second bar touches no edge.
    #expect(bounds(top, 0) == [0, 0, 393, 109])
    #expect(bounds(top, 1) == [0, 109, 393, 50])
    // A plain canvas has no insets: nothing changes.
    let (plain, _) = try layoutFrame("Scene(width: 100, height: 100) { Color.blue.frame(width: 50, height: 50).ignoresSafeArea() }")
    #expect(bounds(plain, 0) == [25, 25, 50, 50])
  }

  @Test func chromeDrawsStatusBarIslandAndHomeIndicator() throws {
    let (f, _) = try layoutFrame("Scene(device: .iPhone16Pro) { Color.clear }")
    let time = try #require(f.nodes.first { $0.text == "9:41" })
    // Centred in the area left of the 126 pt island: (0 + 138) / 2 = 69.
    #expect(abs(time.bounds[0] + time.bounds[2] / 2 - 69) < 1e-6)
    #expect(f.nodes.first { $0.shape == "DynamicIsland" }?.bounds == [138, 11, 126, 37])
    #expect(f.nodes.first { $0.shape == "HomeIndicator" }?.bounds == [134, 861, 134, 5])
    let (se, _) = try layoutFrame("Scene(device: .iPhoneSE3) { Color.clear }")
    #expect(se.nodes.first { $0.shape == "HomeIndicator" } == nil && se.nodes.contains { $0.text == "9:41" })
  }

  @Test func containerRelativeFrameUsesTheSafeArea() throws {
    // iPhone 16: 393 wide; 3 columns 9 apart, spanning 2: (393 − 18) / 3 × 2 + 9 = 259.
    let (f, _) = try layoutFrame("""
      Scene(device: .iPhone16, statusBar: false) { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 9) }
      """)
    #expect(bounds(f, 0) == [67, 59, 259, 759])
    let (c, _) = try layoutFrame("""
      Scene(device: .iPhone16, statusBar: false) { Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in length / 2 } }
      """)
    #expect(bounds(c, 0) == [98.25, 248.75, 196.5, 379.5])
  }

  @Test func unknownDeviceListsTheKnownOnes() throws {
    // A misspelt member is the compiler's error at the member; a string names every known device, at the string.
    #expect {
      _ = try LoadedScene(source: "Scene(device: .iPhone99) { Color.red }", fileName: "d.swift-dsl")
    } throws: { error in
      "\(error)".contains("d.swift-dsl:1:16: error: type '_SceneDevice' has no member 'iPhone99'")
    }
    #expect {
      _ = try LoadedScene(source: "Scene(device: \"pixel-9\") { Color.red }", fileName: "d.swift-dsl")
    } throws: { error in
      let text = "\(error)"
      return text.contains("d.swift-dsl:1:15: error: unknown device 'pixel-9'") && DeviceModel.all.allSatisfy { text.contains($0.identifier) }
    }
    let named = try LoadedScene(source: "Scene(device: \"ipad-pro-11\") { Color.red }", fileName: "d.swift-dsl").runtime
    #expect(named.canvas == [DeviceModel.iPadPro11.width, DeviceModel.iPadPro11.height, 2] && named.canvas[0] == 834)
  }
}

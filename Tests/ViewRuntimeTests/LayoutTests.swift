import Foundation
import Graphics
import Testing
@testable import ViewRuntime

@Suite("Layout")
struct LayoutTests {
  /// Text in the fixed measurer: 0.6·size per character wide, size tall (17 points by default).
  let charW = 17 * 0.6, lineH = 17.0

  @Test func hstackGivesRemainingSpaceToTheMostFlexibleChild() throws {
    let (list, _) = try render(HStack { Text("Hi"); Color.red; Text("World") }, width: 400, height: 200)
    // Inflexible texts are sized first; the colour takes the rest: 400 − 2·8 − 2·10.2 − 5·10.2.
    let colorWidth = 400 - 16 - 7 * charW
    let texts = textOrigins(list)
    #expect(texts.map(\.0) == ["Hi", "World"])
    #expect(close(Double(texts[0].1.x), 0) && close(Double(texts[0].1.y), (200 - lineH) / 2))
    #expect(close(Double(texts[1].1.x), 2 * charW + 8 + colorWidth + 8))
    #expect(close(fillBounds(list)[0], CGRect(x: 2 * charW + 8, y: 0, width: colorWidth, height: 200)))
  }

  @Test func equallyFlexibleChildrenShareSpaceAfterFixedOnes() throws {
    let (list, _) = try render(HStack(spacing: 0) { Color.red; Color.blue.frame(width: 100); Color.green }, width: 400, height: 100)
    let b = fillBounds(list)
    #expect(close(b[0], CGRect(x: 0, y: 0, width: 150, height: 100)))
    #expect(close(b[1], CGRect(x: 150, y: 0, width: 100, height: 100)))
    #expect(close(b[2], CGRect(x: 250, y: 0, width: 150, height: 100)))
  }

  @Test func spacerPushesViewsApart() throws {
    let (list, _) = try render(HStack { Text("A"); Spacer(); Text("B") }, width: 300, height: 100)
    let t = textOrigins(list)
    #expect(close(Double(t[0].1.x), 0))
    #expect(close(Double(t[1].1.x), 300 - charW))
  }

  @Test func vstackAlignmentSpacingAndDefaultPadding() throws {
    let view = VStack(alignment: .leading, spacing: 10) { Text("A"); Text("BBB") }.padding()
    let (list, _) = try render(view, width: 300, height: 300)
    let w = 3 * charW + 32, h = 2 * lineH + 10 + 32
    let origin = CGPoint(x: (300 - w) / 2 + 16, y: (300 - h) / 2 + 16)
    let t = textOrigins(list)
    #expect(close(Double(t[0].1.x), Double(origin.x)) && close(Double(t[0].1.y), Double(origin.y)))
    #expect(close(Double(t[1].1.x), Double(origin.x)) && close(Double(t[1].1.y), Double(origin.y) + lineH + 10))
  }

  @Test func vstackTrailingAlignmentAndDefaultSpacing() throws {
    let (list, _) = try render(VStack(alignment: .trailing) { Text("A"); Text("BBB") }, width: 200, height: 200)
    let t = textOrigins(list)
    let left = (200 - 3 * charW) / 2
    #expect(close(Double(t[0].1.x), left + 2 * charW))
    #expect(close(Double(t[1].1.y) - Double(t[0].1.y), lineH + 8))
  }

  @Test func paddingForms() throws {
    let (a, _) = try render(Text("A").padding(.horizontal, 10).background(Color.red), width: 200, height: 200)
    #expect(close(fillBounds(a)[0], CGRect(x: (200 - charW - 20) / 2, y: (200 - lineH) / 2, width: charW + 20, height: lineH)))
    let (b, _) = try render(Text("A").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).background(Color.red), width: 200, height: 200)
    #expect(close(Double(fillBounds(b)[0].width), charW + 6) && close(Double(fillBounds(b)[0].height), lineH + 4))
    #expect(close(Double(textOrigins(b)[0].1.x) - Double(fillBounds(b)[0].minX), 2))
  }

  @Test func frameAlignsItsChild() throws {
    let (list, _) = try render(Text("A").frame(width: 100, height: 50, alignment: .bottomTrailing), width: 200, height: 200)
    let t = textOrigins(list)[0].1
    #expect(close(Double(t.x), 50 + 100 - charW) && close(Double(t.y), 75 + 50 - lineH))
  }

  @Test func flexibleFrameFillsTheProposal() throws {
    let (list, _) = try render(Text("A").frame(maxWidth: .infinity, alignment: .leading).background(Color.blue), width: 300, height: 100)
    #expect(close(fillBounds(list)[0], CGRect(x: 0, y: (100 - lineH) / 2, width: 300, height: lineH)))
    #expect(close(Double(textOrigins(list)[0].1.x), 0))
  }

  @Test func zstackAlignsChildren() throws {
    let view = ZStack(alignment: .topLeading) { Color.red.frame(width: 100, height: 60); Text("A") }
    let (list, _) = try render(view, width: 200, height: 200)
    #expect(close(fillBounds(list)[0], CGRect(x: 50, y: 70, width: 100, height: 60)))
    #expect(close(Double(textOrigins(list)[0].1.x), 50) && close(Double(textOrigins(list)[0].1.y), 70))
  }

  @Test func overlayAndBackgroundTakeThePrimarySize() throws {
    let view = Circle().fill(.red).frame(width: 80, height: 40).overlay { Text("A") }.background(Color.gray)
    let (list, _) = try render(view, width: 200, height: 200)
    let b = fillBounds(list)
    #expect(close(b[0], CGRect(x: 60, y: 80, width: 80, height: 40)))  // background colour
    #expect(close(b[1], CGRect(x: 80, y: 80, width: 40, height: 40), 1e-6))  // inscribed circle
    #expect(close(Double(textOrigins(list)[0].1.x), 100 - charW / 2))
  }

  @Test func shapeWithoutFillUsesForegroundStyle() throws {
    let (list, _) = try render(Capsule().frame(width: 60, height: 20).foregroundStyle(.green))
    guard case .fill(_, let paint, _, _) = list.items[0] else { Issue.record("no fill"); return }
    #expect(paint == .solid(Color.green.rgba))
  }

  @Test func strokeUsesLineWidth() throws {
    let (list, _) = try render(RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 3).frame(width: 50, height: 50))
    guard case .stroke(_, let paint, let style, _) = list.items[0] else { Issue.record("no stroke"); return }
    #expect(paint == .solid(Color.blue.rgba) && style.lineWidth == 3)
  }

  @Test func clipShapeWrapsContentInALayer() throws {
    let (list, _) = try render(Color.red.frame(width: 50, height: 50).cornerRadius(10))
    guard case .beginLayer(let effect) = list.items[0] else { Issue.record("no layer"); return }
    #expect(effect.clip == RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 175, y: 175, width: 50, height: 50)))
    #expect(list.items.last == .endLayer)
  }
}

@Suite("Layout extras")
struct LayoutExtraTests {
  @Test func layoutPriorityIsSizedFirst() throws {
    let (_, ins) = try render(HStack(spacing: 0) {
      Color.red.frame(minWidth: 10, maxWidth: .infinity)
      Color.blue.frame(minWidth: 10, maxWidth: .infinity).layoutPriority(1)
    }, width: 300, height: 100)
    // Equally flexible, yet the prioritised colour takes everything except the other's minimum width.
    #expect(ins.nodes[0].bounds == [0, 0, 10, 100])
    #expect(ins.nodes[1].bounds == [10, 0, 290, 100])
  }

  @Test func fixedSizeIgnoresTheProposal() throws {
    let (_, ins) = try render(Circle().fixedSize().background(Color.red), width: 300, height: 300)
    #expect(ins.nodes[1].bounds == [145, 145, 10, 10])  // a shape's ideal size is 10 × 10
  }

  @Test func forEachLaysOutOneViewPerElement() throws {
    let (list, _) = try render(HStack(spacing: 0) { ForEach(0..<3) { i in Color.red.frame(width: Double(10 * (i + 1)), height: 10) } }, width: 100, height: 100)
    #expect(fillBounds(list).map(\.width) == [10, 20, 30])
    #expect(fillBounds(list).map(\.minX) == [20, 30, 50])
  }

  @Test func blurAndShadowMakeLayers() throws {
    let (list, ins) = try render(Text("A").shadow(color: .red, radius: 4, x: 1, y: 2).blur(radius: 3))
    #expect(list.items.first == .beginLayer(LayerEffect(blurRadius: 3)))
    #expect(list.items[1] == .beginLayer(LayerEffect(shadow: Shadow(color: Color.red.rgba, radius: 4, x: 1, y: 2))))
    #expect(ins.nodes[0].modifiers.map(\.name) == ["shadow", "blur"])
  }
}

@Suite("Text wrapping")
struct TextWrappingTests {
  let charW = 17 * 0.6

  @Test func textWrapsAtWordsWhenNarrow() throws {
    // "hello world" is 11 characters; 7 fit in 75 points, so the second word goes to a new line.
    let (list, ins) = try render(Text("hello world").frame(width: 75), width: 200, height: 200)
    let lines = textOrigins(list)
    #expect(lines.map(\.0) == ["hello", "world"])
    #expect(close(Double(lines[1].1.y - lines[0].1.y), 17))
    #expect(ins.nodes[0].text == "hello world")
    #expect(close(ins.nodes[0].bounds[2], 5 * charW) && close(ins.nodes[0].bounds[3], 34))
  }

  @Test func centredMultilineTextAndLineLimit() throws {
    let (list, _) = try render(Text("a bbb").multilineTextAlignment(.center).frame(width: 35), width: 200, height: 200)
    let lines = textOrigins(list)
    #expect(close(Double(lines[0].1.x - lines[1].1.x), charW))  // "a" centred over "bbb"
    let (limited, _) = try render(Text("aa bb cc").lineLimit(2).frame(width: 25), width: 200, height: 200)
    #expect(textOrigins(limited).map(\.0) == ["aa", "bb…"])
  }

  @Test func unwrappedTextKeepsItsIdealWidth() throws {
    let (list, _) = try render(HStack { Text("hello world") }, width: 400, height: 100)
    #expect(textOrigins(list).map(\.0) == ["hello world"])
  }
}

@Suite("Custom shapes")
struct CustomShapeTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  @Test func customShapeDrawsItsPathInItsFrame() throws {
    let (list, ins) = try render(Triangle().fill(.red).frame(width: 100, height: 50), width: 200, height: 200)
    guard case .fill(let path, _, _, _) = list.items[0] else { Issue.record("no fill"); return }
    #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 75)))
    #expect(path.controlPointBounds == CGRect(x: 50, y: 75, width: 100, height: 50))
    #expect(ins.nodes[0].shape == "Triangle")
  }

  @Test func pathViewDrawsInItsOwnSpace() throws {
    let view = Path { p in p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 30, y: 40)) }
      .stroke(.blue, lineWidth: 2).frame(width: 50, height: 50)
    let (list, _) = try render(view, width: 200, height: 200)
    guard case .stroke(let path, _, _, _) = list.items[0] else { Issue.record("no stroke"); return }
    #expect(path.elements == [.move(to: CGPoint(x: 85, y: 85)), .line(to: CGPoint(x: 105, y: 115))])
  }
}

@Suite("Trim")
struct TrimTests {
  @Test func trimKeepsTheRequestedFractionOfTheOutline() throws {
    // A 100 × 100 square has a 400-point outline starting at its top-left corner, clockwise.
    let view = Rectangle().trim(from: 0, to: 0.375).stroke(.red, lineWidth: 2).frame(width: 100, height: 100)
    let (list, ins) = try render(view, width: 100, height: 100)
    guard case .stroke(let path, _, _, _) = list.items[0] else { Issue.record("no stroke"); return }
    #expect(path.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
    #expect(ins.nodes[0].shape == "Rectangle")
  }

  @Test func trimEndAnimates() throws {
    let on = StateKey("on", false)
    let view = Component("Ring", state: on) { s in
      Circle().trim(from: 0, to: s[on] ? 1 : 0).stroke(.blue, lineWidth: 4).frame(width: 100, height: 100)
        .onTapGesture { withAnimation(.linear(duration: 1)) { s[on] = true } }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 100), taps: [1], measurer: FixedTextMeasurer())
    func length(_ t: Double) throws -> Double {
      guard case .stroke(let path, _, _, _) = try rt.displayList(at: t).items.first else { return 0 }
      var total = 0.0, last: CGPoint?
      for e in path.elements {
        switch e {
        case .move(let p): last = p
        case .line(let p): if let l = last { total += hypot(Double(p.x - l.x), Double(p.y - l.y)) }; last = p
        default: break
        }
      }
      return total
    }
    // Curves are cut on a 32-segment-per-quarter polyline: lengths agree with the circle's to 0.1 point.
    #expect(try length(0.5) == 0)
    #expect(abs(try length(1.25) - 100 * .pi / 4) < 0.1)
    #expect(abs(try length(1.75) - 100 * .pi * 3 / 4) < 0.1)
  }
}

@Suite("GeometryReader")
struct GeometryReaderTests {
  @Test func contentIsBuiltFromTheGivenSize() throws {
    let view = GeometryReader { proxy in
      Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
    }
    .frame(width: 200, height: 100)
    let (list, _) = try render(view, width: 300, height: 300)
    #expect(fillBounds(list) == [CGRect(x: 50, y: 100, width: 100, height: 25)])
  }

  @Test func attributesInsideAnimate() throws {
    let on = StateKey("on", false)
    let view = Component("G", state: on) { s in
      GeometryReader { proxy in
        Color.red.frame(width: 10, height: 10).offset(x: s[on] ? proxy.size.width - 10 : 0)
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { s[on] = true } }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 110, height: 50), taps: [1], measurer: FixedTextMeasurer())
    #expect(try rt.inspect(at: 1.5).modifier("offset", "x") == 50)
  }
}

@Suite("Baselines")
struct BaselineTests {
  @Test func firstTextBaselineAlignsTextOfDifferentSizes() throws {
    // Fixed measurer: ascent 0.8 × size. Baselines at 32 (size 40) and 8 (size 10) line up.
    let view = HStack(alignment: .firstTextBaseline) {
      Text("12").font(.system(size: 40))
      Text("min").font(.system(size: 10))
      Color.red.frame(width: 5, height: 5)
    }
    let (list, _) = try render(view, width: 200, height: 100)
    let t = textOrigins(list)
    let bigY = Double(t[0].1.y), smallY = Double(t[1].1.y)
    #expect(abs((smallY + 8) - (bigY + 32)) < 1e-9)
    #expect(abs(bigY - 30) < 1e-9)  // the row is 40 tall (32 above the baseline, 8 below), centred in 100
    // A view without text sits on the baseline (its bottom is its baseline).
    #expect(abs(Double(fillBounds(list)[0].maxY) - (bigY + 32)) < 1e-9)
  }
}

@Suite("Custom Animatable")
struct CustomAnimatableTests {
  /// A shape whose data animates: a bar filling `fraction` of the width.
  struct Bar: Shape, Animatable {
    var fraction: Double
    var animatableData: Double {
      get { fraction }
      set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
      Path { $0.addRect(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
    }
  }

  let on = StateKey("on", false)

  @Test func animatableShapeInterpolatesItsData() throws {
    let view = Component("V", state: on) { s in
      Bar(fraction: s[on] ? 1 : 0.5).fill(.red).frame(width: 100, height: 10)
        .onTapGesture { withAnimation(.linear(duration: 1)) { s[on] = true } }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 10), taps: [1], measurer: FixedTextMeasurer())
    #expect(fillBounds(try rt.displayList(at: 0.5))[0].width == 50)
    #expect(abs(Double(fillBounds(try rt.displayList(at: 1.5))[0].width) - 75) < 1e-9)
    #expect(fillBounds(try rt.displayList(at: 2.5))[0].width == 100)
  }

  @Test func animatableViewRebuildsItsBodyEveryFrame() throws {
    let view = Component("V", state: on) { s in
      AnimatableView(s[on] ? 100.0 : 0.0) { value in Text("\(Int(value))") }
        .onTapGesture { withAnimation(.linear(duration: 1)) { s[on] = true } }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 100), taps: [1], measurer: FixedTextMeasurer())
    #expect(try rt.inspect(at: 1.25).nodes[0].text == "25")
    #expect(try rt.inspect(at: 3).nodes[0].text == "100")
  }
}

@Suite("Divider and Label")
struct DividerLabelTests {
  @Test func dividerSpansTheStack() throws {
    let (list, _) = try render(VStack(spacing: 0) { Color.red.frame(width: 50, height: 10); Divider() }, width: 100, height: 100)
    // Like SwiftUI's, the divider is flexible across the stack: it takes the whole offered width.
    #expect(fillBounds(list)[1] == CGRect(x: 0, y: 49.5 + 5, width: 100, height: 1))
    let (h, _) = try render(HStack(spacing: 0) { Color.red.frame(width: 10, height: 40); Divider() }, width: 100, height: 100)
    #expect(fillBounds(h)[1].width == 1 && fillBounds(h)[1].height == 100)
  }

  @Test func labelIsASymbolAndATitle() throws {
    let (_, ins) = try render(Label("Star", systemImage: "star.fill"))
    #expect(ins.nodes.map(\.kind) == [.image, .text])
  }
}

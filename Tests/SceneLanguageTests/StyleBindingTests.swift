import Foundation
import SceneLanguage
import Testing
import ViewRuntime
import Graphics

/// Shape-style bindings that must fail clearly: unsupported requests end in one located error.
@Suite struct StyleBindingTests {
  private func firstError(_ source: String) -> String? {
    do {
      let program = try SceneProgram(swiftUISource: source, fileName: "style.swift-dsl")
      let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
      _ = try runtime.displayList(at: 0)
      try program.checkErrors()
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Blend modes draw, except the Porter-Duff modes SwiftUI adds for contexts (no display-list operator).
  @Test func canvasBlendModeIsALocatedError() throws {
    let message = try #require(firstError("""
    Scene(width: 100, height: 100, duration: 1) {
        Canvas { context, size in
            context.blendMode = .xor
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
    }
    """))
    // Located at the Canvas whose renderer asked for it (the renderer runs when the canvas is drawn).
    #expect(message.hasPrefix("style.swift-dsl:2:5: error: Canvas blendMode .xor is not supported (it draws .normal, .multiply"), "\(message)")
  }

  @Test func imagePaintIsALocatedError() throws {
    let message = try #require(firstError("""
    Scene(width: 100, height: 100, duration: 1) {
        Rectangle().fill(ImagePaint(image: Image(systemName: "star.fill"), scale: 0.5))
    }
    """))
    #expect(message.hasPrefix("style.swift-dsl:2:22: error: ImagePaint is not supported yet"), "\(message)")
  }

  @Test func strokeBorderNeedsAShape() throws {
    let message = try #require(firstError("""
    Scene(width: 100, height: 100, duration: 1) {
        Text("x").strokeBorder(.red, lineWidth: 2)
    }
    """))
    #expect(message.contains("style.swift-dsl:2:"), "\(message)")
  }

  private func paints(_ source: String) throws -> [Paint] {
    let program = try SceneProgram(swiftUISource: source, fileName: "style.swift-dsl")
    let list = try program.makeRuntime(measurer: FixedTextMeasurer()).displayList(at: 0)
    try program.checkErrors()
    return list.items.compactMap {
      switch $0 {
      case .fill(_, let p, _, _), .stroke(_, let p, _, _): return p
      case .text(let run, _): return run.paint
      default: return nil
      }
    }
  }

  /// `.tint` is system blue; `opacity(_:)` scales a gradient's stops; `.quaternary` with the default
  /// foreground is #3C3C43 at 18 %; `Gradient(stops:)` takes `.init(color:location:)`.
  @Test func styleValues() throws {
    let p = try paints("""
    Scene(width: 200, height: 200, duration: 1) {
        VStack {
            Circle().fill(.tint)
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
            Text("q").foregroundStyle(.quaternary)
            Capsule().fill(.linearGradient(Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)]), startPoint: .leading, endPoint: .trailing))
        }
    }
    """)
    #expect(p.count == 4)
    #expect(p[0] == .solid(Color.blue.rgba))
    #expect(p[1].stops.map(\.color.alpha) == [0.5, 0.5])
    #expect(p[2] == .solid(RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)))
    #expect(p[3].stops.map(\.location) == [0.2, 0.9])
  }

  /// iOS 17's `fill(_:style:).stroke(_:lineWidth:)`: the even-odd fill stays under the stroke.
  @Test func plainStrokeAfterAStyledFill() throws {
    let program = try SceneProgram(swiftUISource: """
    Scene(width: 100, height: 100, duration: 1) {
        Rectangle().fill(.red, style: FillStyle(eoFill: true)).stroke(.blue, lineWidth: 3)
    }
    """, fileName: "style.swift-dsl")
    let items = try program.makeRuntime(measurer: FixedTextMeasurer()).displayList(at: 0).items
    guard items.count == 2, case .fill(_, .solid(let fill), .evenOdd, _) = items[0], case .stroke(_, .solid(let stroke), let style, _) = items[1] else {
      Issue.record("\(items)"); return
    }
    #expect(fill == Color.red.rgba && stroke == Color.blue.rgba && style.lineWidth == 3)
  }

  @Test func clipShapeWithAFillStyle() throws {
    let program = try SceneProgram(swiftUISource: """
    Scene(width: 100, height: 100, duration: 1) {
        Color.red.frame(width: 40, height: 40).clipShape(.circle, style: FillStyle())
    }
    """, fileName: "style.swift-dsl")
    let items = try program.makeRuntime(measurer: FixedTextMeasurer()).displayList(at: 0).items
    guard case .beginLayer(let e) = items.first, let clip = e.clip else { Issue.record("\(items)"); return }
    #expect(clip.controlPointBounds == CGRect(x: 30, y: 30, width: 40, height: 40))
    let message = try #require(firstError("""
    Scene(width: 100, height: 100, duration: 1) {
        Color.red.clipShape(.circle, style: FillStyle(eoFill: true))
    }
    """))
    #expect(message.hasPrefix("style.swift-dsl:2:") && message.contains("eoFill"), "\(message)")
  }
}

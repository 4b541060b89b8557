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

  @Test func canvasBlendModeIsALocatedError() throws {
    let message = try #require(firstError("""
    Scene(width: 100, height: 100, duration: 1) {
        Canvas { context, size in
            context.blendMode = .plusLighter
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
    }
    """))
    // Located at the Canvas whose renderer asked for it (the renderer runs when the canvas is drawn).
    #expect(message.hasPrefix("style.swift-dsl:2:5: error: Canvas blendMode .plusLighter is not supported"), "\(message)")
  }

  @Test func strokeBorderNeedsAShape() throws {
    let message = try #require(firstError("""
    Scene(width: 100, height: 100, duration: 1) {
        Text("x").strokeBorder(.red, lineWidth: 2)
    }
    """))
    #expect(message.contains("style.swift-dsl:2:"), "\(message)")
  }
}

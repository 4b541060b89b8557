import AnimationEngine
import Foundation
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

/// The scene language's symbol, symbol-effect and colour bindings, as scenes write them.
@Suite struct SymbolBindingTests {
  private func value(_ expression: String) throws -> Value {
    try evaluate(expression, registry: .swiftUI)
  }

  private func rootErrors(_ body: String) -> [String] {
    do {
      let program = try SceneProgram(swiftUISource: "struct V: View { var body: some View { \(body) } }", fileName: "s.swift-dsl")
      _ = try program.makeRootView()
      return []
    } catch {
      return error.headers
    }
  }

  @Test func effectsChainTheirMembersAndOptions() throws {
    let e = try #require(try value("SymbolEffect.variableColor.cumulative.reversing").host(SymbolEffect.self))
    #expect(e.kind == .variableColor && e.cumulative && e.reversing)
    let o = try #require(try value("SymbolEffectOptions.repeat(2).speed(1.5)").host(SymbolEffectOptions.self))
    #expect(o == SymbolEffectOptions(repeatCount: 2, speed: 1.5))
    #expect(try value("SymbolEffectOptions.repeating").host(SymbolEffectOptions.self)?.repeatsForever == true)
    #expect(try value("SymbolVariants.circle.fill").host(SymbolVariants.self) == SymbolVariants(shape: .circle, isFilled: true))
  }

  @Test func aMemberAnEffectLacksIsNamed() {
    let errors = rootErrors("Image(systemName: \"bell\").symbolEffect(.pulse.cumulative)")
    #expect(errors.first?.contains("symbol effect 'pulse' has no 'cumulative'; it has: byLayer, wholeSymbol") == true, "\(errors)")
  }

  @Test func unknownSymbolsNameTheClosestOnes() {
    let errors = rootErrors("Image(systemName: \"bel.fill\")")
    #expect(errors.first?.hasPrefix("s.swift-dsl:1:40: error: unknown symbol 'bel.fill'; did you mean 'bell.fill'?") == true, "\(errors)")
    #expect(errors.first?.contains("(closest symbols animrender draws: bell.fill") == true, "\(errors)")
  }

  @Test func systemColoursComeFromUIKitNames() throws {
    let background = try #require(try value("Color(.systemBackground)").host(Color.self))
    #expect(background.resolved(.dark) == RGBAColor(red: 0, green: 0, blue: 0))
    let pink = try #require(try value("Color(uiColor: .systemPink)").host(Color.self))
    #expect(pink.rgba == RGBAColor(red: 1, green: 45 / 255, blue: 85 / 255))
    let faded = try #require(try value("Color(UIColor.systemRed.withAlphaComponent(0.5))").host(Color.self))
    #expect(faded.rgba.alpha == 0.5 && faded.dark?.alpha == 0.5)
    let hsb = try #require(try value("Color(hue: 0.5, saturation: 0.5, brightness: 0.8)").host(Color.self))
    #expect(hsb.rgba == RGBAColor(red: 0.4, green: 0.8, blue: 0.8))
  }

  @Test func colorSchemeModifiersBuild() {
    #expect(rootErrors("Text(\"a\").environment(\\.colorScheme, .dark)").isEmpty)
    #expect(rootErrors("Text(\"a\").preferredColorScheme(.dark)").isEmpty)
    let errors = rootErrors("Text(\"a\").environment(\\.font, .dark)")
    #expect(errors.first?.contains("unknown environment key path") == true, "\(errors)")
  }
}

@Suite struct ColorLiteralTests {
  @Test func colourLiteralsAreUIColorsOrColours() throws {
    // As a UIColor (Xcode's default literal type), wrapped in Color(_:).
    let wrapped = try #require(try evaluate("Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25))", registry: .swiftUI).host(Color.self))
    #expect(wrapped.rgba == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    // Where a Color is expected, directly.
    let direct = try #require(try evaluate("c", in: "let c: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)", registry: .swiftUI).host(Color.self))
    #expect(direct.rgba == RGBAColor(red: 0, green: 0, blue: 1))
    // Other macros stay errors.
    #expect(loadErrors("let x = #file", registry: .swiftUI).first?.contains("macro '#file' is not supported in scenes") == true)
  }
}

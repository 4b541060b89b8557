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

  private func rootErrors(_ body: String, strict: Bool = false, warnings: WarningLines? = nil) -> [String] {
    do {
      let assets = SceneAssetOptions(strict: strict, load: { _ in throw HostError("no catalog here") }, warn: { warnings?.lines.append($0) })
      let program = try SceneProgram(swiftUISource: "struct V: View { var body: some View { \(body) } }", fileName: "s.swift-dsl", assets: assets)
      _ = try program.makeRootView()
      return []
    } catch {
      return error.headers
    }
  }

  final class WarningLines { var lines: [String] = [] }

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

  /// SwiftUI draws nothing for a symbol name it lacks and logs; the scene warns once at the image
  /// and goes on, and `--strict` makes it the error it used to be.
  @Test func unknownSymbolsWarnNamingTheClosestOnesAndFailWhenStrict() {
    let warnings = WarningLines()
    #expect(rootErrors("Image(systemName: \"bel.fill\")", warnings: warnings).isEmpty)
    #expect(warnings.lines.count == 1)
    let warning = warnings.lines.first ?? ""
    #expect(warning.hasPrefix("s.swift-dsl:1:40: warning: unknown symbol 'bel.fill'; did you mean 'bell.fill'?"), "\(warning)")
    #expect(warning.contains("(closest symbols animrender draws: bell.fill"), "\(warning)")
    #expect(warning.hasSuffix("; drawing nothing"), "\(warning)")
    let errors = rootErrors("Image(systemName: \"bel.fill\")", strict: true)
    #expect(errors.first?.hasPrefix("s.swift-dsl:1:40: error: unknown symbol 'bel.fill'; did you mean 'bell.fill'?") == true, "\(errors)")
    // Labels with a system image go the same way.
    let labelWarnings = WarningLines()
    #expect(rootErrors("Button(\"Go\", systemImage: \"no.such.symbol\") {}", warnings: labelWarnings).isEmpty)
    #expect(labelWarnings.lines.count == 1 && labelWarnings.lines[0].contains("unknown symbol 'no.such.symbol'"), "\(labelWarnings.lines)")
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

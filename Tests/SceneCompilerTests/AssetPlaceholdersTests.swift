import Foundation
import Testing
@testable import SceneCompiler

/// Reading swiftc's diagnostics into generated asset names (the lines below are what swiftc 6.3 printed
/// for `scenes/gallery/settings-without-catalog` and its variants, with `-diagnostic-style llvm`).
@Suite struct AssetPlaceholdersTests {
  @Test func memberErrorsOnTheAssetTypesAreNames() throws {
    let output = """
      s.swift-dsl:5:48: error: type 'ImageResource' has no member 'heroBanner'
      struct A2: View { var body: some View { Image(.heroBanner) } }
                                                    ~^~~~~~~~~~
      s.swift-dsl:7:59: error: type 'ShapeStyle' has no member 'textPrimary'
      s.swift-dsl:9:68: error: type 'Color?' has no member 'brandSecondary'
      s.swift-dsl:10:75: error: type 'UIColor' has no member 'ink'
      a:b.swift:11:3: error: type 'UIImage?' has no member 'badge'
      """
    let names = try #require(AssetPlaceholders.parse(output) { _, _ in nil })
    #expect(names.map { "\($0.owner).\($0.symbol)@\($0.place)" } == [
      "ImageResource.heroBanner@s.swift-dsl:5:48", "ShapeStyle.textPrimary@s.swift-dsl:7:59",
      "Color.brandSecondary@s.swift-dsl:9:68", "UIColor.ink@s.swift-dsl:10:75", "UIImage.badge@a:b.swift:11:3",
    ])
    #expect(names.map(\.kind) == [.image, .color, .color, .color, .image])
  }

  /// `Color(.x)` matches several initializers, so swiftc does not name the type: the call decides
  /// (columns are UTF-8 bytes, as swiftc counts them).
  @Test func anUnresolvedMemberIsANameOnlyInColorOrImageCalls() throws {
    let lines = [4: "    Color(.cardBackground)", 5: "    Text(\"é\").background(Color( .card2))", 6: "    MyColor(.thing)", 7: "    SwiftUI.Image(.hero)",
                 8: "Label(\"Wi-Fi\", image: .wifiGlyph)", 9: "Label(\"Wi-Fi\", systemImage: .wifi)"]
    func parse(_ line: Int, _ column: Int, _ member: String) -> [AssetPlaceholders.Name]? {
      AssetPlaceholders.parse("f.swift:\(line):\(column): error: reference to member '\(member)' cannot be resolved without a contextual type") { _, n in lines[n] }
    }
    #expect(parse(4, 12, "cardBackground")?.first?.owner == "ColorResource")
    #expect(parse(5, 35, "card2")?.first?.owner == "ColorResource")
    #expect(parse(6, 14, "thing") == nil)
    #expect(parse(7, 20, "hero")?.first?.owner == "ImageResource")
    #expect(parse(8, 24, "wifiGlyph")?.first?.owner == "ImageResource")
    #expect(parse(9, 30, "wifi") == nil)
    #expect(parse(4, 11, "cardBackground") == nil, "the column must be the member's")
  }

  @Test func anyOtherErrorLeavesTheCompileFailed() {
    let mixed = """
      s.swift-dsl:6:47: error: type 'Color' has no member 'accentInk'
      s.swift-dsl:3:22: error: cannot convert value of type 'String' to specified type 'Int'
      """
    #expect(AssetPlaceholders.parse(mixed) { _, _ in nil } == nil)
    #expect(AssetPlaceholders.parse("s.swift-dsl:2:9: error: type 'Font' has no member 'titel'") { _, _ in nil } == nil)
    #expect(AssetPlaceholders.parse("error: fatal error encountered while reading module\ns.swift-dsl:6:47: error: type 'Color' has no member 'a'") { _, _ in nil } == nil)
    #expect(AssetPlaceholders.parse("s.swift-dsl:1:1: warning: unused\n") { _, _ in nil } == nil, "no error: nothing to declare")
  }

  /// Each name once per owner in the source; the table one line per kind and name at its first place in
  /// file order; the list round-trips through its cache form.
  @Test func declarationsTableAndCacheForm() throws {
    var p = AssetPlaceholders()
    let first = p.add([.init(owner: "Color", symbol: "ink", place: "s:9:5"), .init(owner: "ShapeStyle", symbol: "ink", place: "s:3:20")])
    let second = p.add([.init(owner: "ImageResource", symbol: "hero", place: "s:12:8"), .init(owner: "Color", symbol: "ink", place: "s:1:1")])
    let third = p.add([.init(owner: "Color", symbol: "ink", place: "s:2:2")])
    #expect(first && second)
    #expect(!third, "nothing new")
    #expect(p.table == "color\tink\ts:3:20\nimage\thero\ts:12:8\n")
    #expect(AssetPlaceholders.entries(ofTable: p.table).map(\.name) == ["ink", "hero"])
    let source = p.source
    #expect(source.contains("extension SwiftUI.Color { static var ink: SwiftUI.Color { SwiftUI.Color(SwiftUI.ColorResource(name: \"ink\")) } }"))
    #expect(source.contains("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color { static var ink"))
    #expect(source.contains("extension SwiftUI.ImageResource { static let hero = SwiftUI.ImageResource(name: \"hero\") }"))
    #expect(source.components(separatedBy: "extension SwiftUI.Color {").count == 2)
    #expect(AssetPlaceholders(serialized: p.serialized) == p)
    #expect(AssetPlaceholders(serialized: "Font\tx\ts:1:1\n") == nil, "a damaged list is not used")
  }
}

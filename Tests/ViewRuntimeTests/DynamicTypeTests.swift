import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// Dynamic Type: text styles take the point sizes of Apple's HIG table ("Typography", Dynamic Type
/// sizes) for the environment's `DynamicTypeSize`; fixed `system(size:)` fonts do not move.
@Suite("Dynamic Type")
struct DynamicTypeTests {
  @Test func theLargeColumnIsTheDefaultTextStyleSizes() {
    for style in Font.TextStyle.allCases {
      #expect(DynamicTypeSize.large.pointSize(of: style) == Font.system(style).size, "\(style)")
    }
  }

  @Test func sizesGrowWithTheSettingAndMatchTheTable() {
    for style in Font.TextStyle.allCases {
      let sizes = DynamicTypeSize.allCases.map { $0.pointSize(of: style) }
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(sizes)")
    }
    // Body in the HIG's iOS table: xSmall 14, Medium 16, xxxLarge 23, AX1 28, AX5 53; Caption 2 stays 11 up to Large.
    #expect([DynamicTypeSize.xSmall, .medium, .xxxLarge, .accessibility1, .accessibility5].map { $0.pointSize(of: .body) } == [14, 16, 23, 28, 53])
    #expect([DynamicTypeSize.xSmall, .small, .medium, .large].map { $0.pointSize(of: .caption2) } == [11, 11, 11, 11])
    #expect(DynamicTypeSize.xxxLarge.pointSize(of: .largeTitle) == 40)
  }

  @Test func namesParseInBothSpellings() {
    #expect(DynamicTypeSize(name: "XXXL") == .xxxLarge && DynamicTypeSize(name: "xxxLarge") == .xxxLarge)
    #expect(DynamicTypeSize(name: "m") == .medium && DynamicTypeSize(name: "AX5") == .accessibility5)
    #expect(DynamicTypeSize(name: "accessibility2") == .accessibility2 && DynamicTypeSize(name: "huge") == nil)
    #expect(DynamicTypeSize.allCases.allSatisfy { DynamicTypeSize(name: $0.shortName) == $0 && DynamicTypeSize(name: $0.swiftName) == $0 })
  }

  @Test func textStylesScaleInTheEnvironmentAndFixedSizesStay() throws {
    let texts = VStack { Text("a").font(.body); Text("b").font(.system(size: 17)); Text("c").font(.headline).bold(); Text("d") }
    let view = AnyView(node: .modified(texts._node, .sceneEnvironment(key: EnvironmentValues.dynamicTypeSizeKey, value: AnyHashable(DynamicTypeSize.xxxLarge))))
    let (list, _) = try render(view)
    let fonts = list.items.compactMap { item -> FontDescriptor? in if case .text(let r, _) = item { return r.font }; return nil }
    // Text without a font is `.body` too, as in SwiftUI.
    #expect(fonts == [Font.system(size: 23).descriptor, Font.system(size: 17).descriptor,
                      Font.system(size: 23, weight: .bold).descriptor, Font.system(size: 23).descriptor])
  }
}

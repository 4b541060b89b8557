@testable import SceneCompiler
import Testing

/// A `PreviewProvider`'s `.previewDevice(…)` and `.previewLayout(…)` are read as canvas traits, in the
/// order the entry applies them (device, then layout); names computed at run time are not.
@Suite struct PreviewCanvasTraitTests {
  static func traits(_ view: String) throws -> [PreviewTrait]? {
    let source = "struct P: PreviewProvider {\n  static var previews: some View {\n    \(view)\n  }\n}\n"
    return try ScenePrepass(source: source, fileName: "p.swift").previewTraits["P"]
  }

  @Test func deviceAndLayoutAreRead() throws {
    #expect(try Self.traits("A().previewDevice(\"iPhone 16 Pro\")") == [.device("iPhone 16 Pro")])
    #expect(try Self.traits("A().previewDevice(PreviewDevice(rawValue: \"iPhone SE (3rd generation)\"))") == [.device("iPhone SE (3rd generation)")])
    #expect(try Self.traits("A().previewLayout(.sizeThatFits).previewDevice(\"iPhone 16\")") == [.device("iPhone 16"), .sizeThatFitsLayout])
    #expect(try Self.traits("A().previewLayout(.fixed(width: 300, height: 120))") == [.fixedLayout(width: 300, height: 120)])
    #expect(try Self.traits("A().previewDisplayName(\"x\")") == [])
  }

  @Test func computedNamesAndSizesAreNotRead() throws {
    #expect(try Self.traits("A().previewDevice(PreviewDevice(rawValue: name))") == [])
    #expect(try Self.traits("A().previewDevice(\"iPhone \\(n)\")") == [])
    #expect(try Self.traits("A().previewLayout(.fixed(width: w, height: 120))") == [])
  }

  @Test func theEntryAppliesThemInOrder() throws {
    let out = try ScenePrepass(source: "struct P: PreviewProvider {\n  static var previews: some View { A().previewLayout(.sizeThatFits).previewDevice(\"iPhone 16\") }\n}\n",
                               fileName: "p.swift").output
    #expect(out.contains("._previewDevice(\"iPhone 16\")._sizeThatFitsLayout()"), "\(out)")
  }
}

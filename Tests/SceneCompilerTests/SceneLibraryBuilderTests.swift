import Testing
@testable import SceneCompiler

@Suite struct SceneLibraryBuilderTests {
  @Test func hashIsStableAndSeparatesParts() {
    #expect(SceneLibraryBuilder.hash(["ab", "c"]) == SceneLibraryBuilder.hash(["ab", "c"]))
    #expect(SceneLibraryBuilder.hash(["ab", "c"]) != SceneLibraryBuilder.hash(["a", "bc"]))
    #expect(SceneLibraryBuilder.hash(["x"]).count == 32)
  }

  @Test func driverNoiseIsDroppedFromDiagnostics() {
    let text = "error: emit-module command failed with exit code 1 (use -v to see invocation)\ns.swift-dsl:3:5: error: cannot find 'x' in scope\nerror: compile command failed due to signal\n"
    #expect(SceneLibraryBuilder.userDiagnostics(text) == "s.swift-dsl:3:5: error: cannot find 'x' in scope")
  }
}

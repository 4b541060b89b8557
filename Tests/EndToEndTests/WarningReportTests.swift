import Foundation
import Testing

/// Through the built binary: the warnings a compiled render prints also appear in `--report json`,
/// each with the file it is about, and a render without warnings reports an empty list.
@Suite(.serialized) struct WarningReportTests {
  static let scene = """
    struct Icons: View {
        var body: some View {
            HStack {
                Image(systemName: "no.such.symbol")
                Image(systemName: "heart.fill")
            }
        }
    }
    Scene(width: 80, height: 40) { Icons() }
    """

  private func report(_ source: String) throws -> (CommandLineTool.Result, [[String: String]]) {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(source.utf8).write(to: dir.appendingPathComponent("scene.swift-dsl"))
    let result = try CommandLineTool.run(["render", "scene.swift-dsl", "--at", "0", "-o", "icons.png", "--report", "json"], in: dir,
                                         environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
    let line = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
    return (result, object["warnings"] as? [[String: String]] ?? [["missing": line]])
  }

  @Test func unknownSymbolWarningIsInTheReportWithItsFile() throws {
    let (result, warnings) = try report(Self.scene)
    #expect(result.status == 0, "\(result.stderr)")
    // The one line printed on standard error is the one entry of the report.
    let printed = result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(printed.count == 1, "\(result.stderr)")
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?["file"] == "scene.swift-dsl")
    // A literal name is reported where it is written, as the compiler places an error.
    #expect(warnings.first?["line"] != nil && warnings.first?["column"] != nil, "\(warnings)")
    #expect(warnings.first?["message"]?.hasPrefix("unknown symbol 'no.such.symbol'") == true, "\(warnings)")
    let place = "scene.swift-dsl:\(warnings.first?["line"] ?? ""):\(warnings.first?["column"] ?? "")"
    #expect(printed.first.map(String.init) == "\(place): warning: \(warnings.first?["message"] ?? "")")
  }

  @Test func aCleanRenderReportsNoWarnings() throws {
    let (result, warnings) = try report(Self.scene.replacingOccurrences(of: "no.such.symbol", with: "star"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(warnings.isEmpty, "\(warnings)")
  }
}

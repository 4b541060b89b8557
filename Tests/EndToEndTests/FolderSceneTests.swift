import Foundation
import Testing

/// A folder of Swift files as the scene (compiled): `--preview`, `--view`, `#if` as iOS,
/// `PreviewProvider`, the folder's asset catalog, and errors at the right file.
@Suite(.serialized) struct FolderSceneTests {
  static let model = """
    import Foundation

    struct Recipe: Identifiable {
      let id = UUID()
      var name: String
      var minutes: Int
      static let samples = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Soup", minutes: 45)]
    }
    """

  static let row = """
    import SwiftUI

    struct RecipeRow: View {
      var recipe: Recipe
      var body: some View {
        HStack {
          Text(recipe.name)
          Spacer()
          #if os(iOS)
          Text("\\(recipe.minutes) min").foregroundStyle(Color(.brand))
          #else
          Text("not iOS")
          #endif
        }
      }
    }

    #Preview("Row") { RecipeRow(recipe: Recipe.samples[1]) }
    """

  static let list = """
    import SwiftUI

    struct RecipeList: View {
      var body: some View {
        VStack(spacing: 0) { ForEach(Recipe.samples) { RecipeRow(recipe: $0) } }
          .padding(16)
          .background(Color("Brand"))
      }
    }

    struct RecipeList_Previews: PreviewProvider {
      static var previews: some View {
        RecipeList()
        Text("Second preview")
      }
    }
    """

  /// The catalog colour `Brand`: sRGB (0.2, 0.4, 0.8).
  static let brand = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.800","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#

  /// A temporary folder `app/` with the three files and `Assets.xcassets`.
  static func makeApp(listSource: String = list) throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    let app = dir.appendingPathComponent("app")
    for sub in ["Model", "Views", "Assets.xcassets/Brand.colorset"] {
      try FileManager.default.createDirectory(at: app.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try Data(model.utf8).write(to: app.appendingPathComponent("Model/Recipe.swift"))
    try Data(row.utf8).write(to: app.appendingPathComponent("Views/RecipeRow.swift"))
    try Data(listSource.utf8).write(to: app.appendingPathComponent("Views/RecipeList.swift"))
    try Data(brand.utf8).write(to: app.appendingPathComponent("Assets.xcassets/Brand.colorset/Contents.json"))
    return dir
  }

  static func run(_ arguments: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  struct Node: Decodable { var kind: String; var text: String?; var bounds: [Double]; var modifiers: [Modifier] }
  struct Modifier: Decodable { var name: String; var rgba: [Double]? }
  struct Frame: Decodable { var nodes: [Node] }

  static func inspect(_ arguments: [String], in dir: URL) throws -> [Node] {
    let r = try run(["inspect", "app", "--at", "0"] + arguments, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    return try JSONDecoder().decode(Frame.self, from: Data(r.stdout.utf8)).nodes
  }

  @Test func previewMacroRendersTheIOSBranchWithTheCatalogColour() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let nodes = try Self.inspect(["--preview", "Row"], in: dir)
    #expect(nodes.compactMap(\.text) == ["Soup", "45 min"])
    let minutes = try #require(nodes.first { $0.text == "45 min" })
    #expect(minutes.modifiers.first { $0.name == "foregroundStyle" }?.rgba == [0.2, 0.4, 0.8, 1])
    // No Scene(…): the default canvas is 393 points wide, and the Spacer pushes the minutes to its edge.
    #expect(abs(minutes.bounds[0] + minutes.bounds[2] - 393) < 0.01)
  }

  @Test func previewProviderAndViewRenderTheFirstViewAndTheType() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let provider = try Self.inspect(["--preview", "RecipeList_Previews"], in: dir)
    #expect(provider.compactMap(\.text) == ["Pancakes", "20 min", "Soup", "45 min"])
    let view = try Self.inspect(["--view", "RecipeList"], in: dir)
    #expect(view.compactMap(\.text) == provider.compactMap(\.text))
    // .padding(16): the first row starts 16 points in; the rows (no spacing) are stacked.
    let pancakes = try #require(view.first { $0.text == "Pancakes" }), soup = try #require(view.first { $0.text == "Soup" })
    #expect(pancakes.bounds[0] == 16 && abs(soup.bounds[1] - (pancakes.bounds[1] + pancakes.bounds[3])) < 0.01)
    // Without --preview or --view the folder's first preview (files by path) is the scene.
    #expect(try Self.inspect([], in: dir).compactMap(\.text) == provider.compactMap(\.text))
  }

  @Test func renderWritesAnImageOfTheDefaultCanvas() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try Self.run(["app", "--view", "RecipeList", "--at", "0", "--out", "list.png"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let png = try Data(contentsOf: dir.appendingPathComponent("list.png"))
    func be32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(png.count > 24 && be32(16) == 393 && be32(20) == 852)
  }

  @Test func compileErrorInTheSecondFileIsReportedAtItsPath() throws {
    let broken = Self.list.replacingOccurrences(of: "RecipeList_Previews", with: "Previews")
      .replacingOccurrences(of: "      .padding(16)", with: "      .padding(undefinedInset)")
    let dir = try Self.makeApp(listSource: broken)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try Self.run(["inspect", "app", "--at", "0", "--view", "RecipeList"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.contains("app/Views/RecipeList.swift:6:16: error: cannot find 'undefinedInset' in scope"), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
  }

  @Test func unknownViewOrPreviewIsAClearError() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let view = try Self.run(["inspect", "app", "--at", "0", "--view", "Missing"], in: dir)
    #expect(view.status == 1 && view.stderr.contains("--view Missing: no type named 'Missing'"), "\(view.stderr)")
    // RecipeRow has no init(): the compiler says so at the type's declaration line.
    let noInit = try Self.run(["inspect", "app", "--at", "0", "--view", "RecipeRow"], in: dir)
    #expect(noInit.status == 1 && noInit.stderr.contains("app/Views/RecipeRow.swift:3:"), "\(noInit.stderr)")
    #expect(noInit.stderr.contains("error: missing argument for parameter 'recipe'"), "\(noInit.stderr)")
    let preview = try Self.run(["inspect", "app", "--at", "0", "--preview", "Nope"], in: dir)
    #expect(preview.status == 1 && preview.stderr.contains("no #Preview or PreviewProvider named 'Nope'"), "\(preview.stderr)")
  }

  /// The gallery's app folder: a `@main` App, a model group, views with previews, and a catalog.
  @Test func galleryAppFolderAnimatesItsRowsIn() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let folder = CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery/app-folder-recipes").path
    let r = try Self.run(["inspect", folder, "--preview", "Recipe list", "--at", "0.1,1.5"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let frames = try r.stdout.split(separator: "\n").map { try JSONDecoder().decode(Frame.self, from: Data($0.utf8)) }
    try #require(frames.count == 2)
    let texts = frames[1].nodes.compactMap(\.text)
    #expect(["Recipes", "Buttermilk Pancakes", "Tomato Soup", "Slow Braised Beans", "1 h 35 min", "Lemon Tart"].allSatisfy(texts.contains), "\(texts)")
    // The rows spring in from 24 points below: still on their way at 0.1 s, in place at 1.5 s.
    let early = try #require(frames[0].nodes.first { $0.text == "Buttermilk Pancakes" })
    let late = try #require(frames[1].nodes.first { $0.text == "Buttermilk Pancakes" })
    #expect(early.bounds[1] > late.bounds[1] + 1)
    // The catalog's Tomato colour on the course symbols, through the generated `Color(.tomato)`.
    let symbol = try #require(frames[1].nodes.first { $0.kind == "image" })
    #expect(symbol.modifiers.first { $0.name == "foregroundStyle" }?.rgba == [0.937, 0.388, 0.278, 1])
  }
}

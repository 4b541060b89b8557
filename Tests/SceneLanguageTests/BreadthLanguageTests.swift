import Foundation
import Testing

@testable import SceneLanguage

/// Everyday Swift beyond the basics: protocols, generics, errors, `defer`, `#if`, collections, strings,
/// entry points and platform APIs. Values are the ones Swift itself gives for the same code.
@Suite struct BreadthLanguageTests {
  private func swiftUI(_ expression: String, in source: String) throws -> Value {
    let program = try SceneProgram(swiftUISource: source, fileName: "test.swift-dsl")
    return try program.evaluate(expression)
  }

  private func swiftUIErrors(_ source: String) -> [String] {
    do {
      _ = try SceneProgram(swiftUISource: source, fileName: "test.swift-dsl")
      return []
    } catch {
      return error.headers
    }
  }

  @Test func protocolExtensionsSupplyDefaultsATypeMayOverride() throws {
    let source = """
      protocol Named { var name: String { get }; func greeting() -> String; static var kind: String { get } }
      extension Named {
          func greeting() -> String { "Hello, \\(name)" }
          var shout: String { greeting().uppercased() }
          static var kind: String { "thing" }
      }
      protocol Pet: Named {}
      struct Dog: Pet { let name: String; func greeting() -> String { "Woof, \\(name)" } }
      struct Cat: Pet { let name: String; static var kind: String { "cat" } }
      let pets: [any Pet] = [Dog(name: "Rex"), Cat(name: "Tom")]
      """
    #expect(try evaluate("pets.map { $0.greeting() }", in: source).strings == ["Woof, Rex", "Hello, Tom"])
    #expect(try evaluate("pets.map { $0.shout }", in: source).strings == ["WOOF, REX", "HELLO, TOM"])  // default calls the override
    #expect(try evaluate("[Dog.kind, Cat.kind]", in: source).strings == ["thing", "cat"])
  }

  @Test func extensionsOfBuiltInTypesApplyToTheirValues() throws {
    let source = """
      extension Int { var doubled: Int { self * 2 }; func times(_ s: String) -> String { String(repeating: s, count: self) } }
      extension Double { static let golden = 1.618 }
      """
    #expect(try evaluate("21.doubled", in: source).asInt == 42)
    #expect(try evaluate("3.times(\"ab\")", in: source).asString == "ababab")
    #expect(try evaluate("Double.golden", in: source).asDouble == 1.618)
  }

  @Test func throwTryAndCatchFollowSwift() throws {
    let source = """
      enum Failure: Error { case empty, tooLong(limit: Int) }
      func check(_ s: String) throws -> Int {
          guard !s.isEmpty else { throw Failure.empty }
          if s.count > 3 { throw Failure.tooLong(limit: 3) }
          return s.count
      }
      func describe(_ s: String) -> String {
          do {
              return "ok \\(try check(s))"
          } catch Failure.tooLong(let limit) where limit > 2 {
              return "long \\(limit)"
          } catch {
              return "other \\(error)"
          }
      }
      """
    #expect(try evaluate("[describe(\"ab\"), describe(\"abcdef\"), describe(\"\")]", in: source).strings == ["ok 2", "long 3", "other empty"])
    #expect(try evaluate("(try? check(\"\")) ?? -1", in: source).asInt == -1)
    #expect(try evaluate("try! check(\"abc\")", in: source).asInt == 3)
    #expect(throws: SceneError.self) { try evaluate("try! check(\"\")", in: source) }
    #expect(loadErrors(source + "\nlet x = try check(\"\")") == ["test.swift-dsl:3:35: error: error thrown and not caught: Failure.empty"])
  }

  @Test func deferRunsAtBlockExitInReverseOrder() throws {
    let source = """
      func trace() -> [String] {
          var log: [String] = []
          func body() {
              defer { log.append("first defer") }
              defer { log.append("second defer") }
              log.append("body")
              if log.count == 1 { return }
              log.append("unreached")
          }
          body()
          return log
      }
      """
    #expect(try evaluate("trace()", in: source).strings == ["body", "second defer", "first defer"])
  }

  @Test func tuplesKeepLabelsThroughDestructuringAndReassignment() throws {
    let source = """
      func extremes(_ xs: [Double]) -> (min: Double, max: Double) { (xs.min() ?? 0, xs.max() ?? 0) }
      var best = (name: "", score: 0)
      for (name, score) in [("a", 3), ("b", 7), ("c", 5)] where score > best.score { best = (name, score) }
      let (lo, hi) = extremes([4, 1, 9])
      """
    #expect(try evaluate("best.name + String(best.score)", in: source).asString == "b7")
    #expect(try evaluate("hi - lo", in: source).asDouble == 8)
    #expect(try evaluate("extremes([2, 6]).max", in: source).asDouble == 6)
  }

  @Test func setsAndDictionaries() throws {
    let source = """
      let tags: Set<String> = ["b", "a", "b", "c"]
      var seen = Set<Int>()
      let counts = ["x": 2, "y": 5]
      let groups = Dictionary(grouping: [1, 2, 3, 4, 5], by: { $0 % 2 })
      """
    #expect(try evaluate("tags.count", in: source).asInt == 3)
    #expect(try evaluate("tags.union([\"d\"]).count", in: source).asInt == 4)
    #expect(try evaluate("tags.intersection([\"a\", \"z\"])", in: source).strings == ["a"])
    #expect(try evaluate("{ seen.insert(1); seen.insert(1); seen.insert(2); return seen.count }()", in: source).asInt == 2)
    #expect(try evaluate("counts[\"z\", default: 7] + counts[\"y\", default: 0]", in: source).asInt == 12)
    #expect(try evaluate("counts.mapValues { $0 * 10 }[\"y\"]", in: source).asInt == 50)
    #expect(try evaluate("counts.filter { $0.value > 3 }.keys.sorted()", in: source).strings == ["y"])
    #expect(try evaluate("counts.sorted(by: { $0.value > $1.value }).map { $0.key }", in: source).strings == ["y", "x"])
    #expect(try evaluate("groups[1]?.count", in: source).asInt == 3)
    #expect(try evaluate("zip([1, 2], [\"a\", \"b\"]).map { \"\\($0)\\($1)\" }", in: source).strings == ["1a", "2b"])
  }

  @Test func stringsIndicesAndCharacters() throws {
    let s = "let s = \"Hello, World 42\""
    #expect(try evaluate("String(s.prefix(5)) + String(s.suffix(2))", in: s).asString == "Hello42")
    #expect(try evaluate("s[s.index(s.startIndex, offsetBy: 7)]", in: s).asString == "W")
    #expect(try evaluate("String(s[s.index(after: s.startIndex)..<s.index(s.startIndex, offsetBy: 5)])", in: s).asString == "ello")
    #expect(try evaluate("s.split(separator: \" \").count", in: s).asInt == 3)
    #expect(try evaluate("s.components(separatedBy: \", \")", in: s).strings == ["Hello", "World 42"])
    #expect(try evaluate("s.filter { $0.isNumber }", in: s).asString == "42")
    #expect(try evaluate("String(s.dropFirst(7).reversed())", in: s).asString == "24 dlroW")
    #expect(try evaluate("s.firstIndex(of: \"o\").map { s.distance(from: s.startIndex, to: $0) }", in: s).asInt == 4)
    #expect(try evaluate("Character(\"7\").wholeNumberValue", in: s).asInt == 7)
  }

  @Test func conditionalCompilationIsAnIOSDebugDeviceBuild() throws {
    let source = """
      #if os(iOS) && canImport(UIKit)
      let platform = "iOS"
      #elseif os(macOS)
      let platform = "macOS"
      #endif
      #if targetEnvironment(simulator) || !DEBUG
      let build = "simulator or release"
      #else
      let build = "debug device"
      #endif
      #if canImport(AppKit)
      this is not even Swift
      #endif
      #if swift(>=5.9) && compiler(<7)
      let modern = true
      #endif
      let line = 42
      """
    #expect(try evaluate("[platform, build]", in: source).strings == ["iOS", "debug device"])
    #expect(try evaluate("modern", in: source).asBool == true)
    // Inactive code is blanked, not removed: what follows keeps its line and column.
    #expect(loadErrors(source + "\nlet bad = missing") == ["test.swift-dsl:18:11: error: cannot find 'missing' in scope"])
  }

  @Test func previewsAreSkippedAndSelectedByName() throws {
    let source = """
      struct Badge: View { var title: String; var body: some View { Text(title) } }
      struct Badge_Previews: PreviewProvider { static var previews: some View { Badge(title: "provider", extra: 1) } }
      #Preview("Dark") { Badge(title: "dark") }
      #Preview { Badge(title: "plain") }
      Scene { Badge(title: "scene") }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "test.swift-dsl")
    #expect(program.previewNames == ["Badge_Previews", "Dark", "Preview"])
    func rootText() throws -> String? {
      let root = try program.makeRoot()
      guard case .instance(let i) = root else { return nil }
      return i.fields["title"]?.asString
    }
    #expect(try rootText() == "scene")
    program.previewName = "Dark"
    #expect(try rootText() == "dark")
    program.previewName = "Preview"
    #expect(try rootText() == "plain")
    program.previewName = "Nope"
    #expect(throws: SceneError.self) { try program.makeRoot() }
    do { _ = try program.makeRoot() } catch {
      #expect(error.headers == ["test.swift-dsl:1:1: error: no preview named 'Nope'; the file's previews: 'Badge_Previews', 'Dark', 'Preview'"])
    }
  }

  @Test func mainAppNamesTheRoot() throws {
    let source = """
      @main struct DemoApp: App { var body: some Scene { WindowGroup { Badge(title: "from app") } } }
      struct Badge: View { var title: String = "default"; var body: some View { Text(title) } }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "test.swift-dsl")
    guard case .instance(let i) = try program.makeRoot() else { Issue.record("root is not a Badge"); return }
    #expect(i.fields["title"]?.asString == "from app")
  }

  @Test func platformAPIsAreLocatedErrorsNamingWhy() {
    let source = """
      struct V: View {
          var body: some View {
              Text("x").onTapGesture {
                  UIImpactFeedbackGenerator(style: .medium).impactOccurred()
              }
          }
      }
      let session = URLSession.shared
      """
    let errors = swiftUIErrors(source)
    #expect(errors.contains("test.swift-dsl:4:13: error: 'UIImpactFeedbackGenerator' is not available in scenes: haptics do not exist in a rendered video; use .sensoryFeedback(…), which is accepted and does nothing"))
    #expect(errors.contains("test.swift-dsl:8:15: error: 'URLSession' is not available in scenes: scenes have no network access"))
  }

  @Test func viewBuilderClosuresStoredAndPassed() throws {
    let source = """
      struct Stack<Content: View>: View {
          let content: () -> Content
          init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
          var body: some View { content().padding(4) }
      }
      struct Boxed<Content: View>: View {
          @ViewBuilder let content: Content
          var body: some View { content.opacity(0.5) }
      }
      struct Root: View {
          var body: some View {
              Stack { Text("a"); Text("b") }
              Boxed { Text("c"); Text("d") }
          }
      }
      """
    // Both build (two views each: one view value, so `.padding` and `.opacity` apply to the pair).
    let program = try SceneProgram(swiftUISource: source, fileName: "test.swift-dsl")
    _ = try program.makeRootView()
    #expect(swiftUIErrors(source).isEmpty)
  }

  @Test func mutatingProtocolDefaultsAndBacktickedNames() throws {
    let source = """
      protocol Counter { var count: Int { get set }; mutating func bump() }
      extension Counter {
          mutating func bump() { count += 1 }
          mutating func bumpTwice() { bump(); bump() }
      }
      struct Tally: Counter { var count = 0 }
      struct Flag { func `default`() -> String { "d" } }
      func run() -> Int { var t = Tally(); t.bump(); t.bumpTwice(); return t.count }
      """
    #expect(try evaluate("run()", in: source).asInt == 3)
    #expect(try evaluate("Flag().default()", in: source).asString == "d")
  }

  @Test func conditionalModifierExtensionReturnsAView() throws {
    // The common `.if(condition) { $0.… }` helper: its `if` result takes further modifiers.
    let source = """
      extension View {
          @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
              if condition { transform(self) } else { self }
          }
      }
      struct Root: View {
          var body: some View {
              Text("a").if(true) { $0.opacity(0.5) }.padding(4)
          }
      }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "test.swift-dsl")
    let root = try program.makeRootView()
    #expect("\(root._node)".contains("opacity(0.5)"))
    #expect("\(root._node)".contains("padding"))
  }

  @Test func catchByTypeAndThrowingMutatingMethodsKeepTheirChanges() throws {
    let source = """
      enum NetError: Error { case down }
      struct Other: Error {}
      struct Meter { var used = 0; mutating func spend() throws { used += 1; throw NetError.down } }
      func kind(_ fail: Bool) -> String {
          do {
              if fail { throw NetError.down } else { throw Other() }
          } catch let e as NetError {
              return "net \\(e)"
          } catch is Other {
              return "other"
          } catch {
              return "any"
          }
      }
      func spent() -> Int { var m = Meter(); try? m.spend(); try? m.spend(); return m.used }
      """
    #expect(try evaluate("[kind(true), kind(false)]", in: source).strings == ["net down", "other"])
    #expect(try evaluate("spent()", in: source).asInt == 2)
  }

  @Test func simpleWhereClausesAndStaticDefaultsThroughSelf() throws {
    let source = """
      protocol Shape2D { var sides: Int { get }; static var unit: Double { get } }
      extension Shape2D where Self: Equatable {
          func same(as other: Self) -> Bool { self == other }
      }
      extension Shape2D {
          static var unit: Double { 1.5 }
          var perimeter: Double { Double(sides) * Self.unit }
      }
      struct Tri: Shape2D, Equatable { var sides = 3 }
      struct Sq: Shape2D, Equatable { var sides = 4; static var unit: Double { 2 } }
      """
    #expect(try evaluate("Tri().same(as: Tri())", in: source).asBool == true)
    #expect(try evaluate("[Tri().perimeter, Sq().perimeter]", in: source).doubles == [4.5, 8])
  }
}

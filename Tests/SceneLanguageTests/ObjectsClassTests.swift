import Testing
@testable import SceneLanguage

/// Classes: stored properties, initialisers, methods, computed and static members, reference
/// semantics, identity, simple inheritance with `override` and `super`.
@Suite struct ObjectsClassTests {
  private let counter = """
    final class Counter {
      var count = 0
      var step: Int
      static var made = 0
      static func zero() -> Counter { Counter(step: 0) }
      init(step: Int = 1) {
        self.step = step
        Counter.made += 1
      }
      var doubled: Int { count * 2 }
      func increment() { count += step }
      func add(_ n: Int) -> Int {
        count = count + n
        return count
      }
      deinit { print("never runs") }
    }
    let a = Counter(step: 3)
    let b = a
    let c = Counter()
    """

  @Test func referenceSemanticsShareOneMutation() throws {
    // `a.increment()` through `a` is seen through `b`: one object, 0 + 3.
    #expect(try evaluate("{ a.increment(); return b.count }()", in: counter).asInt == 3)
    #expect(try evaluate("{ b.increment(); a.increment(); return (a.count, c.count) }()", in: counter).description == "(6, 0)")
    #expect(try evaluate("{ _ = a.add(4); return b.doubled }()", in: counter).asInt == 8)
    // A `let` constant holding an object still lets its properties change, as in Swift.
    #expect(try evaluate("{ a.count = 10; return b.count }()", in: counter).asInt == 10)
  }

  @Test func identityIsNotEquality() throws {
    #expect(try evaluate("a === b", in: counter).asBool == true)
    #expect(try evaluate("a === c", in: counter).asBool == false)
    #expect(try evaluate("a !== c", in: counter).asBool == true)
    #expect(try evaluate("Counter.zero().step", in: counter).asInt == 0)
    // Three objects made by top-level code (a, c, and none for b).
    #expect(try evaluate("Counter.made", in: counter).asInt == 2)
  }

  @Test func objectsInsideStructsAndArraysStayShared() throws {
    let source = counter + """

      struct Holder { let counter: Counter }
      let holders = [Holder(counter: a), Holder(counter: a)]
      func bump(_ h: Holder) { h.counter.increment() }
      """
    #expect(try evaluate("{ bump(holders[0]); bump(holders[1]); return a.count }()", in: source).asInt == 6)
  }

  @Test func implicitInitializerUsesDefaults() throws {
    let source = """
      class Settings {
        var volume = 0.5
        var name: String? = nil
        var tags: [String] = ["a"]
      }
      let s = Settings()
      """
    #expect(try evaluate("s.volume", in: source).asDouble == 0.5)
    #expect(try evaluate("s.name == nil", in: source).asBool == true)
    #expect(try evaluate("{ s.tags.append(\"b\"); return s.tags.count }()", in: source).asInt == 2)
  }

  @Test func subclassInheritsOverridesAndCallsSuper() throws {
    let source = """
      class Shape {
        var sides: Int
        var name: String { "shape" }
        init(sides: Int) { self.sides = sides }
        func describe() -> String { "\\(name) with \\(sides) sides" }
        func scale() -> Int { sides }
      }
      final class Square: Shape {
        var side = 2
        init() { super.init(sides: 4) }
        override var name: String { "square" }
        override func scale() -> Int { super.scale() * side }
      }
      let square = Square()
      let plain = Shape(sides: 3)
      """
    #expect(try evaluate("square.describe()", in: source).asString == "square with 4 sides")
    #expect(try evaluate("square.scale()", in: source).asInt == 8)
    #expect(try evaluate("plain.describe()", in: source).asString == "shape with 3 sides")
  }

  @Test func convenienceInitAndWrapperStorage() throws {
    // View-model code as pasted: a convenience init delegating with `self.init`, and `@Published`
    // storage set through `_model = .init(initialValue:)`.
    let source = """
      final class ViewModel: ObservableObject {
        @Published var model: Int
        @Published private(set) var history: [Int] = []
        init(_ model: Int) {
          _model = .init(initialValue: model)
        }
        convenience init() {
          self.init(7)
          history.append(model)
        }
      }
      let vm = ViewModel()
      """
    #expect(try evaluate("vm.model", in: source, registry: .swiftUI).asInt == 7)
    #expect(try evaluate("vm.history", in: source, registry: .swiftUI).asArray?.compactMap(\.asInt) == [7])
  }

  @Test func propertyObserversRunAfterInitialization() throws {
    let source = """
      final class Player {
        var log: [String] = []
        var score = 0 {
          willSet { log.append("will \\(score)->\\(newValue)") }
          didSet {
            log.append("did \\(oldValue)->\\(score)")
            if score > 10 { score = 10 }  // no second round of observers
          }
        }
        init(score: Int) { self.score = score }  // observers do not run in the initialiser
      }
      let player = Player(score: 1)
      """
    #expect(try evaluate("{ player.score = 4; player.score += 20; return player.log }()", in: source).strings
      == ["will 1->4", "did 1->4", "will 4->24", "did 4->24"])
    #expect(try evaluate("{ player.score = 40; return player.score }()", in: source).asInt == 10)
  }

  @Test func unsupportedFormsAreLocatedErrors() {
    let observer = loadErrors("struct M {\n  var x = 0 {\n    didSet { print(x) }\n  }\n}")
    #expect(observer == ["test.swift-dsl:3:5: error: property observers ('didSet') are supported on class properties only; update dependent values in a method"])
    let weak = loadErrors("class Node {\n  weak var parent: Node?\n}")
    #expect(weak.first?.contains("test.swift-dsl:2:3") == true, "\(weak)")
    #expect(weak.first?.contains("'weak'") == true, "\(weak)")
    let unowned = loadErrors("class Node {\n  unowned let owner: Node\n  init(owner: Node) { self.owner = owner }\n}")
    #expect(unowned.first?.contains("'unowned'") == true, "\(unowned)")
    let kvo = loadErrors("class Model: NSObject {\n  var x = 1\n}")
    #expect(kvo.first?.contains("NSObject") == true, "\(kvo)")
    let missing = loadErrors("class Model {\n  var x: Int\n}\nlet m = Model()")
    #expect(missing.first?.contains("'x' has no initial value") == true, "\(missing)")
  }
}

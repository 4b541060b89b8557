import Foundation
import Graphics
import SwiftParser
import SwiftSyntax
import Testing
@testable import SceneLanguage

/// SplitMix64: tiny, seedable, repeatable.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct FuzzTests {
  /// Scene texts to mutate: the repository's `scenes/*.swift-dsl` when present, and the seed scenes.
  static func corpus() -> [String] {
    var texts = SeedScenes.all
    let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes").standardized
    if let files = try? FileManager.default.contentsOfDirectory(at: scenes, includingPropertiesForKeys: nil) {
      for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "swift-dsl" {
        if let text = try? String(contentsOf: file, encoding: .utf8) { texts.append(text) }
      }
    }
    return texts
  }

  /// The corpus as token texts (with trivia), tokenized once.
  static let tokenized: [[String]] = corpus().map { Parser.parse(source: $0).tokens(viewMode: .sourceAccurate).map(\.description) }

  /// Token-level mutation: delete, duplicate, swap, or replace with a token from elsewhere in the file.
  static func mutate(_ original: [String], rng: inout SplitMix64) -> String {
    var tokens = original
    guard tokens.count > 2 else { return tokens.joined() }
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let i = Int.random(in: 0..<tokens.count, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: tokens.remove(at: i)
      case 1: tokens.insert(tokens[i], at: i)
      case 2: tokens.swapAt(i, Int.random(in: 0..<tokens.count, using: &rng))
      default: tokens[i] = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
      }
      if tokens.isEmpty { return "" }
    }
    return tokens.joined()
  }

  /// 2,000 cases in four seeded partitions, which Swift Testing runs in parallel.
  @Test(arguments: 0..<4) func mutatedScenesEndInAValueOrADiagnostic(partition: Int) throws {
    var rng = SplitMix64(seed: 0xA11_5CE4E &+ UInt64(partition))
    let corpus = Self.tokenized
    let budget = Budget(steps: 5_000, callDepth: 48, collectionSize: 5_000, stringLength: 5_000)
    let registry = HostRegistry.swiftUI
    var loaded = 0
    var diagnosed = 0
    let cases = 500
    for n in 0..<cases {
      let base = corpus[n % corpus.count]
      let text = Self.mutate(base, rng: &rng)
      do {
        let program = try SceneProgram(source: text, fileName: "fuzz.swift-dsl", registry: registry, budget: budget)
        // Through the view runtime: bodies, animator closures and tap actions all run.
        let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
        for t in [0.0, 0.7] {
          _ = try runtime.inspect(at: t)
          try program.checkErrors()
        }
        loaded += 1
      } catch let error as SceneError {
        // Every scene failure is a diagnostic with a position inside the file and a message.
        #expect(!error.diagnostics.isEmpty)
        #expect(error.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 && !$0.message.isEmpty })
        diagnosed += 1
      } catch {
        // The view runtime's own errors (e.g. a non-positive canvas from a mutated Scene) are messages too.
        #expect(!"\(error)".isEmpty)
        diagnosed += 1
      }
    }
    #expect(loaded + diagnosed == cases)
    // Mutations that keep the scene valid still evaluate: 8–14 of 500 per partition with the 26-scene
    // corpus (most 1–3 token edits break a scene; the unmutated corpus itself loads, tested below).
    #expect(loaded >= cases / 100)
    #expect(diagnosed > cases / 4)
  }
}

extension FuzzTests {
  /// The fuzz corpus is only meaningful if its unmutated texts run under the per-case budget.
  @Test func unmutatedCorpusLoadsUnderTheFuzzBudget() throws {
    let budget = Budget(steps: 5_000, callDepth: 48, collectionSize: 5_000, stringLength: 5_000)
    for (i, text) in Self.corpus().enumerated() {
      do {
        let program = try SceneProgram(source: text, fileName: "corpus\(i).swift-dsl", registry: .swiftUI, budget: budget)
        let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
        for t in [0.0, 0.7] {
          _ = try runtime.inspect(at: t)
          try program.checkErrors()
        }
      } catch {
        Issue.record("corpus \(i): \(error)")
      }
    }
  }
}

import Foundation
import Testing
@testable import SceneCompiler

/// Scene files mutated at random, token by token, through the pre-pass: every case must end in a
/// generated file or in a `ScenePrepassError` located inside the mutated text, never in a crash or
/// a hang (a crash ends this test process). The pre-pass is the only part of the front end that is
/// ours to get wrong on malformed input; what it passes on, swiftc reports at the user's lines.
@Suite struct ScenePrepassFuzzTests {
  /// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
  /// small and seedable, so a failing case is repeatable from its partition and index.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The repository's own scenes (top level and gallery), cut into rough tokens: runs of identifier
  /// characters, runs of white space, and single other characters (close enough to Swift's tokens to
  /// make near-miss programs, and no dependency on the parser under test).
  static let corpus: [[String]] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes").standardized
    var files: [URL] = []
    for dir in [root, root.appendingPathComponent("gallery")] {
      let found = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
      files += found.filter { $0.pathExtension == "swift-dsl" }.sorted { $0.path < $1.path }
    }
    return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
      .map(tokens)
  }()

  static func tokens(_ text: String) -> [String] {
    var out: [String] = []
    func kind(_ c: Character) -> Int { c.isLetter || c.isNumber || c == "_" ? 0 : c.isWhitespace ? 1 : 2 }
    for c in text {
      if let last = out.last?.last, kind(last) == kind(c), kind(c) != 2 { out[out.count - 1].append(c) } else { out.append(String(c)) }
    }
    return out
  }

  /// One to three edits: delete a token, duplicate it, swap two, or put another of the file's tokens in its place.
  static func mutate(_ original: [String], rng: inout SplitMix64) -> String {
    var tokens = original
    for _ in 0..<Int.random(in: 1...3, using: &rng) where tokens.count > 2 {
      let i = Int.random(in: 0..<tokens.count, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: tokens.remove(at: i)
      case 1: tokens.insert(tokens[i], at: i)
      case 2: tokens.swapAt(i, Int.random(in: 0..<tokens.count, using: &rng))
      default: tokens[i] = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
      }
    }
    return tokens.joined()
  }

  @Test func theCorpusIsTheRepositorysScenes() {
    #expect(Self.corpus.count > 100)
  }

  /// 1,600 cases in four seeded partitions, which Swift Testing runs in parallel.
  @Test(arguments: 0..<4) func mutatedScenesEndInAFileOrALocatedError(partition: Int) throws {
    var rng = SplitMix64(state: 0x5CE4_E000 &+ UInt64(partition))
    var generated = 0, refused = 0
    for _ in 0..<400 {
      let text = Self.mutate(Self.corpus[Int.random(in: 0..<Self.corpus.count, using: &rng)], rng: &rng)
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      do {
        let prepass = try ScenePrepass(source: text, fileName: "fuzz.swift-dsl")
        generated += 1
        // Every line directive points into the user's text, so swiftc's messages land on real lines.
        for directive in prepass.output.split(separator: "\n") where directive.hasPrefix("#sourceLocation(file: \"fuzz.swift-dsl\", line: ") {
          let number = Int(directive.split(separator: " ").last!.dropLast()) ?? -1
          #expect((1...lineCount).contains(number), "\(directive) in a file of \(lineCount) lines:\n\(text)")
        }
        #expect(prepass.output.contains(ScenePrepass.entrySymbol) || prepass.output.contains("__animrender_preview_"))
      } catch {
        refused += 1
        #expect(error.file == "fuzz.swift-dsl")
        #expect((1...lineCount + 1).contains(error.line) && error.column >= 1, "\(error)")
        #expect(!error.message.isEmpty)
      }
      // The literal reader `batch --shard` uses must take any text too.
      _ = SceneLiteralSettings(source: text)
    }
    // Both outcomes occur: mutations that keep the Scene line, and ones that break it.
    #expect(generated > 0 && refused > 0, "generated \(generated), refused \(refused)")
  }
}

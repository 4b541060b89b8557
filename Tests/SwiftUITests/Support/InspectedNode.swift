import Foundation
@_spi(AnimRender) import SwiftUI

/// One drawn node of `inspect`'s JSON line, for tests that check geometry against a formula where
/// the interpreter has no counterpart to compare with.
struct InspectedNode {
  let json: [String: Any]
  var text: String? { json["text"] as? String }
  var bounds: [Double] { (json["bounds"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }
  var x: Double { bounds.first ?? .nan }
  var y: Double { bounds.count > 1 ? bounds[1] : .nan }
  var width: Double { bounds.count > 2 ? bounds[2] : .nan }
  var height: Double { bounds.count > 3 ? bounds[3] : .nan }
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }
  var maxX: Double { x + width }

  /// The nodes of `scene` (compiled through the module) at each of `times`.
  static func frames(_ scene: _SceneDescription, at times: [Double]) throws -> [[InspectedNode]] {
    try inspectLines(compiled: scene, at: times).map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      return (object["nodes"] as? [[String: Any]] ?? []).map(InspectedNode.init)
    }
  }
}

extension Array where Element == InspectedNode {
  func text(_ s: String) -> InspectedNode? { first { $0.text == s } }
}

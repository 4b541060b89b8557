import Foundation

/// A parts folder checked for a merge: every shard present exactly once, all rendered from the same
/// scene with the same settings, version and pixel fingerprint, their frames covering the selection
/// without gap or overlap, every segment file present at its recorded size.
public struct ShardParts {
  public let folder: URL
  /// The manifests in shard order.
  public let manifests: [ShardManifest]

  public var first: ShardManifest { manifests[0] }
  public var storage: SegmentStorage { first.storage }
  /// Every segment in clip order.
  public var segments: [SegmentRecord] { manifests.flatMap(\.segments) }
  public var frameCount: Int { first.selectedFrames }

  /// Reads and checks `folder`; the error names what is missing or mismatched.
  public init(folder: URL) throws {
    self.folder = folder
    let fm = FileManager.default
    var isFolder: ObjCBool = false
    guard fm.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw ShardError("no parts folder at '\(folder.path)'")
    }
    let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    var found: [(String, ShardManifest)] = []
    for name in names {
      guard let data = fm.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
      // Other JSON may share the folder; a file that says it is a manifest must be a whole one.
      guard let probe = try? JSONSerialization.jsonObject(with: data) as? [String: Any], probe["kind"] as? String == ShardManifest.tag else { continue }
      do { found.append((name, try JSONDecoder().decode(ShardManifest.self, from: data))) } catch {
        throw ShardError("'\(name)' in \(folder.path) is not a readable shard manifest: \(error)")
      }
    }
    guard let (firstName, reference) = found.first else {
      throw ShardError("no shard manifests (shard-K-of-N.json) in '\(folder.path)': render the parts with --shard first")
    }
    // Everything must agree with the first manifest; the message names both files.
    for (name, m) in found.dropFirst() {
      func mismatch(_ what: String) -> ShardError { ShardError("\(name) does not match \(firstName): \(what); remove the stale parts and render again") }
      if m.shardCount != reference.shardCount { throw mismatch("shard count \(m.shardCount) vs \(reference.shardCount)") }
      if m.sceneHash != reference.sceneHash { throw mismatch("scene hash \(m.sceneHash) vs \(reference.sceneHash) (the scene changed between shards)") }
      if m.scene != reference.scene { throw mismatch("scene \(m.scene) vs \(reference.scene)") }
      if let d = m.settings.difference(from: reference.settings) { throw mismatch("settings differ: \(d)") }
      if m.frameSelection != reference.frameSelection || m.selectedFrames != reference.selectedFrames {
        throw mismatch("frames '\(m.frameSelection)' (\(m.selectedFrames)) vs '\(reference.frameSelection)' (\(reference.selectedFrames))")
      }
      if m.animrenderVersion != reference.animrenderVersion { throw mismatch("animrender \(m.animrenderVersion) vs \(reference.animrenderVersion)") }
      if let d = m.fingerprint.difference(from: reference.fingerprint) { throw mismatch("pixel fingerprint differs: \(d)") }
      if m.storage != reference.storage { throw mismatch("storage \(m.storage.rawValue) vs \(reference.storage.rawValue)") }
    }
    var byShard: [Int: [String]] = [:]
    for (name, m) in found { byShard[m.shard, default: []].append(name) }
    if let (shard, files) = byShard.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
      throw ShardError("shard \(shard) of \(reference.shardCount) appears more than once: \(files.joined(separator: ", "))")
    }
    let missing = (1...reference.shardCount).filter { byShard[$0] == nil }
    if !missing.isEmpty {
      let list = missing.count > 10 ? missing.prefix(10).map(String.init).joined(separator: ", ") + ", …" : missing.map(String.init).joined(separator: ", ")
      throw ShardError("missing \(missing.count == 1 ? "shard" : "shards") \(list) of \(reference.shardCount) in '\(folder.path)'")
    }
    manifests = found.map(\.1).sorted { $0.shard < $1.shard }
    // The shards must tile the selection, and each its segments.
    var position = 0
    for m in manifests {
      guard m.first == position, m.end >= m.first else {
        throw ShardError("shard \(m.shard) of \(m.shardCount) covers frames from position \(m.first), expected \(position)")
      }
      for s in m.segments {
        guard s.first == position, s.frames > 0 else { throw ShardError("shard \(m.shard): segment \(s.file) starts at \(s.first), expected \(position)") }
        let path = folder.appendingPathComponent(s.file).path
        guard fm.fileExists(atPath: path) else { throw ShardError("shard \(m.shard) of \(m.shardCount): segment \(s.file) is missing") }
        let bytes = (try? fm.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
        guard bytes == s.bytes else { throw ShardError("shard \(m.shard): segment \(s.file) has \(bytes) bytes, its manifest says \(s.bytes)") }
        position += s.frames
      }
      guard position == m.end else { throw ShardError("shard \(m.shard): segments hold \(position - m.first) frames, expected \(m.end - m.first)") }
    }
    guard position == reference.selectedFrames else {
      throw ShardError("the shards hold \(position) frames, the clip has \(reference.selectedFrames)")
    }
  }
}

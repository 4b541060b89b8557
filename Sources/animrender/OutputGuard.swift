import ArgumentParser
import Foundation
import MediaIO

/// Checks, before anything renders, that writing `--out` cannot destroy something it should not:
/// an input of the render (however it is reached: through `..`, a symbolic link or a hard link),
/// a scene, a file where a folder goes or a folder where a file goes, or, with `--no-overwrite`,
/// anything at all. Every refusal is a usage error (exit 2).
struct OutputGuard {
  var output: String
  var format: OutputFormat
  var inputs: [String]
  var noOverwrite: Bool
  /// How the user named the output, for the messages.
  var option = "--out"

  func check() throws {
    let fm = FileManager.default
    let target = Self.resolved(output)
    for input in inputs {
      if Self.resolved(input) == target || Self.sameFile(input, output) {
        throw ValidationError("\(option) '\(output)' is the input '\(input)': writing it would destroy it")
      }
    }
    if TemporaryOutput.isStream(URL(fileURLWithPath: output)) {
      // Written in place, never replaced: nothing to overwrite, but frames need a folder.
      if format == .pngSequence { throw ValidationError("\(option) '\(output)' is not a folder: PNG frames go into a folder") }
      return
    }
    var isFolder: ObjCBool = false
    guard fm.fileExists(atPath: target.path, isDirectory: &isFolder) else { return }
    if noOverwrite { throw ValidationError("\(option) '\(output)' exists and --no-overwrite is set") }
    if format == .pngSequence {
      if !isFolder.boolValue { throw ValidationError("\(option) '\(output)' is a file: PNG frames go into a folder") }
    } else if isFolder.boolValue {
      throw ValidationError("\(option) '\(output)' is a folder: this format writes one file")
    }
    if !isFolder.boolValue, target.pathExtension.lowercased() == "swift-dsl" {
      throw ValidationError("\(option) '\(output)' is a scene file: refusing to overwrite it")
    }
  }

  /// The absolute path with `.`/`..` and every symbolic link resolved (those of the existing part).
  static func resolved(_ path: String) -> URL {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
  }

  /// Whether both paths name one existing file (hard links, bind mounts): same device and inode.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    let fm = FileManager.default
    guard let x = try? fm.attributesOfItem(atPath: a), let y = try? fm.attributesOfItem(atPath: b),
      let xn = x[.systemFileNumber] as? NSNumber, let yn = y[.systemFileNumber] as? NSNumber,
      let xd = x[.systemNumber] as? NSNumber, let yd = y[.systemNumber] as? NSNumber
    else { return false }
    return xn == yn && xd == yd
  }
}

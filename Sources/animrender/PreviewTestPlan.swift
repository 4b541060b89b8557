import Foundation

/// The cases of `animrender test --previews DIR`: every `#Preview` and `PreviewProvider` of the
/// folder, named by the file that declares it and its name, so a golden stays put when other
/// previews of the file are added or removed.
struct PreviewTestPlan {
  struct Case: Equatable {
    /// The declaring file relative to the folder (`Views/Card.swift`).
    var file: String
    /// `#Preview("Name")`'s title, "Preview", "Preview 2", … for unnamed ones, or the provider's type.
    var name: String
    /// The declaring file as the pre-pass names it (the folder path the user gave, then the path inside it).
    var declaredIn: String
    /// `Views/Card.swift/Expanded`: what `--filter` matches and reports name; also the preview's
    /// qualified name, which picks it among previews of the same name in other files.
    var id: String { "\(file)/\(name)" }
    /// The goldens' path below `--golden`, without the time: `Views/Card.swift/Expanded`. A `/` in
    /// a preview's name would make a folder, so it becomes `_`.
    var goldenStem: String { "\(file)/\(name.replacingOccurrences(of: "/", with: "_"))" }
  }

  let cases: [Case]

  /// - Parameter files: the declaring file of each of `names`, as the pre-pass names it (the folder
  ///   path the user gave, then the path inside it).
  /// - Parameter filter: keeps the cases whose id contains it (case-sensitive), as `swift test --filter` narrows.
  init(folder: String, names: [String], files: [String], filter: String?) {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    cases = zip(names, files).map { name, file in
      Case(file: file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : (file as NSString).lastPathComponent, name: name,
           declaredIn: file)
    }.filter { c in filter.map { c.id.contains($0) } ?? true }
  }
}

/// "Did you mean" by edit distance.
enum Suggestions {
  static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(name.lowercased())
    var best: (String, Int)?
    for candidate in candidates where candidate != name && !candidate.isEmpty {
      let d = distance(target, Array(candidate.lowercased()))
      let limit = max(1, min(3, target.count / 3 + 1))
      guard d <= limit, d < target.count else { continue }
      if let current = best, d > current.1 || (d == current.1 && candidate >= current.0) { continue }
      best = (candidate, d)
    }
    return best?.0
  }

  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// ", did you mean 'x'?" or "".
  static func hint(for name: String, among candidates: some Sequence<String>, prefix: String = "") -> String {
    closest(to: name, among: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
  }
}

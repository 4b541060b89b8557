import Foundation

/// `animrender test --html DIR`: one static `index.html` with its images in `DIR/images/`, to open
/// from disk or a CI artifact (no server, no network, no external scripts or fonts). A summary,
/// then per scene or preview with a failure: each failing time's expected, actual and difference
/// images side by side and as a slider, a filmstrip over all its checked times with the first
/// failing one marked, the render-fingerprint verdict, and with `--inspect` the expected and
/// actual curves of the values that differ. Passing and recorded cases are listed compactly.
/// The page is HTML that is also well-formed XML, so XML tools (and the tests) parse it as it is.
struct HTMLReport {
  var results: [TestCaseResult]
  /// `--value-tolerance`: which inspect values count as differing in the curves.
  var valueTolerance: Double

  /// The results of one scene or preview, in the order they were checked.
  struct Suite {
    var name: String
    var results: [TestCaseResult]
    /// The checked frames (not `inspect values`, `build`, `run`), sorted by time where the name is one.
    var frames: [TestCaseResult] {
      let frames = results.filter { $0.expected != nil && !$0.name.hasPrefix("inspect") }
      return frames.enumerated().sorted { a, b in
        switch (Self.seconds(a.element.name), Self.seconds(b.element.name)) {
        case let (x?, y?) where x != y: x < y
        default: a.offset < b.offset
        }
      }.map(\.element)
    }
    static func seconds(_ name: String) -> Double? { name.hasSuffix("s") ? Double(name.dropLast()) : nil }
  }

  var suites: [Suite] {
    var suites: [Suite] = []
    for r in results {
      if let i = suites.firstIndex(where: { $0.name == r.suite }) { suites[i].results.append(r) } else { suites.append(Suite(name: r.suite, results: [r])) }
    }
    return suites
  }

  /// Copies each referenced file once into `images/`, naming it by order of first use.
  final class Images {
    var copies: [(source: String, name: String)] = []
    func reference(_ source: String, kind: String) -> String {
      if let known = copies.first(where: { $0.source == source }) { return "images/" + known.name }
      let name = "\(copies.count + 1)-\(kind).png"
      copies.append((source, name))
      return "images/" + name
    }
  }

  func page(images: Images) -> String {
    let tally = TestCommand.Tally(results)
    let all = suites
    let failing = all.filter { $0.results.contains { $0.status == .failed } }
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head><meta charset="utf-8"/><title>animrender test: \(tally.failed) failed</title>
      <style>\(HTMLReportStyle.css)</style></head>
      <body>
      <h1>animrender test</h1>
      <p class="summary"><span class="passed">\(tally.passed) passed</span> <span class="failed">\(tally.failed) failed</span> <span class="recorded">\(tally.recorded) recorded</span> <span class="suites">(\(all.count) scene\(all.count == 1 ? "" : "s") or preview\(all.count == 1 ? "" : "s"))</span></p>

      """
    if !failing.isEmpty { out += "<h2>Failures</h2>\n" }
    for suite in failing { out += section(suite, images: images) }
    let recorded = results.filter { $0.status == .recorded }
    if !recorded.isEmpty {
      out += "<h2>Recorded</h2>\n<ul class=\"recorded\">\n"
      for r in recorded { out += "<li><b>\(e(r.suite)) @ \(e(r.name))</b> \(e(r.message))</li>\n" }
      out += "</ul>\n"
    }
    let passing = all.filter { $0.results.allSatisfy { $0.status == .passed } }
    if !passing.isEmpty {
      out += "<h2>Passed</h2>\n<ul class=\"passed\">\n"
      for s in passing { out += "<li><b>\(e(s.name))</b> \(s.results.map { e($0.name) }.joined(separator: ", "))</li>\n" }
      out += "</ul>\n"
    }
    return out + "</body>\n</html>\n"
  }

  private func section(_ suite: Suite, images: Images) -> String {
    var out = "<section class=\"suite\" data-suite=\"\(e(suite.name))\">\n<h3>\(e(suite.name))</h3>\n"
    let frames = suite.frames
    let firstFailure = frames.first { $0.status == .failed }
    if frames.count > 1 {
      out += "<div class=\"filmstrip\">\n"
      for f in frames {
        // A passing time shows its golden (the frame matched it); a failing one the actual frame.
        let shown = f.status == .failed ? (f.actual ?? f.expected!) : f.expected!
        let classes = ["frame", f.status.rawValue] + (f.name == firstFailure?.name ? ["first-failure"] : [])
        let mark = f.name == firstFailure?.name ? " · first failure" : ""
        out += "<figure class=\"\(classes.joined(separator: " "))\" data-time=\"\(e(f.name))\"><a href=\"#\(anchor(suite.name, f.name))\"><img src=\"\(images.reference(shown, kind: f.status == .failed ? "actual" : "expected"))\" alt=\"\(e(f.name))\"/></a><figcaption>\(e(f.name))\(mark)</figcaption></figure>\n"
      }
      out += "</div>\n"
    }
    for r in suite.results where r.status == .failed {
      out += "<article class=\"failure\" id=\"\(anchor(suite.name, r.name))\" data-time=\"\(e(r.name))\">\n<h4>\(e(r.name))</h4>\n"
      // The fingerprint verdict ends the message; it gets a paragraph of its own here.
      let message = r.fingerprint.map { r.message.hasSuffix("; " + $0) ? String(r.message.dropLast($0.count + 2)) : r.message } ?? r.message
      out += "<p class=\"message\">\(e(message))</p>\n"
      if let fingerprint = r.fingerprint { out += "<p class=\"fingerprint\">\(e(fingerprint))</p>\n" }
      if r.name.hasPrefix("inspect"), let expected = r.expected, let actual = r.actual {
        out += ValueCurves(expected: lines(expected), actual: lines(actual), tolerance: valueTolerance).svg()
      } else if let expected = r.expected, let actual = r.actual {
        let (x, a) = (images.reference(expected, kind: "expected"), images.reference(actual, kind: "actual"))
        out += "<div class=\"side-by-side\">\n"
        out += "<figure class=\"expected\"><img src=\"\(x)\" alt=\"expected\"/><figcaption>expected (golden)</figcaption></figure>\n"
        out += "<figure class=\"actual\"><img src=\"\(a)\" alt=\"actual\"/><figcaption>actual</figcaption></figure>\n"
        if let diff = r.diff {
          out += "<figure class=\"diff\"><img src=\"\(images.reference(diff, kind: "diff"))\" alt=\"difference\"/><figcaption>difference (red: beyond tolerance)</figcaption></figure>\n"
        }
        out += "<figure class=\"slider\"><div class=\"stack\"><img class=\"under\" src=\"\(x)\" alt=\"expected\"/><img class=\"over\" src=\"\(a)\" alt=\"actual\"/></div>"
        out += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"\(HTMLReportStyle.sliderScript)\"/><figcaption>slider: actual left, expected right</figcaption></figure>\n</div>\n"
      }
      out += "</article>\n"
    }
    return out + "</section>\n"
  }

  private func lines(_ path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  private func anchor(_ suite: String, _ name: String) -> String {
    "f-" + String((suite + "-" + name).unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
  }

  private func e(_ text: String) -> String { JUnitReport.escape(text) }

  /// Writes DIR/index.html and DIR/images/ into a temporary folder beside DIR, then renames it into
  /// place (replacing an earlier report), so a reader never sees half a report.
  func write(to path: String) throws {
    let fm = FileManager.default
    let target = URL(fileURLWithPath: path).standardizedFileURL
    let parent = target.deletingLastPathComponent()
    let pid = ProcessInfo.processInfo.processIdentifier
    let temp = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(pid)")
    let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(pid)")
    func fail(_ why: String) -> CLIFailure { CLIFailure(message: "error: cannot write --html \(path): \(why)") }
    var isFolder: ObjCBool = false
    if fm.fileExists(atPath: target.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw fail("it is a file, not a folder")
    }
    try? fm.removeItem(at: temp)
    do {
      try fm.createDirectory(at: temp.appendingPathComponent("images"), withIntermediateDirectories: true)
      let images = Images()
      let html = page(images: images)
      for copy in images.copies {
        try fm.copyItem(atPath: copy.source, toPath: temp.appendingPathComponent("images").appendingPathComponent(copy.name).path)
      }
      try Data(html.utf8).write(to: temp.appendingPathComponent("index.html"))
    } catch {
      try? fm.removeItem(at: temp)
      throw fail(Self.reason(error))
    }
    let existed = fm.fileExists(atPath: target.path)
    if existed, rename(target.path, old.path) != 0 {
      let why = String(cString: strerror(errno))
      try? fm.removeItem(at: temp)
      throw fail("cannot replace the earlier report (\(why))")
    }
    guard rename(temp.path, target.path) == 0 else {
      let why = String(cString: strerror(errno))
      if existed { _ = rename(old.path, target.path) }
      try? fm.removeItem(at: temp)
      throw fail(why)
    }
    if existed { try? fm.removeItem(at: old) }
  }

  private static func reason(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSCocoaErrorDomain, ns.code == CocoaError.fileWriteNoPermission.rawValue { return "permission denied" }
    return ns.localizedDescription
  }
}

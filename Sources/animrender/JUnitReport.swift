import Foundation

/// `animrender test --junit FILE`: the results as JUnit XML, the format CI systems show as a test
/// report (one `testsuite` per scene or preview, one `testcase` per checked time; a recording is a
/// failure of type `recorded`, as the exit status treats it). Element and attribute names follow the
/// schema Jenkins and GitHub test reporters read: https://github.com/testmoapp/junitxml
struct JUnitReport {
  var results: [TestCaseResult]

  func xml() -> String {
    var suites: [(name: String, cases: [TestCaseResult])] = []
    for result in results {
      if let i = suites.firstIndex(where: { $0.name == result.suite }) { suites[i].cases.append(result) } else { suites.append((result.suite, [result])) }
    }
    func failures(_ list: [TestCaseResult]) -> Int { list.filter { $0.status != .passed }.count }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"animrender\" tests=\"\(results.count)\" failures=\"\(failures(results))\" errors=\"0\">\n"
    for suite in suites {
      out += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failures(suite.cases))\" errors=\"0\">\n"
      for c in suite.cases {
        out += "    <testcase classname=\"\(Self.escape(c.suite))\" name=\"\(Self.escape(c.name))\""
        if c.status == .passed { out += "/>\n"; continue }
        let type = c.status == .recorded ? "recorded" : "mismatch"
        out += ">\n      <failure type=\"\(type)\" message=\"\(Self.escape(c.message))\">\(Self.escape(c.message))</failure>\n    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// Written whole (a temporary renamed into place), so a CI step never reads half a report.
  func write(to path: String) throws {
    do { try Data(xml().utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
      throw CLIFailure(message: "error: cannot write --junit \(path): \(error.localizedDescription)")
    }
  }

  /// XML text and attribute escaping; characters XML 1.0 cannot carry at all become U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\t", "\r": out += "&#\(scalar.value);"
      default: out.unicodeScalars.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar)
      }
    }
    return out
  }
}

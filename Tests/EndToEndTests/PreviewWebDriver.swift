import Foundation

/// Headless Chromium driven over WebDriver (Debian's `chromium` and `chromium-driver`), for the
/// preview's browser tests. HTTP to chromedriver goes through `curl` with a time limit on every
/// call, and every wait has a deadline, so a broken page fails a test instead of hanging it.
final class PreviewWebDriver {
  struct Failure: Error, CustomStringConvertible { var description: String }

  private let driver: Process
  private let base: String
  private var session = ""

  /// Whether the browser and its driver are installed (`scripts/setup.sh` installs them).
  static var isAvailable: Bool {
    ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/curl"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Starts chromedriver on a free port and a headless browser with a `width`×`height` window,
  /// saving downloads into `downloads`.
  init(width: Int = 1200, height: Int = 800, downloads: URL) throws {
    driver = Process()
    driver.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
    driver.arguments = ["--port=0"]
    let out = Pipe()
    driver.standardOutput = out
    driver.standardError = FileHandle.nullDevice
    try driver.run()
    let line = try PreviewServerProcess.readLine(from: out.fileHandleForReading, containing: "started successfully on port", timeout: 15)
    guard let port = line.split(separator: " ").last.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: ". \n")) }) else {
      throw Failure(description: "chromedriver said: \(line)")
    }
    base = "http://127.0.0.1:\(port)"
    let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
      "browserName": "chrome",
      "goog:chromeOptions": [
        "binary": "/usr/bin/chromium",
        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)",
                 "--force-device-scale-factor=1", "--hide-scrollbars", "--no-first-run"],
        "prefs": ["download.default_directory": downloads.path, "download.prompt_for_download": false],
      ],
    ]]]
    let reply = try call("POST", "/session", capabilities, timeout: 60)
    guard let value = reply["value"] as? [String: Any], let id = value["sessionId"] as? String else {
      throw Failure(description: "no WebDriver session: \(reply)")
    }
    session = id
  }

  deinit { quit() }

  func quit() {
    if !session.isEmpty { _ = try? call("DELETE", "/session/\(session)", nil, timeout: 10); session = "" }
    // SIGKILL: the test process may hand its children an ignored SIGTERM (signal dispositions set
    // to SIG_IGN survive exec), and chromedriver would then outlive the test. To the browsers it
    // started too: one left behind would keep Foundation from ever seeing chromedriver end.
    ProcessEnd.killTree(driver)
  }

  func open(_ url: URL) throws { _ = try call("POST", "/session/\(session)/url", ["url": url.absoluteString], timeout: 30) }

  /// Runs `script` (a function body; `return` gives the value) in the page.
  @discardableResult
  func run(_ script: String) throws -> Any? {
    let reply = try call("POST", "/session/\(session)/execute/sync", ["script": script, "args": []], timeout: 30)
    if let value = reply["value"] as? [String: Any], let error = value["error"] as? String {
      throw Failure(description: "script failed: \(error): \(value["message"] ?? "")")
    }
    return reply["value"]
  }

  /// Polls `script` until it returns true, for at most `timeout` seconds.
  func wait(_ what: String, timeout: Double = 10, until script: String) throws {
    let end = Date().addingTimeInterval(timeout)
    while Date() < end {
      if (try run(script)) as? Bool == true { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Failure(description: "timed out after \(timeout) s waiting for \(what)")
  }

  /// The viewport as PNG bytes.
  func screenshot() throws -> Data {
    let reply = try call("GET", "/session/\(session)/screenshot", nil, timeout: 30)
    guard let text = reply["value"] as? String, let data = Data(base64Encoded: text) else {
      throw Failure(description: "no screenshot: \(String(describing: reply).prefix(200))")
    }
    return data
  }

  private func call(_ method: String, _ path: String, _ body: [String: Any]?, timeout: Int) throws -> [String: Any] {
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    var arguments = ["-s", "--max-time", String(timeout), "-X", method, base + path, "-H", "Content-Type: application/json"]
    if let body { arguments += ["--data-binary", String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)] }
    curl.arguments = arguments
    let out = Pipe()
    curl.standardOutput = out
    try curl.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    curl.waitUntilExit()
    guard curl.terminationStatus == 0 else { throw Failure(description: "curl \(method) \(path) failed with status \(curl.terminationStatus)") }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
  }
}

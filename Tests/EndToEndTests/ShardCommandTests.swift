import Foundation
import Graphics
import MediaIO
import Testing

/// `--shard K/N` and `merge`, run as users run them: the merged clip is byte-identical to the
/// single-machine render, and incomplete or mismatched parts are refused without writing anything.
@Suite struct ShardCommandTests {
  /// A tap at 0.35 s starts a spring, a phase animator loops all along, and text is drawn: a shard
  /// starting mid-clip must simulate all of that from time 0 to get its first frame right.
  static let scene = """
    struct Card: View {
        @State private var open = false
        var body: some View {
            VStack(spacing: 6) {
                PhaseAnimator([0.6, 1.0, 0.8]) { s in
                    Circle().fill(.orange).frame(width: 18, height: 18).scaleEffect(s)
                }
                RoundedRectangle(cornerRadius: 6)
                    .fill(open ? .blue : .green)
                    .frame(width: open ? 60 : 24, height: 16)
                Text(open ? "open" : "shut").font(.caption)
            }
            .onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.3)) { open.toggle() } }
        }
    }

    Scene(width: 96, height: 80, fps: 20, duration: 1.5, background: .white, taps: [0.35, 1.1]) {
        Card()
    }
    """

  struct Fixture {
    let dir: URL
    var scene: String { dir.appendingPathComponent("card.swift-dsl").path }
    var parts: String { dir.appendingPathComponent("parts").path + "/" }
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    init() throws {
      dir = try CommandLineTool.temporaryDirectory()
      try ShardCommandTests.scene.write(toFile: dir.appendingPathComponent("card.swift-dsl").path, atomically: true, encoding: .utf8)
    }
    func run(_ args: [String], env: [String: String] = [:]) throws -> CommandLineTool.Result {
      try CommandLineTool.run(args, environment: env)
    }
    func renderShards(_ n: Int, into parts: String? = nil, extra: [String] = []) throws {
      for k in 1...n {
        let r = try run([scene, "--shard", "\(k)/\(n)", "--out", parts ?? self.parts, "--quiet"] + extra)
        #expect(r.status == 0, "shard \(k)/\(n): \(r.stderr)")
      }
    }
  }

  @Test func mergedMP4AndGIFAreByteIdenticalToOneMachine() throws {
    let f = try Fixture()
    defer { try? FileManager.default.removeItem(at: f.dir) }
    try f.renderShards(3)
    let names = try FileManager.default.contentsOfDirectory(atPath: f.parts).sorted()
    #expect(names == ["shard-0001-of-0003.json", "shard-0001-of-0003.mkv", "shard-0002-of-0003.json", "shard-0002-of-0003.mkv",
                      "shard-0003-of-0003.json", "shard-0003-of-0003.mkv"])
    for ext in ["mp4", "gif"] {
      let single = try f.run([f.scene, "--out", f.path("single.\(ext)"), "--threads", "1", "--quiet"])
      #expect(single.status == 0, "\(single.stderr)")
      // The merge's heap is filled (glibc's MALLOC_PERTURB_): the encode must not depend on what it held.
      let merged = try f.run(["merge", f.parts, "--out", f.path("merged.\(ext)"), "--threads", "1", "--report", "json"],
                             env: ["MALLOC_PERTURB_": "165"])
      #expect(merged.status == 0, "\(merged.stderr)")
      #expect(merged.stdout.contains("\"frames\":30") && merged.stdout.contains("\"shards\":3"), "\(merged.stdout)")
      let a = try Data(contentsOf: URL(fileURLWithPath: f.path("single.\(ext)")))
      let b = try Data(contentsOf: URL(fileURLWithPath: f.path("merged.\(ext)")))
      #expect(a.count > 1000 && a == b, "\(ext): \(a.count) vs \(b.count) bytes")
    }
    #expect(try MediaProbe.inspect(URL(fileURLWithPath: f.path("merged.mp4"))).frameCount == 30)
  }

  /// `--frames` picks the list first; 4 shards split what it selected. A retried shard (run twice)
  /// writes the very same files.
  @Test func frameSelectionsAndRetriedShards() throws {
    let f = try Fixture()
    defer { try? FileManager.default.removeItem(at: f.dir) }
    try f.renderShards(4, extra: ["--frames", "3-12,20-"])
    let manifest = f.parts + "shard-0002-of-0004.json", segment = f.parts + "shard-0002-of-0004.mkv"
    let before = try [Data(contentsOf: URL(fileURLWithPath: manifest)), Data(contentsOf: URL(fileURLWithPath: segment))]
    let again = try f.run([f.scene, "--shard", "2/4", "--out", f.parts, "--frames", "3-12,20-", "--quiet"])
    #expect(again.status == 0)
    #expect(try [Data(contentsOf: URL(fileURLWithPath: manifest)), Data(contentsOf: URL(fileURLWithPath: segment))] == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: f.parts).count == 8, "no temporaries left")
    let single = try f.run([f.scene, "--frames", "3-12,20-", "--out", f.path("single.mp4"), "--threads", "1", "--quiet"])
    let merged = try f.run(["merge", f.parts, "--out", f.path("merged.mp4"), "--threads", "1", "--quiet"])
    #expect(single.status == 0 && merged.status == 0, "\(single.stderr) \(merged.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: f.path("single.mp4"))) == Data(contentsOf: URL(fileURLWithPath: f.path("merged.mp4"))))
    #expect(try MediaProbe.inspect(URL(fileURLWithPath: f.path("merged.mp4"))).frameCount == 20)
  }

  @Test func mergeRefusesMissingDuplicateAndMismatchedPartsWritingNothing() throws {
    let f = try Fixture()
    defer { try? FileManager.default.removeItem(at: f.dir) }
    try f.renderShards(3)
    let fm = FileManager.default
    let out = f.path("clip.mp4")
    func refused(_ expected: String) throws {
      let r = try f.run(["merge", f.parts, "--out", out])
      #expect(r.status == 1, "\(r.stderr)")
      #expect(r.stderr.hasPrefix("error: ") && r.stderr.contains(expected), "\(r.stderr)")
      #expect(r.stderr.split(separator: "\n").count == 1)
      #expect(!fm.fileExists(atPath: out))
    }

    // Missing: shard 2's manifest is gone (its task never finished).
    let m2 = f.parts + "shard-0002-of-0003.json"
    try fm.moveItem(atPath: m2, toPath: f.path("aside.json"))
    try refused("missing shard 2 of 3")
    try fm.moveItem(atPath: f.path("aside.json"), toPath: m2)

    // Duplicate: the same shard twice under another name.
    try fm.copyItem(atPath: m2, toPath: f.parts + "shard-0002-of-0003 (copy).json")
    try refused("shard 2 of 3 appears more than once")
    try fm.removeItem(atPath: f.parts + "shard-0002-of-0003 (copy).json")

    // Mismatched: shard 3 re-rendered after the scene changed.
    try Self.scene.replacingOccurrences(of: ".orange", with: ".purple").write(toFile: f.scene, atomically: true, encoding: .utf8)
    #expect(try f.run([f.scene, "--shard", "3/3", "--out", f.parts, "--quiet"]).status == 0)
    try refused("scene hash")

    // Mismatched settings and a stale shard count are named too.
    try Self.scene.write(toFile: f.scene, atomically: true, encoding: .utf8)
    #expect(try f.run([f.scene, "--shard", "3/3", "--out", f.parts, "--quiet", "--fps", "10"]).status == 0)
    try refused("settings differ: fps 10 vs 20")
    #expect(try f.run([f.scene, "--shard", "3/3", "--out", f.parts, "--quiet"]).status == 0)
    #expect(try f.run([f.scene, "--shard", "1/2", "--out", f.parts, "--quiet"]).status == 0)
    try refused("shard count")
    try fm.removeItem(atPath: f.parts + "shard-0001-of-0002.json")

    // A shard from a machine with another Cairo (its manifest edited to say so) is refused by name.
    let m3 = f.parts + "shard-0003-of-0003.json"
    let original = try String(contentsOfFile: m3, encoding: .utf8)
    let edited = try #require(original.range(of: #""cairo" : "[^"]*""#, options: .regularExpression))
    try original.replacingCharacters(in: edited, with: #""cairo" : "0.0.1""#).write(toFile: m3, atomically: true, encoding: .utf8)
    try refused("pixel fingerprint differs: cairo 0.0.1 vs ")
    try original.write(toFile: m3, atomically: true, encoding: .utf8)

    // A truncated segment is caught by its size before decoding.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: f.parts + "shard-0001-of-0003.mkv"))
    try handle.truncate(atOffset: 100)
    try handle.close()
    try refused("shard-0001-of-0003.mkv has 100 bytes")

    let empty = try f.run(["merge", f.path("nowhere"), "--out", out])
    #expect(empty.status == 1 && empty.stderr.contains("no parts folder"))
  }

  /// H.264 segments: cuts every 7 frames whatever the shard count, joined without encoding, so 2, 3
  /// and 4 shards give the same segment files and the same joined bytes, run after run. Each run
  /// fills the heap differently (glibc's `MALLOC_PERTURB_`): an encoder that read memory it never
  /// wrote (x264's AVX-512 path did, see `X264Instructions`) would encode differently here every
  /// time, not once in a few runs. The frames are the single render's up to the encoder's loss.
  @Test func h264SegmentsAreIdenticalForAnyShardCount() throws {
    let f = try Fixture()
    defer { try? FileManager.default.removeItem(at: f.dir) }
    let seg = ["--segments", "h264", "--segment-frames", "7", "--threads", "1"]
    // (shards, heap fill byte or nil): each count twice, the heap filled differently each time.
    let runs: [(Int, String?)] = [(2, nil), (3, "165"), (4, "7"), (2, "33"), (3, nil), (4, "201")]
    var joined: [Data] = [], segmentBytes: [[Data]] = []
    for (i, (n, fill)) in runs.enumerated() {
      let parts = f.path("p\(i)")
      for k in 1...n {
        let r = try f.run([f.scene, "--shard", "\(k)/\(n)", "--out", parts + "/", "--quiet"] + seg,
                          env: fill.map { ["MALLOC_PERTURB_": $0] } ?? [:])
        #expect(r.status == 0, "shard \(k)/\(n): \(r.stderr)")
      }
      let names = try FileManager.default.contentsOfDirectory(atPath: parts).filter { $0.hasPrefix("segment-") }.sorted()
      // 30 frames in 7s: 0, 7, 14, 21, 28.
      #expect(names == ["segment-000000.mp4", "segment-000007.mp4", "segment-000014.mp4", "segment-000021.mp4", "segment-000028.mp4"])
      segmentBytes.append(try names.map { try Data(contentsOf: URL(fileURLWithPath: parts + "/" + $0)) })
      let r = try f.run(["merge", parts, "--out", f.path("joined\(i).mp4"), "--quiet"])
      #expect(r.status == 0, "\(r.stderr)")
      joined.append(try Data(contentsOf: URL(fileURLWithPath: f.path("joined\(i).mp4"))))
    }
    for (i, (n, fill)) in runs.enumerated().dropFirst() {
      let differing = zip(segmentBytes[i], segmentBytes[0]).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset * 7 }
      #expect(differing.isEmpty, "\(n) shards (heap fill \(fill ?? "none")): segments starting at \(differing) differ from 2 shards'")
      #expect(joined[i] == joined[0], "\(n) shards (heap fill \(fill ?? "none")): joined file differs")
    }
    // One frame per tick of 1/20 s across the joins, and the clip's duration.
    let joinedURL = URL(fileURLWithPath: f.path("joined0.mp4"))
    let decoder = try VideoDecoder(url: joinedURL)
    var times: [Double] = []
    while try decoder.nextFrame() != nil { times.append(decoder.lastFrameTime ?? -1) }
    #expect(times.map { ($0 * 20).rounded() } == (0..<30).map(Double.init))
    let info = try MediaProbe.inspect(joinedURL)
    #expect(info.frameCount == 30 && abs(info.duration - 1.5) < 1e-6)

    #expect(try f.run([f.scene, "--out", f.path("single.mp4"), "--threads", "1", "--quiet"]).status == 0)
    let a = try VideoDecoder.decodeAll(URL(fileURLWithPath: f.path("single.mp4")))
    let b = try VideoDecoder.decodeAll(joinedURL)
    #expect(a.count == 30 && b.count == 30)
    for (x, y) in zip(a, b) {
      // Two CRF 20 encodes of one frame (keyframes fall elsewhere): close, not equal.
      #expect(x.psnr(against: y) > 30)
    }
    let other = try f.run(["merge", f.path("p0"), "--out", f.path("x.gif")])
    #expect(other.status == 1 && other.stderr.contains("H.264 segments"), "\(other.stderr)")
  }

  /// The Kubernetes and GitHub Actions recipes run shards with exactly these variables.
  @Test func autoShardsUnderKubernetesAndActionsVariables() throws {
    let f = try Fixture()
    defer { try? FileManager.default.removeItem(at: f.dir) }
    for index in 0..<3 {
      let k8s = try f.run([f.scene, "--shard", "auto", "--out", f.path("k8s")],
                          env: ["JOB_COMPLETION_INDEX": "\(index)", "ANIMRENDER_SHARD_COUNT": "3"])
      #expect(k8s.status == 0, "\(k8s.stderr)")
      #expect(k8s.stderr.contains("shard \(index + 1)/3 (JOB_COMPLETION_INDEX=\(index) ANIMRENDER_SHARD_COUNT=3)"), "\(k8s.stderr)")
    }
    for index in 0..<2 {
      let gha = try f.run([f.scene, "--shard", "auto", "--out", f.path("gha"), "--quiet"],
                          env: ["ANIMRENDER_SHARD_INDEX": "\(index)", "ANIMRENDER_SHARD_COUNT": "2"])
      #expect(gha.status == 0, "\(gha.stderr)")
    }
    #expect(try f.run([f.scene, "--out", f.path("single.mp4"), "--threads", "1", "--quiet"]).status == 0)
    for parts in ["k8s", "gha"] {
      #expect(try f.run(["merge", f.path(parts), "--out", f.path("\(parts).mp4"), "--threads", "1", "--quiet"]).status == 0)
      let merged = try Data(contentsOf: URL(fileURLWithPath: f.path("\(parts).mp4")))
      #expect(try merged == Data(contentsOf: URL(fileURLWithPath: f.path("single.mp4"))))
    }
    let none = try f.run([f.scene, "--shard", "auto", "--out", f.path("none")], env: ["JOB_COMPLETION_INDEX": "1"])
    #expect(none.status == 2 && none.stderr.contains("gives no shard count"), "\(none.stderr)")
    let bad = try f.run([f.scene, "--shard", "4/3", "--out", f.path("none")])
    #expect(bad.status == 2 && bad.stderr.contains("shard 4 of 3 does not exist"), "\(bad.stderr)")
  }

  /// The recipes set exactly the variables `autoShardsUnderKubernetesAndActionsVariables` renders with.
  @Test func recipesUseTheTestedVariables() throws {
    let cluster = CommandLineTool.packageRoot.appendingPathComponent("scripts/cluster")
    let k8s = try String(contentsOf: cluster.appendingPathComponent("kubernetes/render-job.yaml"), encoding: .utf8)
    for needle in ["completionMode: Indexed", "backoffLimitPerIndex:", "name: ANIMRENDER_SHARD_COUNT", "\"--shard\", \"auto\""] {
      #expect(k8s.contains(needle), "render-job.yaml lacks \(needle)")
    }
    let gha = try String(contentsOf: cluster.appendingPathComponent("github-actions/render-sharded.yml"), encoding: .utf8)
    for needle in ["ANIMRENDER_SHARD_INDEX: ${{ strategy.job-index }}", "ANIMRENDER_SHARD_COUNT: ${{ strategy.job-total }}",
                   "--shard auto", "needs: shard", "merge parts/"] {
      #expect(gha.contains(needle), "render-sharded.yml lacks \(needle)")
    }
    let slurm = try String(contentsOf: cluster.appendingPathComponent("slurm/submit.sh"), encoding: .utf8)
    #expect(slurm.contains("--array=\"1-$n\"") && slurm.contains("--dependency=\"afterok:$array\""))
  }
}

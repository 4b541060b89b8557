import Dispatch
import Foundation
import PreviewServer
import SceneCompiler

/// `animrender preview` on the compiled front end: each load (the first, and one per save) pre-passes
/// and compiles the scene (the library cache skips swiftc for a text seen before) and starts a
/// `PreviewWorkerProcess` that loads it; once that worker has loaded the scene it serves every request
/// and the previous one is retired. A library is never unloaded and two never share a process.
///
/// A compile error leaves the previous worker serving, with the compiler's messages as the page's
/// problem; a crash or a stall ends that worker only (requests then answer with its problem) and the
/// next save starts a new one.
final class CompiledPreviewBackend: PreviewBackend, @unchecked Sendable {
  let scene: String
  let options: FrontEndOptions
  /// `--preview NAME` and `--cache-mb`, passed on to each worker.
  let preview: String?
  let cacheMb: Int
  /// Loads run one at a time, off Swift's cooperative pool (swiftc and a worker's load block).
  private let loads = DispatchQueue(label: "animrender.preview.load")
  /// Requests to the current worker, also off the pool (the pipe blocks).
  private let requests = DispatchQueue(label: "animrender.preview.requests", attributes: .concurrent)
  private let lock = NSLock()
  private var current: PreviewWorkerProcess?
  private var all: [PreviewWorkerProcess] = []
  private var _problem: PreviewProblem?
  private var _generation = 0
  private var stopped = false

  init(scene: String, options: FrontEndOptions, preview: String?, cacheMb: Int) {
    self.scene = scene; self.options = options; self.preview = preview; self.cacheMb = cacheMb
  }

  var generation: Int { lock.withLock { _generation } }
  var problem: PreviewProblem? { lock.withLock { _problem } }

  func load() async -> PreviewProblem? {
    await withCheckedContinuation { c in loads.async { c.resume(returning: self.loadNow()) } }
  }

  func respond(to request: PreviewRequest) async -> PreviewReply {
    let (worker, problem) = lock.withLock { (current, _problem) }
    guard let worker else { return .problem(problem ?? PreviewProblem(message: "error: the scene has not loaded")) }
    let reply = await withCheckedContinuation { c in requests.async { c.resume(returning: worker.exchange(request)) } }
    lock.withLock {
      if let g = reply.generation, current === worker { _generation = g }
      if let death = worker.death, current === worker, !stopped { _problem = death }
    }
    return reply
  }

  func shutdown() {
    let workers = lock.withLock { stopped = true; let w = all; all = []; current = nil; return w }
    for worker in workers { worker.terminate() }
  }

  private func loadNow() -> PreviewProblem? {
    if lock.withLock({ stopped }) { return nil }
    var builder: SceneLibraryBuilder
    let library: String
    do {
      builder = try SceneLibraryBuilder.standard()
      if options.verbose { builder.log = { FileHandle.standardError.write(Data("animrender: \($0)\n".utf8)) } }
      library = try builder.build(scenePath: scene, view: options.view).path
    } catch {
      return fail(PreviewProblem(message: CLIFailure(error).message))
    }
    // The taps and clicks added in the page carry over to the new version.
    let old = lock.withLock { current }
    var state: String?
    if let old, old.death == nil {
      let reply = old.exchange(PreviewRequest(method: "GET", path: "/api/session-state"))
      if reply.status == 200 { state = String(decoding: reply.body, as: UTF8.self) }
    }
    let worker: PreviewWorkerProcess
    do {
      var arguments = ["preview", scene, "--scene-library", library, "--preview-generation", String(generation),
                       "--cache-mb", String(cacheMb), "--scene-timeout", String(options.sceneTimeout)]
      if let preview { arguments += ["--preview", preview] }
      worker = try PreviewWorkerProcess(arguments: arguments, scene: scene, timeout: options.sceneTimeout, backtraces: options.verbose)
    } catch {
      return fail(PreviewProblem(error))
    }
    let registered = lock.withLock { () -> Bool in
      if stopped { return false }
      all.append(worker)
      return true
    }
    guard registered else { worker.terminate(); return nil }
    let ready = worker.reply()
    guard ready.status == 200 else {
      retire(worker)
      return fail(Self.problem(in: ready) ?? PreviewProblem(message: "error: the scene worker did not load the scene"))
    }
    var generation = ready.generation ?? (try? JSONDecoder().decode([String: Int].self, from: Data(ready.body)))?["generation"] ?? 0
    if let state, state != "{\"clicks\":[],\"taps\":[]}" {
      let restored = worker.exchange(PreviewRequest(method: "POST", path: "/api/session-state", body: state))
      generation = restored.generation ?? generation
    }
    lock.withLock {
      current = worker
      _generation = generation
      _problem = nil
    }
    // Off this queue: the page hears of the new version without waiting for the old one to exit.
    if let old { DispatchQueue.global().async { self.retire(old) } }
    return nil
  }

  private func fail(_ problem: PreviewProblem) -> PreviewProblem {
    lock.withLock { _problem = problem }
    return problem
  }

  private func retire(_ worker: PreviewWorkerProcess) {
    worker.retire()
    lock.withLock { all.removeAll { $0 === worker } }
  }

  /// The problem a worker's 422 reply carries.
  static func problem(in reply: PreviewReply) -> PreviewProblem? {
    (try? JSONDecoder().decode([String: PreviewProblem].self, from: Data(reply.body)))?["problem"]
  }
}

import ArgumentParser
import Foundation
import SceneRendering

extension TestCommand {
  /// The frames to check, as (golden name, frame time) in time order. Seconds are named by their
  /// frame time (`0.500s`, as before names existed); a named time by its name (`settled`, `tap+0.3`,
  /// `phase2`), so its golden keeps its file when the animation's timing changes. Named times are
  /// resolved by the scene's runtime (`SceneTimeResolver`) and shown at the frame nearest them.
  func chosenFrames(_ stills: SceneStills) throws -> [(name: String, time: Double, named: Bool)] {
    guard let at else {
      let times = try times(duration: stills.lastFrameTime, fps: stills.settings.fps)
      return Array(Set(times.map(stills.frameTime))).sorted().map { (String(format: "%.3fs", $0), $0, false) }
    }
    let asked: [SceneTime]
    do { asked = try SceneTime.parseList(at) } catch let e as SceneTime.ParseError { throw ValidationError(e.description) }
    let scene = stills.file.program.previewName.map { "\(stills.file.path), preview '\($0)'" } ?? stills.file.path
    let resolver = SceneTimeResolver(source: stills.source, scene: scene, fps: stills.settings.fps, duration: stills.settings.duration)
    var seen: Set<String> = []
    var frames: [(name: String, time: Double, named: Bool)] = []
    for (time, seconds) in zip(asked, try resolver.resolve(asked)) {
      let t = stills.frameTime(seconds)
      let name = time.isNamed ? time.fileLabel : String(format: "%.3fs", t)
      if seen.insert(name).inserted { frames.append((name, t, time.isNamed)) }
    }
    return frames.sorted { $0.time != $1.time ? $0.time < $1.time : $0.name < $1.name }
  }
}

// Engine micro-benchmark: samples per second of the seed keyframe timeline (seed 000's four tracks)
// and of a spring-animated property sampled frame by frame. Run through scripts/bench-engine.sh.
import AnimationEngine
import Foundation

let timeline = ReactionKeyframes.timeline()

/// Wall-clock and process CPU time of `body`: on a shared machine the CPU-time rate is the stabler one.
func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
  let clock = ContinuousClock()
  let cpuStart = clock_t(clock_fn())
  let wall = clock.measure(body)
  let cpu = Double(clock_fn() - cpuStart) / Double(CLOCKS_PER_SEC)
  return (Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18, cpu)
}

func clock_fn() -> clock_t { Foundation.clock() }

func report(_ name: String, samples: Int, elapsed: (wall: Double, cpu: Double), checksum: Double) {
  func rate(_ s: Double) -> String { String(format: "%.2f", Double(samples) / s / 1e6) }
  print("\(name): \(samples) samples, wall \(String(format: "%.3f", elapsed.wall)) s = \(rate(elapsed.wall)) M/s, "
    + "CPU \(String(format: "%.3f", elapsed.cpu)) s = \(rate(elapsed.cpu)) M/s (checksum \(String(format: "%.6f", checksum)))")
}

// 1. The seed timeline, 1 000 000 samples spread over its duration.
let samples = 1_000_000
var checksum = 0.0
let keyframeTime = measure {
  let step = timeline.duration / Double(samples)
  for i in 0..<samples {
    let v = timeline.value(time: Double(i) * step)
    checksum += v.scale + v.verticalOffset + v.verticalStretch + v.angle.radians
  }
}
report("seed keyframe timeline (4 tracks)", samples: samples, elapsed: keyframeTime, checksum: checksum)

// 2. A property retargeted by springs every 0.4 s, sampled at 60 fps for 60 s.
var property = AnimatedValue(0.0)
for k in 0..<150 {
  property.set(Double(k % 3) * 100, at: Double(k) * 0.4, animation: k % 2 == 0 ? .bouncy : .smooth)
}
let frames = 3600
let passes = 20
var springChecksum = 0.0
let springTime = measure {
  for _ in 0..<passes {
    for frame in 0..<frames { springChecksum += property.value(at: Double(frame) / 60) }
  }
}
report("fluid-spring AnimatedValue (60 fps frames)", samples: frames * passes, elapsed: springTime, checksum: springChecksum)

var cachedChecksum = 0.0
let cachedTime = measure {
  for _ in 0..<passes {
    var cache = AnimatedValueCache<Double>()
    for frame in 0..<frames { cachedChecksum += property.value(at: Double(frame) / 60, cache: &cache) }
  }
}
report("same with AnimatedValueCache", samples: frames * passes, elapsed: cachedTime, checksum: cachedChecksum)

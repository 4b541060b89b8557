// Measures MediaIO's encoders on a synthetic SwiftUI-like clip (gradient background, antialiased
// rotating rounded rectangle, pulsing circle). Build with `swift build -c release --product MediaBench`.
//
//   MediaBench clip|busyclip <out.raw> <size> <frames>   write the clip as raw BGRA frames (busy: 2-D colour field)
//   MediaBench gif <in.raw> <size> <frames> <out.gif> <none|bayer|fs> [maxColors]
//   MediaBench psnr <in.raw> <size> <frames> <file>      mean/min PSNR of a decoded file against the clip
//   MediaBench video <in.raw> <size> <frames> <out> <preset> <crf> [threads]
import Foundation
import Graphics
import MediaIO

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

/// Frame `i` of the benchmark clip, `n × n` pixels.
func clipFrame(_ i: Int, size n: Int, frames: Int, busy: Bool = false) -> FrameBuffer {
  var f = FrameBuffer(width: n, height: n)
  let t = Double(i) / Double(max(1, frames - 1))
  let s = Double(n)
  let angle = t * .pi * 2
  let (ca, sa) = (cos(angle), sin(angle))
  let rectCenter = (s * (0.3 + 0.4 * t), s * 0.4), half = (s * 0.18, s * 0.12), radius = s * 0.05
  let circle = (s * 0.65, s * (0.7 - 0.2 * t)), circleR = s * (0.08 + 0.06 * sin(t * .pi))
  f.pixels.withUnsafeMutableBufferPointer { px in
    for y in 0..<n {
      let fy = Double(y) + 0.5
      for x in 0..<n {
        let fx = Double(x) + 0.5
        // Background: vertical gradient from indigo to teal.
        var r = 0.18 + 0.1 * fy / s, g = 0.2 + 0.45 * fy / s, b = 0.55 - 0.1 * fy / s
        if busy {  // a 2-D colour field: hundreds of thousands of distinct colours
          r = fx / s; g = 0.5 + 0.4 * sin(fy / s * 5 + t * 6); b = 0.5 + 0.4 * cos((fx + fy) / s * 3)
        }
        // Rotating rounded rectangle, orange, opaque.
        let dx = fx - rectCenter.0, dy = fy - rectCenter.1
        let lx = abs(dx * ca + dy * sa) - (half.0 - radius), ly = abs(-dx * sa + dy * ca) - (half.1 - radius)
        let outside = hypot(max(lx, 0), max(ly, 0)) + min(max(lx, ly), 0) - radius
        let a1 = min(1, max(0, 0.5 - outside))
        r = r * (1 - a1) + 0.98 * a1; g = g * (1 - a1) + 0.55 * a1; b = b * (1 - a1) + 0.15 * a1
        // Pulsing circle, white at 80 % opacity.
        let dc = hypot(fx - circle.0, fy - circle.1) - circleR
        let a2 = 0.8 * min(1, max(0, 0.5 - dc))
        r = r * (1 - a2) + a2; g = g * (1 - a2) + a2; b = b * (1 - a2) + a2
        let k = (y * n + x) * 4
        px[k] = UInt8((b * 255).rounded()); px[k + 1] = UInt8((g * 255).rounded())
        px[k + 2] = UInt8((r * 255).rounded()); px[k + 3] = 255
      }
    }
  }
  return f
}

func readFrames(_ path: String, size n: Int, frames: Int, _ body: (Int, FrameBuffer) throws -> Void) throws {
  guard let h = FileHandle(forReadingAtPath: path) else { fail("cannot read \(path)") }
  for i in 0..<frames {
    var chunk = try h.read(upToCount: n * n * 4)
    if chunk == nil || chunk!.isEmpty {  // loop the clip to simulate long renders
      try h.seek(toOffset: 0)
      chunk = try h.read(upToCount: n * n * 4)
    }
    guard let d = chunk, d.count == n * n * 4 else { fail("\(path) is short") }
    try body(i, FrameBuffer(width: n, height: n, pixels: [UInt8](d)))
  }
}

func peakRSSMegabytes() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1024
}

let args = CommandLine.arguments
guard args.count >= 5, let n = Int(args[3]), let count = Int(args[4]) else { fail("usage: see the comment in main.swift") }
let clock = ContinuousClock()
do {
  switch args[1] {
  case "clip", "busyclip":
    FileManager.default.createFile(atPath: args[2], contents: nil)
    let h = FileHandle(forWritingAtPath: args[2])!
    for i in 0..<count { h.write(Data(clipFrame(i, size: n, frames: count, busy: args[1] == "busyclip").pixels)) }
    try h.close()
  case "gif":
    let dithering: GIFSettings.Dithering = switch args[6] {
    case "none": .none
    case "fs": .floydSteinberg
    default: .bayer(strength: Int(args[6].dropFirst(5)) ?? 8)
    }
    let colors = args.count > 7 ? Int(args[7])! : 256
    let sink = try GIFSink(url: URL(fileURLWithPath: args[5]), width: n, height: n,
                           settings: GIFSettings(dithering: dithering, maxColors: colors))
    var writing = Duration.zero
    try readFrames(args[2], size: n, frames: count) { _, f in writing += try clock.measure { try sink.write(f) } }
    let spooled = sink.spooledBytes
    let finishing = try clock.measure { try sink.finish() }
    let size = (try FileManager.default.attributesOfItem(atPath: args[5])[.size] as? Int) ?? 0
    print("gif spool \(spooled / 1_000_000) MB; \(args[6]) colors \(colors): write \(writing) finish \(finishing) size \(size) B peakRSS \(peakRSSMegabytes()) MB")
  case "psnr":
    let decoder = try VideoDecoder(url: URL(fileURLWithPath: args[5]))
    var values: [Double] = []
    try readFrames(args[2], size: n, frames: count) { _, f in
      guard let d = try decoder.nextFrame() else { fail("decoded fewer frames than \(count)") }
      values.append(f.psnr(against: d))
    }
    let finite = values.map { $0.isFinite ? $0 : 99 }
    print(String(format: "psnr mean %.2f min %.2f over %d frames", finite.reduce(0, +) / Double(finite.count), finite.min()!, finite.count))
  case "video":
    let url = URL(fileURLWithPath: args[5])
    let codec = VideoCodec(fileExtension: url.pathExtension) ?? .h264
    let settings = VideoSettings(codec: codec, crf: Int(args[7]), preset: EncoderPreset(rawValue: args[6]) ?? .medium,
                                 threads: args.count > 8 ? Int(args[8])! : 0)
    let sink = try VideoSink(url: url, width: n, height: n, settings: settings)
    var writing = Duration.zero
    try readFrames(args[2], size: n, frames: count) { _, f in writing += try clock.measure { try sink.write(f) } }
    let finishing = try clock.measure { try sink.finish() }
    let total = writing + finishing
    let seconds = Double(total.components.seconds) + Double(total.components.attoseconds) * 1e-18
    let size = (try FileManager.default.attributesOfItem(atPath: args[5])[.size] as? Int) ?? 0
    print(String(format: "video %@ %@ crf %@: %.1f frames/s (write %@, finish %@) size %d B peakRSS %.0f MB",
                 codec.rawValue, args[6], args[7], Double(count) / seconds, "\(writing)", "\(finishing)", size, peakRSSMegabytes()))
  default:
    fail("unknown command \(args[1])")
  }
} catch {
  fail("error: \(error)")
}

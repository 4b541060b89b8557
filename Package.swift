// swift-tools-version: 6.0
// The target list is the layer diagram: data flows down it, imports point up it.
//   AnimationEngine, Graphics        pure leaves (time → values; display list, frames)
//   ViewRuntime                      views, layout, state, animators → DisplayList (pure)
//   SwiftUI                          SwiftUI's API for compiled scenes, lowered to ViewRuntime (pure Swift)
//   Charts                           Swift Charts' API for compiled scenes, drawn with SwiftUI's views (pure Swift)
//   SceneCompiler                    .swift-dsl text → a library compiled by swiftc (pre-pass with swift-syntax, driver, cache)
//   CairoRenderer, MediaIO           the only C edges: Cairo/Pango pixels; FFmpeg files
//   RenderPipeline                   streams frames: source → rasterizer → sink (Graphics only)
//   SceneRendering                   scene file → runtime → frames → files: settings, durations, sinks
//   CompiledScene                    a compiled scene library loaded (dlopen) as a SceneRendering program
//   CProcessHooks                    C, the one exception: the worker's Date()/random hooks (interposed
//                                    clock_gettime/syscall), not a library binding; used by CompiledScene
//   PreviewServer                    the browser preview: HTTP + WebSocket over SceneRendering
//   animrender                       the command-line tool
// scripts/check-layering.sh holds the same table as allowed imports and checks sources and this file.
import Foundation
import PackageDescription

/// swift-syntax as the running toolchain ships it, for its macro plugin server (`usr/lib/swift/host`:
/// `SwiftParser.swiftmodule`, `libSwiftParser.so`, …), when it has every module we use. Building the
/// package from source is most of a cold build; the toolchain's copy is already built, and it is the
/// same release as the compiler (6.3 ships swift-syntax 603). It is not a promised API, so the pinned
/// package stays the fallback, and `ANIMRENDER_SYNTAX=package` chooses it. The toolchain is the one
/// evaluating this manifest: its `libPackageDescription.so` is mapped into this process.
let toolchainSyntax: String? = {
  guard ProcessInfo.processInfo.environment["ANIMRENDER_SYNTAX"] != "package",
        let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
        let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
        let slash = line.firstIndex(of: "/"),
        let range = line[slash...].range(of: "/usr/lib/swift/pm/") else { return nil }
  let host = String(line[slash..<range.lowerBound]) + "/usr/lib/swift/host"
  let modules = ["SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics", "SwiftOperators", "SwiftIfConfig"]
  let present = modules.allSatisfy {
    FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule") && FileManager.default.fileExists(atPath: "\(host)/lib\($0).so")
  }
  return present ? host : nil
}()
/// The package's swift-syntax products apply only when the toolchain's copy is not used (`.wasi`, a
/// platform this project never builds for, stands for "never").
let syntaxPackage: TargetDependencyCondition? = toolchainSyntax == nil ? nil : .when(platforms: [.wasi])
/// Linking the toolchain's libraries; the rpath keeps them found at run time, like the Swift runtime.
func syntaxLinking(_ libraries: String...) -> [LinkerSetting] {
  guard let host = toolchainSyntax else { return [] }
  return libraries.map { .linkedLibrary($0) } + [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
}

let package = Package(
  name: "animrender",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "animrender", targets: ["animrender"]),
    .library(name: "AnimationEngine", targets: ["AnimationEngine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    // The preview's web server: HTTP and WebSocket on plain sockets (no SwiftNIO), a short build.
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
  ],
  targets: [
    // MARK: AnimationEngine — SwiftUI's animation math, pure
    .target(name: "AnimationEngine"),
    .testTarget(name: "AnimationEngineTests", dependencies: ["AnimationEngine"]),
    .executableTarget(name: "EngineBench", dependencies: ["AnimationEngine"]),

    // MARK: Graphics — display list, paths, pixel frames, sink protocol, pure
    .target(name: "Graphics"),
    .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),

    // MARK: ViewRuntime — view values, layout, update model, animators, pure
    // Without Swift's run-time exclusivity checks (`swift_beginAccess` on every mutation of a class's
    // property): a frame walks thousands of resolved views, live steps and records, and the checks were a
    // fifth of the instructions of evaluating the many-views benchmark (12-17 % of its time). The
    // compiler still checks exclusivity statically.
    .target(name: "ViewRuntime", dependencies: ["AnimationEngine", "Graphics"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
    .testTarget(name: "ViewRuntimeTests", dependencies: ["ViewRuntime", "AnimationEngine", "Graphics"]),

    // MARK: SwiftUI — SwiftUI's public API for scenes compiled by swiftc, lowered to the runtime's views.
    // Swift 5 mode, as the scenes it compiles: SwiftUI's `View` is `@MainActor`, and the runtime runs
    // bodies on its render thread (see Core/MainActorEscape.swift).
    .target(name: "SwiftUI", dependencies: ["ViewRuntime", "AnimationEngine"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    // MARK: Charts — Swift Charts' API (`import Charts`), marks lowered to SwiftUI views the runtime animates.
    .target(name: "Charts", dependencies: ["SwiftUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Scenes written as Swift, compiled into the test, against the interpreter's recorded output (Expected/).
    .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "Charts", "ViewRuntime", "Graphics"],
                exclude: ["Expected"], swiftSettings: [.swiftLanguageMode(.v5)]),

    // MARK: SceneCompiler — the compiled front end: pre-pass (swift-syntax), swiftc driver, library cache
    .target(name: "SceneCompiler", dependencies: [
      .product(name: "SwiftParser", package: "swift-syntax", condition: syntaxPackage),
      .product(name: "SwiftSyntax", package: "swift-syntax", condition: syntaxPackage),
      .product(name: "SwiftIfConfig", package: "swift-syntax", condition: syntaxPackage),
    ], linkerSettings: syntaxLinking("SwiftSyntax", "SwiftParser", "SwiftIfConfig")),
    .testTarget(name: "SceneCompilerTests", dependencies: ["SceneCompiler"]),

    // MARK: C edges
    .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    .systemLibrary(name: "CFFmpeg", providers: [.apt(["libavcodec-dev", "libavformat-dev", "libswscale-dev", "libavutil-dev"])]),
    .target(name: "CFFmpegShim", dependencies: ["CFFmpeg"]),
    // Asset catalog images: SVG (librsvg), PDF (poppler-glib), JPEG (gdk-pixbuf over libjpeg), behind one C shim.
    .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
    .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
    .target(name: "CImageShim", dependencies: ["CRsvg", "CPoppler"]),

    // MARK: CairoRenderer — display list → premultiplied BGRA frames (Cairo + Pango)
    .target(name: "CairoRenderer", dependencies: ["Graphics", "CCairo", "CImageShim"]),
    .testTarget(name: "CairoRendererTests", dependencies: ["CairoRenderer", "Graphics"], exclude: ["Goldens"]),

    // MARK: MediaIO — frames → MP4 / GIF / WebM / MOV / PNG (FFmpeg), and decoding for checks
    .target(name: "MediaIO", dependencies: ["Graphics", "CFFmpeg", "CFFmpegShim"]),
    .testTarget(name: "MediaIOTests", dependencies: ["MediaIO", "Graphics"]),
    .executableTarget(name: "MediaBench", dependencies: ["MediaIO", "Graphics"]),

    // MARK: RenderPipeline — frame plan, streaming, overlap of rasterizing and encoding
    .target(name: "RenderPipeline", dependencies: ["Graphics"]),
    .testTarget(name: "RenderPipelineTests", dependencies: ["RenderPipeline", "Graphics"]),

    // MARK: SceneRendering — scene files to frames and files: settings, derived durations, sinks, the demo
    .target(name: "SceneRendering", dependencies: [
      "ViewRuntime", "AnimationEngine", "CairoRenderer", "MediaIO", "RenderPipeline", "Graphics",
    ]),
    .testTarget(name: "SceneRenderingTests", dependencies: ["SceneRendering", "RenderPipeline", "ViewRuntime", "Graphics"], exclude: ["Fixtures"]),

    // MARK: CompiledScene — a compiled scene library loaded into the process, as a program SceneRendering renders
    .target(name: "CompiledScene", dependencies: ["SceneCompiler", "SceneRendering", "SwiftUI", "Charts", "ViewRuntime", "Graphics", "CProcessHooks"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    // Compiles a scene and loads it in process (as the worker does), so it exports its symbols as `animrender` does.
    .executableTarget(name: "RenderBench", dependencies: ["SceneRendering", "RenderPipeline", "MediaIO", "ViewRuntime", "Graphics", "CompiledScene", "SceneCompiler"],
                      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    // Interposes `syscall` (getrandom) and `clock_gettime` (realtime) so that compiled scene code's
    // `Date()` and random numbers follow the scene's clock in the worker; C because `syscall` is variadic.
    .target(name: "CProcessHooks"),

    // MARK: PreviewServer — the browser preview: a local web server over SceneRendering
    .target(name: "PreviewServer", dependencies: [
      "SceneRendering", "ViewRuntime", "CairoRenderer", "RenderPipeline", "MediaIO", "Graphics",
      .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
    ], resources: [
      // Embedded in the binary as byte arrays (`PackageResources`): the page needs no files beside the tool.
      .embedInCode("Assets/index.html"), .embedInCode("Assets/preview.css"), .embedInCode("Assets/preview.js"),
    ]),
    .testTarget(name: "PreviewServerTests", dependencies: [
      "PreviewServer", "SceneRendering", "Graphics", "MediaIO", "CairoRenderer", .product(name: "FlyingFox", package: "FlyingFox"),
    ]),

    // MARK: animrender — the CLI
    .executableTarget(name: "animrender", dependencies: [
      "SceneRendering", "RenderPipeline", "CairoRenderer", "MediaIO", "ViewRuntime", "Graphics", "PreviewServer",
      "SceneCompiler", "CompiledScene",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ], linkerSettings: [
      // A compiled scene library is linked against nothing: its SwiftUI/ViewRuntime references bind at
      // dlopen to this executable's one copy, which must therefore be in the dynamic symbol table.
      .unsafeFlags(["-Xlinker", "--export-dynamic"]),
    ]),
    // scripts/check-layering.sh run on this tree (must pass) and on a broken copy (must fail).
    .testTarget(name: "LayeringTests"),
    // Every scene in scenes/ run by the built binary (inspect --serve) and checked against the engine's formulas.
    .testTarget(name: "SceneTests", dependencies: ["ViewRuntime", "CairoRenderer", "AnimationEngine", "Graphics"]),
    .testTarget(name: "EndToEndTests", dependencies: ["SceneRendering", "MediaIO", "CairoRenderer", "ViewRuntime", "Graphics"],
                exclude: ["Expected"]),
  ]
)

// Every Swift target may import a module that exposes swift-syntax types, so each finds the toolchain's.
if let host = toolchainSyntax {
  for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-I", host])]
  }
}

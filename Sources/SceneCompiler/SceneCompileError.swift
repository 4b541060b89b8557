/// Why a scene could not be compiled into a library; the description is what the user sees.
public enum SceneCompileError: Error, CustomStringConvertible, Equatable {
  /// swiftc's own diagnostics (already at the user's `file:line:col`).
  case diagnostics(String)
  case timedOut(seconds: Double)
  case noCompiler
  case noModules(String)
  case cannotRun(String, String)

  public var description: String {
    switch self {
    case .diagnostics(let text): text
    case .timedOut(let s): "error: compiling the scene took longer than \(Int(s)) s; swiftc was stopped"
    case .noCompiler: "error: the compiled front end needs swiftc: none on PATH or beside the Swift runtime"
    case .noModules(let dir): "error: no SwiftUI.swiftmodule in '\(dir)' (set ANIMRENDER_SWIFTUI_MODULES to the folder holding it)"
    case .cannotRun(let path, let reason): "error: cannot run '\(path)': \(reason)"
    }
  }
}

import Foundation

/// A scene the runtime cannot render, with a one-line message.
public enum ViewRuntimeError: Error, Equatable, CustomStringConvertible {
  case unknownSymbol(String)
  case invalidCanvas(width: Double, height: Double)
  case invalidTime(Double)
  case unknownState(component: String, name: String)
  case noPhases(path: String)
  case eventLoop(time: Double)
  case treeTooDeep(limit: Int)

  public var description: String {
    switch self {
    case .unknownSymbol(let name):
      SymbolLibrary.isKnown(name)
        ? "symbol '\(name)' is drawn from the icon font (Material Design Icons), which this renderer has not loaded"
        : "unknown symbol '\(name)' in Image(systemName:); closest: \(SymbolLibrary.closestNames(to: name).joined(separator: ", "))"
    case .invalidCanvas(let w, let h): "canvas size must be positive and finite, got \(w)x\(h)"
    case .invalidTime(let t): "time must be finite and not negative, got \(t)"
    case .unknownState(let component, let name): "component '\(component)' has no @State named '\(name)'"
    case .noPhases(let path): "a phase animator needs at least one phase (at view \(path.isEmpty ? "root" : path))"
    case .eventLoop(let t): "the scene keeps changing state at t=\(t)s without time passing (more than 10000 updates)"
    case .treeTooDeep(let limit): "view tree too deep (more than \(limit) nested views and modifiers)"
    }
  }
}

// SwiftUI re-exports Observation, so a scene that imports SwiftUI can declare `@Observable` classes
// (https://developer.apple.com/documentation/observation).
@_exported import Observation

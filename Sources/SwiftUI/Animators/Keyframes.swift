import AnimationEngine
import Foundation

// SwiftUI's keyframe vocabulary is the engine's, already in SwiftUI's shape: the same initializers
// (`KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 0.36) }`) and the same track builder
// (https://developer.apple.com/documentation/swiftui/keyframetrack). None is a view. `KeyframesBuilder`
// and `KeyframeTimeline` are the module's own (see their files).
public typealias Keyframes = AnimationEngine.Keyframes
public typealias KeyframeTrack = AnimationEngine.KeyframeTrack
public typealias KeyframeTrackContent = AnimationEngine.KeyframeTrackContent
public typealias KeyframeTrackContentBuilder = AnimationEngine.KeyframeTrackContentBuilder
public typealias LinearKeyframe = AnimationEngine.LinearKeyframe
public typealias SpringKeyframe = AnimationEngine.SpringKeyframe
public typealias CubicKeyframe = AnimationEngine.CubicKeyframe
public typealias MoveKeyframe = AnimationEngine.MoveKeyframe

import AnimationEngine
import Foundation

// SwiftUI's keyframe vocabulary is the engine's, already in SwiftUI's shape: the same initializers
// (`KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 0.36) }`), the same builders, and
// `KeyframeTimeline`'s `duration` and `value(time:)`
// (https://developer.apple.com/documentation/swiftui/keyframetimeline). None is a view.
public typealias Keyframes = AnimationEngine.Keyframes
public typealias KeyframeTrack = AnimationEngine.KeyframeTrack
public typealias KeyframeTrackContent = AnimationEngine.KeyframeTrackContent
public typealias KeyframesBuilder = AnimationEngine.KeyframesBuilder
public typealias KeyframeTrackContentBuilder = AnimationEngine.KeyframeTrackContentBuilder
public typealias KeyframeTimeline = AnimationEngine.KeyframeTimeline
public typealias LinearKeyframe = AnimationEngine.LinearKeyframe
public typealias SpringKeyframe = AnimationEngine.SpringKeyframe
public typealias CubicKeyframe = AnimationEngine.CubicKeyframe
public typealias MoveKeyframe = AnimationEngine.MoveKeyframe

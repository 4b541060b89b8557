// `import ViewRuntime` brings the animation and drawing vocabulary with it, as `import SwiftUI` does:
// `Animation`, `Angle`, `UnitPoint`, keyframes, and the display list types.
@_exported import AnimationEngine
@_exported import Graphics

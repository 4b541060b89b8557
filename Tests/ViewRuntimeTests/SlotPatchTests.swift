import Foundation
import Testing
@testable import ViewRuntime

/// A kept frame writes each slot's new value into its view's kind in place (``SlotEffect/patch(_:_:)``);
/// that kind must be the one the effect's `kind(_:_:)` returns for the same value, around the same
/// content object, and any other kind must be left alone for the caller to rebuild.
@Suite struct SlotPatchTests {
  let content = ResolvedView(.empty)
  let model = AnimatableVector(a: 1, b: 1, c: 0, d: 0)
  let value = AnimatableVector(a: 0.25, b: 1.75, c: 0, d: 0)

  /// The patched kind reads as the rebuilt one, and still holds `content` itself.
  func expectPatched<E: SlotEffect>(_ effect: E, _ child: (ResolvedView.Kind) -> ResolvedView?) {
    var kind = effect.kind(content, model)
    let before = "\(kind)"
    #expect(E.patch(&kind, value))
    #expect("\(kind)" == "\(effect.kind(content, value))")
    #expect("\(kind)" != before)
    #expect(child(kind) === content)
  }

  @Test func eachSlotEffectPatchesTheKindItReturns() {
    expectPatched(OffsetModifier(CGSize(width: 3, height: 4))) { if case .offset(let c, _) = $0 { c } else { nil } }
    expectPatched(OpacityModifier(0.5)) { if case .opacity(let c, _) = $0 { c } else { nil } }
    expectPatched(ScaleEffectModifier(CGSize(width: 2, height: 2), anchor: .topLeading)) {
      if case .scale(let c, _, _) = $0 { c } else { nil }
    }
    expectPatched(RotationEffectModifier(.degrees(30), anchor: .bottomTrailing)) {
      if case .rotation(let c, _, _) = $0 { c } else { nil }
    }
    expectPatched(BlurEffect(radius: 2, opaque: true)) { if case .layer(let c, _) = $0 { c } else { nil } }
  }

  /// The anchor and the blur's `opaque` come from the kind being patched, not from defaults.
  @Test func patchingKeepsWhatTheValueDoesNotCarry() {
    var scale = ScaleEffectModifier(CGSize(width: 1, height: 1), anchor: .bottomTrailing).kind(content, model)
    #expect(ScaleEffectModifier.patch(&scale, value))
    guard case .scale(_, let size, let anchor) = scale else { Issue.record("not a scale: \(scale)"); return }
    #expect(size == CGSize(width: 0.25, height: 1.75) && anchor == .bottomTrailing)

    var blur = BlurEffect(radius: 1, opaque: true).kind(content, model)
    #expect(BlurEffect.patch(&blur, AnimatableVector(a: -2, b: 0, c: 0, d: 0)))
    guard case .layer(_, let layer) = blur else { Issue.record("not a layer: \(blur)"); return }
    #expect(layer.blurRadius == 0 && layer.opaqueBlur)
  }

  @Test func otherKindsAreLeftForTheCallerToRebuild() {
    var kind = ResolvedView.Kind.offset(content, CGSize(width: 7, height: 8))
    let before = "\(kind)"
    #expect(!ScaleEffectModifier.patch(&kind, value))
    #expect(!OpacityModifier.patch(&kind, value))
    #expect(!RotationEffectModifier.patch(&kind, value))
    #expect(!BlurEffect.patch(&kind, value))
    #expect("\(kind)" == before)
    guard case .offset(let c, _) = kind else { Issue.record("not an offset: \(kind)"); return }
    #expect(c === content)
  }
}

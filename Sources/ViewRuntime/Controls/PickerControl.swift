import AnimationEngine
import Foundation
import Graphics

/// `Picker(_:selection:content:)`. `.segmented`: equal segments in a grey rounded box, the selected one on a
/// raised white (dark: grey) plate that slides with the change's animation. `.menu` (the iOS default, and how
/// `.wheel`/`.inline` are drawn here): the selected option's label in the tint with up-down chevrons, as a
/// closed menu picker shows. A scene tap selects the next option (a choice: scene taps carry no position).
/// https://developer.apple.com/documentation/swiftui/picker
public struct PickerControl: ViewEffect, ResolvableEffect {
  public var label: ViewNode
  /// Each option's label, in order (the views carrying a `.tag`).
  public var options: [ViewNode]
  /// The option whose tag equals the selection, if any.
  public var selected: Int?
  public var select: (Int) throws -> Void

  public init(label: ViewNode, options: [ViewNode], selected: Int?, select: @escaping (Int) throws -> Void) {
    self.label = label; self.options = options; self.selected = selected; self.select = select
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let env = r.environment.controls
    var action: (() throws -> Void)?
    if !env.isDisabled, !options.isEmpty {
      let next = ((selected ?? -1) + 1) % options.count
      let select = self.select
      action = {
        let current = TransactionRecorder.current?.stack.last
        if current?.animation == nil && current?.disablesAnimations != true {
          try withAnimation(ControlChoices.toggleTapAnimation) { try select(next) }
        } else {
          try select(next)
        }
      }
    }
    let view = switch env.pickerStyle {
    case .segmented: try segmented(r)
    case .navigationLink: try navigationRow(r)
    default: try menu(r)
    }
    let marked = ResolvedView(.marker(view, InspectModifier(name: "picker", values: [
      "selected": [Double(selected ?? -1)], "count": [Double(options.count)],
    ])))
    return r.tapTarget(env.isDisabled ? ResolvedView(.opacity(marked, ControlChoices.disabledOpacity)) : marked, action)
  }

  private func menu(_ r: EffectResolution) throws -> ResolvedView {
    let tint = r.environment.controls.tint ?? .accentColor
    let value: ViewNode = selected.map { options[$0] } ?? .empty
    let row = HStack(spacing: 4) {
      AnyView(node: value)
      Image(systemName: ControlChoices.menuChevron).imageScale(.small)
    }.foregroundStyle(tint)
    return try r.resolve(row._node, "/menu")
  }

  /// `.navigationLink` (iOS 16): a navigation row, the label leading and the selected option's label
  /// trailing in the secondary colour before a chevron, as a `Form` shows it before the options are pushed.
  /// Under `labelsHidden()` the label is left out.
  private func navigationRow(_ r: EffectResolution) throws -> ResolvedView {
    let value: ViewNode = selected.map { options[$0] } ?? .empty
    let hidden = r.environment.sceneValues[ControlEnvironment.labelsHiddenKey] == AnyHashable(true)
    let row = HStack {
      AnyView(node: hidden ? .empty : label)
      Spacer(minLength: 8)
      AnyView(node: value).foregroundStyle(HierarchicalShapeStyle.secondary).lineLimit(1)
      Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(HierarchicalShapeStyle.tertiary)
    }
    return try r.resolve(row._node, "/navigation")
  }

  private func segmented(_ r: EffectResolution) throws -> ResolvedView {
    let scheme = r.environment.colorScheme
    let n = options.count
    guard n > 0 else { return .empty }
    let index = r.animated("picker.index", [Double(selected ?? 0)])[0]
    let labels = try options.enumerated().map { i, option in
      try r.resolve(AnyView(node: option).font(ControlChoices.segmentFont).lineLimit(1)._node, "/segment\(i)")
    }
    let widest = labels.map { Double($0.sizeThatFits(.unspecified).width) }.max() ?? 0
    let natural = Double(n) * max(ControlChoices.segmentMinimumWidth, widest + 24)
    let h = ControlChoices.segmentHeight, inset = ControlChoices.segmentInset
    let background = ResolvedView(.shape(.roundedRectangle(cornerRadius: ControlChoices.segmentCornerRadius),
                                         fill: .solid(ControlChoices.segmentBackground.resolved(scheme)), stroke: nil))
    let plate = try r.resolve(RoundedRectangle(cornerRadius: ControlChoices.segmentSelectionRadius).fill(ControlChoices.segmentSelection)
      .shadow(color: Color(white: 0, opacity: ControlChoices.segmentShadowOpacity), radius: 4, x: 0, y: 2)._node, "/plate")
    var parts: [PartsDrawer.Part] = [.init(view: background) { PartsDrawer.rect($0, x: 0, width: Double($0.width), height: h) }]
    if selected != nil {
      parts.append(.init(view: plate) { f in
        let w = Double(f.width) / Double(n)
        return PartsDrawer.rect(f, x: index * w + inset, width: w - 2 * inset, height: h - 2 * inset)
      })
    }
    for (i, label) in labels.enumerated() {
      let size = label.sizeThatFits(.unspecified)
      parts.append(.init(view: label) { f in
        let w = Double(f.width) / Double(n)
        let lw = min(Double(size.width), w - 8)
        return PartsDrawer.rect(f, x: Double(i) * w + (w - lw) / 2, width: lw, height: Double(size.height))
      })
    }
    return ResolvedView(.effect(.empty, PartsDrawer(size: { p in CGSize(width: p.width ?? natural, height: h) }, parts: parts)))
  }
}

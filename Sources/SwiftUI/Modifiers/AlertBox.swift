import Foundation
import ViewRuntime

/// An alert as iOS 17 draws it over the whole screen: the screen dimmed, a 270-point box on the regular
/// material with 14-point corners, the title in the headline style and the message in the footnote
/// style, centred, then the actions in 44-point rows behind hairlines: two side by side, others
/// stacked, each in the tint (red when destructive, semibold when it cancels). No actions draws an
/// "OK". A tap on an action runs it and dismisses the alert, as SwiftUI's alert buttons do. The
/// actions keep the order written (iOS moves a cancel action last or leading), and the alert appears
/// without iOS's fade and scale. Sizes from Apple's iOS 17 design resources, stated as choices.
struct _AlertBox: View {
  let title: Text
  let message: AnyView
  let actions: [ViewNode]
  let dismiss: () -> Void

  /// The actions' views, one per button (blocks and `ForEach` flattened).
  static func actions(_ node: ViewNode) -> [ViewNode] {
    switch node {
    case .empty: return []
    case .group(let nodes): return nodes.flatMap(actions)
    case .forEach(let rows): return rows.flatMap { actions($0.node) }
    case .conditional(_, let inner): return actions(inner)
    default: return [node]
    }
  }

  var body: some View {
    let buttons = actions.isEmpty ? [Button("OK") {}._node] : actions
    ZStack {
      Color.black.opacity(0.2).ignoresSafeArea()
      VStack(spacing: 0) {
        VStack(spacing: 4) {
          title.font(.headline)
          message.font(.footnote)
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 16)
        .padding(.vertical, 19)
        .frame(maxWidth: .infinity)
        Divider()
        if buttons.count == 2 {
          HStack(spacing: 0) {
            action(buttons[0])
            Divider()
            action(buttons[1])
          }
          .fixedSize(horizontal: false, vertical: true)
        } else {
          ForEach(buttons.indices, id: \.self) { i in
            if i > 0 { Divider() }
            action(buttons[i])
          }
        }
      }
      .frame(width: 270)
      .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
  }

  private func action(_ node: ViewNode) -> some View {
    let dismiss = self.dismiss
    return AnyView(_node: node)
      .buttonStyle(_AlertActionStyle())
      ._modified(.effect(ControlEnvironmentModifier { $0.afterButtonAction = { dismiss() } }))
  }
}

/// An alert action: its label centred in a 44-point row, in the tint, red when destructive, semibold
/// when it cancels.
struct _AlertActionStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(configuration.role == .cancel ? .body.weight(.semibold) : .body)
      .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
      .lineLimit(1)
      .frame(maxWidth: .infinity, minHeight: 44)
      .contentShape(Rectangle())
  }
}

import Foundation
import ViewRuntime

/// SwiftUI's `ColorPicker` (https://developer.apple.com/documentation/swiftui/colorpicker), closed, as
/// iOS shows it in a row: the label, then at the trailing edge a 28-point colour well, the selected
/// colour in a ring of the hue circle. The well's size and ring are this module's reading of iOS 17's,
/// not measured. Choosing a colour happens in a sheet a user opens, which a render never does; the
/// selection is drawn as it is. `labelsHidden()` leaves the well alone.
public struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Binding<Color>

  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      ZStack {
        Circle()
          .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3)
        Circle()
          .fill(selection.wrappedValue)
          .padding(5)
      }
      .frame(width: 28, height: 28)
    }
  }
}

extension ColorPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

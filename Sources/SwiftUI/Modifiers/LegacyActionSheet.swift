import Foundation
import ViewRuntime

/// SwiftUI's iOS 13 `ActionSheet` (https://developer.apple.com/documentation/swiftui/actionsheet),
/// deprecated for `confirmationDialog(_:isPresented:titleVisibility:actions:)`: a title, an optional
/// message and a list of buttons that slide up from the bottom of the screen.
///
/// `actionSheet(isPresented:content:)` behaves as its replacement does here: confirmation dialogs are
/// not drawn yet, so while the sheet is presented the view is drawn as it is and the render warns
/// once (`PresentationEffect`); the content closure does not run.
public struct ActionSheet {
  /// SwiftUI's `ActionSheet.Button`, the alert's button type.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet; without buttons iOS shows a single "Cancel".
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title; self.message = message; self.buttons = buttons
  }
}

extension View {
  /// SwiftUI's deprecated `actionSheet(isPresented:content:)`.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    _modified(.effect(PresentationEffect("actionSheet", isPresented: isPresented.wrappedValue)))
  }

  /// SwiftUI's deprecated `actionSheet(item:content:)`: presented while `item` is not nil.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    _modified(.effect(PresentationEffect("actionSheet", isPresented: item.wrappedValue != nil)))
  }
}

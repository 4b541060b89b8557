import Foundation
import ViewRuntime

/// SwiftUI's iOS 13 `Alert` (https://developer.apple.com/documentation/swiftui/alert), deprecated for
/// `alert(_:isPresented:actions:message:)` and still common in app code: a title, an optional message
/// and one or two buttons. `alert(isPresented:content:)` draws it as the modern alert with the same
/// title, message and buttons (a default button is a plain action, `.cancel` and `.destructive` take
/// those roles), so it looks, taps and dismisses alike.
public struct Alert {
  /// SwiftUI's `Alert.Button`.
  public struct Button {
    enum Kind { case plain, cancel, destructive }
    let label: Text
    let kind: Kind
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, kind: .plain, action: action) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, kind: .cancel, action: action) }
    /// A cancel button with the system's label, "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), kind: .cancel, action: action) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, kind: .destructive, action: action)
    }

    @MainActor var view: SwiftUI.Button<Text> {
      let role: ButtonRole? = kind == .cancel ? .cancel : kind == .destructive ? .destructive : nil
      let action = self.action
      return SwiftUI.Button(role: role, action: { action?() }, label: { label })
    }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; without one, iOS shows "OK" (as the modern alert without actions does).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title; self.message = message; buttons = dismissButton.map { [$0] } ?? []
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title; self.message = message; buttons = [primaryButton, secondaryButton]
  }
}

extension View {
  /// SwiftUI's deprecated `alert(isPresented:content:)`.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return self.alert(alert.title, isPresented: isPresented) {
      ForEach(alert.buttons.indices, id: \.self) { alert.buttons[$0].view }
    } message: {
      if let message = alert.message { message }
    }
  }

  /// SwiftUI's deprecated `alert(item:content:)`: presented while `item` is not nil; dismissing it
  /// sets `item` to nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let presented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    let alert = item.wrappedValue.map(content)
    return self.alert(alert?.title ?? Text(""), isPresented: presented) {
      ForEach((alert?.buttons ?? []).indices, id: \.self) { alert!.buttons[$0].view }
    } message: {
      if let message = alert?.message { message }
    }
  }
}

import Foundation
import ViewRuntime

// Modal presentations (https://developer.apple.com/documentation/swiftui/modal-presentations). Alerts
// and sheets are drawn over the canvas while presented (`_AlertBox`, `_Sheet`); what the others
// present is not drawn yet:
// the view is drawn as it is, and while one is presented the render warns once (`PresentationEffect`).
// Their content closures do not run.

/// SwiftUI's `Visibility` (https://developer.apple.com/documentation/swiftui/visibility).
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// SwiftUI's `PresentationDetent`: a sheet's resting heights.
public struct PresentationDetent: Hashable, Sendable {
  let detent: SheetSettingsEffect.Detent
  public static let medium = PresentationDetent(detent: .medium)
  public static let large = PresentationDetent(detent: .large)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(detent: .fraction(Double(fraction))) }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(detent: .height(Double(height))) }
}

/// SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

extension View {
  private func presenting(_ kind: String, _ isPresented: Bool) -> some View {
    _modified(.effect(PresentationEffect(kind, isPresented: isPresented)))
  }

  /// An alert with `title`, drawn over the canvas while `isPresented` holds.
  private func alerting<A: View, M: View>(_ title: Text, _ isPresented: Binding<Bool>, _ actions: () -> A, _ message: () -> M) -> some View {
    let shown = isPresented.wrappedValue
    let box = shown ? _makeNode(_AlertBox(title: title, message: AnyView(message()), actions: _AlertBox.actions(_makeNode(actions())),
                                          dismiss: { isPresented.wrappedValue = false })) : nil
    return _modified(.effect(PresentationEffect("alert", isPresented: shown, presented: box)))
  }

  /// SwiftUI's `sheet(isPresented:onDismiss:content:)`: drawn over the canvas while presented (`_Sheet`).
  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Content) -> some View {
    let shown = isPresented.wrappedValue
    return _modified(.effect(PresentationEffect("sheet", isPresented: shown, presented: shown ? _Sheet.node(content()) : nil)))
  }

  /// SwiftUI's `sheet(item:onDismiss:content:)`: the content for the item, while there is one.
  public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                       @ViewBuilder content: @escaping (Item) -> Content) -> some View {
    let presented = item.wrappedValue.map { _Sheet.node(content($0)) }
    return _modified(.effect(PresentationEffect("sheet", isPresented: presented != nil, presented: presented)))
  }

  /// SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`.
  public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                             @ViewBuilder content: @escaping () -> Content) -> some View {
    presenting("fullScreenCover", isPresented.wrappedValue)
  }

  /// SwiftUI's `fullScreenCover(item:onDismiss:content:)`.
  public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                 @ViewBuilder content: @escaping (Item) -> Content) -> some View {
    presenting("fullScreenCover", item.wrappedValue != nil)
  }

  /// SwiftUI's `popover(isPresented:attachmentAnchor:arrowEdge:content:)`.
  public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                     arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
    presenting("popover", isPresented.wrappedValue)
  }

  /// SwiftUI's `alert(_:isPresented:actions:)` and `alert(_:isPresented:actions:message:)`, with a
  /// localized key, a string or a `Text` as title.
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alerting(Text(titleKey), isPresented, actions) { EmptyView() }
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alerting(Text(title), isPresented, actions) { EmptyView() }
  }

  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alerting(title, isPresented, actions) { EmptyView() }
  }

  public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View {
    alerting(Text(titleKey), isPresented, actions, message)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                         @ViewBuilder message: () -> M) -> some View {
    alerting(Text(title), isPresented, actions, message)
  }

  public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View {
    alerting(title, isPresented, actions, message)
  }

  /// SwiftUI's `alert(_:isPresented:presenting:actions:message:)`: the actions and message read `data`.
  public func alert<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
    alertingData(Text(titleKey), isPresented, data, actions, message)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, T, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
    alertingData(Text(title), isPresented, data, actions, message)
  }

  /// An alert whose actions and message read `data` (none while `data` is nil, as in SwiftUI).
  private func alertingData<T, A: View, M: View>(_ title: Text, _ isPresented: Binding<Bool>, _ data: T?, _ actions: (T) -> A,
                                                 _ message: (T) -> M) -> some View {
    let shown = isPresented.wrappedValue && data != nil
    let box = shown ? data.map {
      _makeNode(_AlertBox(title: title, message: AnyView(message($0)), actions: _AlertBox.actions(_makeNode(actions($0))),
                          dismiss: { isPresented.wrappedValue = false }))
    } : nil
    return _modified(.effect(PresentationEffect("alert", isPresented: shown, presented: box)))
  }

  /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)` and its `message:` form.
  public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                          titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
    presenting("confirmationDialog", isPresented.wrappedValue)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                             titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
    presenting("confirmationDialog", isPresented.wrappedValue)
  }

  public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                   titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                   @ViewBuilder message: () -> M) -> some View {
    presenting("confirmationDialog", isPresented.wrappedValue)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                      titleVisibility: Visibility = .automatic,
                                                                      @ViewBuilder actions: () -> A,
                                                                      @ViewBuilder message: () -> M) -> some View {
    presenting("confirmationDialog", isPresented.wrappedValue)
  }

  /// A presented sheet's settings: its detents, drag indicator, corner radius, background, and whether
  /// a swipe dismisses it.
  /// Written on the sheet's content, the sheet reads them at once; written deeper (in the body of the
  /// view the sheet shows), they reach it as a preference, as SwiftUI reads them from anywhere inside.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    sheetSetting(SheetSettingsEffect(detents: _Sheet.ordered(detents)))
  }
  /// The sheet opens at `selection`.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    sheetSetting(SheetSettingsEffect(detents: [selection.wrappedValue.detent]))
  }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    sheetSetting(SheetSettingsEffect(dragIndicator: visibility == .automatic ? nil : visibility == .visible))
  }

  private func sheetSetting(_ setting: SheetSettingsEffect) -> some View {
    _modified(.effect(setting)).transformPreference(_SheetSettingsKey.self) { found in
      // Outer settings are applied after inner ones, so the outermost wins, as on the content.
      if let d = setting.detents { found.detents = d }
      if let i = setting.dragIndicator { found.dragIndicator = i }
      if let u = setting.undimmedThrough { found.undimmedThrough = u }
    }
  }
  /// SwiftUI's `presentationBackgroundInteraction(_:)` (iOS 16.4): with `.enabled`, or
  /// `.enabled(upThrough:)` a detent at least as tall as the one the sheet rests at, the screen under the
  /// sheet is not dimmed.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    sheetSetting(SheetSettingsEffect(undimmedThrough: .some(interaction.undimmedThrough)))
  }

  /// SwiftUI's `presentationCompactAdaptation(_:)` (iOS 16.4): how a popover adapts on an iPhone;
  /// popovers are not drawn yet.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { _transformed { $0 } }

  /// SwiftUI's `presentationContentInteraction(_:)` (iOS 16.4): whether a swipe resizes the sheet or
  /// scrolls it, which a still does not show.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { _transformed { $0 } }

  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { _transformed { $0 } }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { _transformed { $0 } }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _transformed { $0 } }
}

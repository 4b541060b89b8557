import Foundation
import ViewRuntime

// Text-entry settings with nothing to draw: a render shows no keyboard and takes no submission, so
// these leave the view as it is (scripted typing writes the text directly).

/// SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
  public static let done = SubmitLabel()
  public static let go = SubmitLabel()
  public static let send = SubmitLabel()
  public static let join = SubmitLabel()
  public static let route = SubmitLabel()
  public static let search = SubmitLabel()
  public static let `return` = SubmitLabel()
  public static let next = SubmitLabel()
  public static let `continue` = SubmitLabel()
}

/// SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// SwiftUI's `textInputAutocapitalization(_:)`.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _transformed { $0 } }

  /// SwiftUI's `autocorrectionDisabled(_:)`.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _transformed { $0 } }

  /// SwiftUI's `submitLabel(_:)`.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _transformed { $0 } }

  /// SwiftUI's `onSubmit(of:_:)`: nothing submits in a render.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { _transformed { $0 } }

  /// SwiftUI's `textContentType(_:)`: the AutoFill kind of a field
  /// (https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv).
  public func textContentType(_ textContentType: UITextContentType?) -> some View { _transformed { $0 } }

  /// The iOS 13 `autocapitalization(_:)`, deprecated for `textInputAutocapitalization(_:)`.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { _transformed { $0 } }

  /// The iOS 13 `disableAutocorrection(_:)`, deprecated for `autocorrectionDisabled(_:)`.
  public func disableAutocorrection(_ disable: Bool?) -> some View { _transformed { $0 } }
}

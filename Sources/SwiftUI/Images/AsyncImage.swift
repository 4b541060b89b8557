import Foundation
import ViewRuntime

/// SwiftUI's `AsyncImage` (https://developer.apple.com/documentation/swiftui/asyncimage): a view that
/// loads an image from a URL and shows a placeholder until it has loaded.
///
/// A render never loads it: a scene's frames must be the same bytes on every run and machine, and a
/// download would make them depend on the network (and on when it answered). So the view stays in
/// its first phase, `.empty`, for the whole clip, as it looks on a device while the image is still
/// loading: the `placeholder` closure's view, the phase closure's `.empty` case, or, for
/// `AsyncImage(url:)`, the default placeholder, a gray fill taking the space offered. Loading local
/// files or asset images by URL is not built (see docs/known-gaps.md).
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let scale: CGFloat
  private let shown: () -> AnyView

  /// `AsyncImage(url:scale:)`: the image at its own size once loaded; until then the default
  /// placeholder, which fills the space it is offered.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    shown = { AnyView(_AsyncImageDefaultPlaceholder()) }
  }

  /// `AsyncImage(url:scale:content:placeholder:)`: `content` gets the loaded image; `placeholder` is
  /// shown until then (here, always).
  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.scale = scale
    shown = { AnyView(placeholder()) }
  }

  /// `AsyncImage(url:scale:transaction:content:)`: `content` is called with the loading phase; here
  /// always `.empty`, so the transaction (which animates phase changes) never applies.
  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.url = url
    self.scale = scale
    shown = { AnyView(content(.empty)) }
  }

  public var body: some View { shown() }
}

/// SwiftUI's `AsyncImagePhase` (https://developer.apple.com/documentation/swiftui/asyncimagephase):
/// where a load is. A render is always at `.empty` (see ``AsyncImage``).
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)

  /// The loaded image, in `.success`.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The load's error, in `.failure`.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The placeholder `AsyncImage(url:)` shows while loading: a gray fill of the whole space offered, as
/// the documentation describes it ("a default placeholder that fills the available space"); the gray
/// is the system's secondary fill, our choice of colour.
public struct _AsyncImageDefaultPlaceholder: View {
  public var body: some View { Color(uiColor: .secondarySystemFill) }
}

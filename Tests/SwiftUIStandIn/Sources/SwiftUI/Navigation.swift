// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30. The stand-in
// navigates nowhere: a stack shows its root, a link shows its label and keeps its destination so
// that the inspector can evaluate it (see ExampleInspection.swift), and a title is dropped.
//
// `NavigationStack` and its `init(root:)` follow the iOS 27.0 SDK's SwiftUI interface
// (xybp888/iOS-SDKs, commit ad607cb, the 16,000 characters read from offset 1,081,000), which
// declares both `nonisolated`, where 26.2 declares them `@MainActor @preconcurrency`; `body` is
// left as 26.2 declares it.

// Apple: https://developer.apple.com/documentation/swiftui/navigationstack — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// The stand-in shows the root view only.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root

  // Apple: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:) — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Creates a navigation stack that manages its own navigation state.
  ///
  /// - Parameter root: The view to display when the stack is empty.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init(@ContentBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }

  // The structure's; as the iOS 26.2 SDK declares it (`@MainActor @preconcurrency var body`).
  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// The content of the stack: its root view, in the stand-in.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View {
    root
  }
}

// Not `Sendable`: the iOS 26.2 SDK interface declares `@available(*, unavailable) extension
// SwiftUI.NavigationStack : Swift.Sendable`, the iOS 27.0 one `NavigationStack : ~Sendable`.
// Apple: page not found — unavailable
@available(*, unavailable)
extension NavigationStack: Sendable {}

// Apple: https://developer.apple.com/documentation/swiftui/navigationpath — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
/// A type-erased list of data representing the content of a navigation stack.
///
/// The stand-in's path holds nothing.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath {
  // Apple: https://developer.apple.com/documentation/swiftui/navigationpath/init() — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Creates a new, empty navigation path.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public init() {}
}

// Apple: https://developer.apple.com/documentation/swiftui/navigationlink — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A view that controls a navigation presentation.
///
/// The stand-in shows the label. It keeps the destination, which it never presents, so that the
/// inspector can evaluate it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination

  // Apple: https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a navigation link that presents the destination view.
  ///
  /// - Parameters:
  ///   - destination: A view for the navigation link to present.
  ///   - label: A content builder to produce a label describing the `destination` to present.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(
    @ContentBuilder destination: () -> Destination,
    @ContentBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
  }

  // The structure's; as the iOS 26.2 SDK declares it (`@MainActor @preconcurrency var body`).
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content of the link: its label, in the stand-in.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View {
    label
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
  // Apple: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a navigation link that presents a destination view, with a text label that the link
  /// generates from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: A localized string key for creating a text label.
  ///   - destination: A view for the navigation link to present.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    @ContentBuilder destination: () -> Destination
  ) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Configures the view's title for purposes of navigation, using a localized string.
  ///
  /// The stand-in drops the title and returns the view unchanged.
  ///
  /// - Parameter titleKey: The key to a localized string to display.
  /// - Returns: The view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    self
  }
}

// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30: `List`, `Form` and
// `Section`, with the initializers the example app uses. In the stand-in each container's body
// is simply its content (a section's: header, content, footer), so that the inspector, which
// calls `body`, reaches the rows; nothing is laid out or styled.

// Apple: https://developer.apple.com/documentation/swiftui/list — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor
@preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  // Apple: https://developer.apple.com/documentation/swiftui/list/body — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content of the list.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View {
    content
  }
}

// Not `Sendable`, though a main-actor type would be by default: the iOS 26.2 SDK interface
// declares `@available(*, unavailable) extension SwiftUI.List : Swift.Sendable`.
// Apple: page not found — unavailable
@available(*, unavailable)
extension List: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // Apple: https://developer.apple.com/documentation/swiftui/list/init(content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a list with the given content.
  ///
  /// - Parameter content: The content of the list.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/form — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A container for grouping controls used for data entry, such as in settings or inspectors.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Form<Content: View>: View {
  let content: Content

  // Apple: https://developer.apple.com/documentation/swiftui/form/init(content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a form with the provided content.
  ///
  /// - Parameter content: A content builder that provides the content for the form.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  // The structure's; as the iOS 26.2 SDK declares it (`@MainActor @preconcurrency var body`).
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content of the form.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View {
    content
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/section — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A container view that you can use to add hierarchy within certain views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

// Apple: https://developer.apple.com/documentation/swiftui/section — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  // Apple: https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a section with a header, footer, and the provided section content.
  ///
  /// - Parameters:
  ///   - content: The section's content.
  ///   - header: A view to use as the section's header.
  ///   - footer: A view to use as the section's footer.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  // Not SwiftUI API. In SwiftUI's interface a section is a primitive view (`Body` is `Never`) and
  // declares no `body`; the stand-in's is a composite of its parts, so that the inspector reaches
  // the rows, and is SPI, kept out of the audit against Apple's declarations.
  /// The section's header, content and footer, in that order.
  @_spi(PrimitiveBody) nonisolated public var body: some View {
    TupleView((header, content, footer))
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // Apple: https://developer.apple.com/documentation/swiftui/section/init(_:content:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a section with the provided section content.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the section's localized title, which describes the contents of
  ///     the section.
  ///   - content: The section's content.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // Apple: https://developer.apple.com/documentation/swiftui/section/init(content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a section with the provided section content.
  ///
  /// - Parameter content: The section's content.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

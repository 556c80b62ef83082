// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30: `List`, `Form` and
// `Section`, with the initializers the example app uses. In the stand-in each container's body
// is simply its content (a section's: header, content, footer), so that the inspector, which
// calls `body`, reaches the rows; nothing is laid out or styled.
//
// `List` and `Section`'s initializers follow the iOS 27.0 SDK's SwiftUI interface
// (xybp888/iOS-SDKs, commit ad607cb, the 16,000 characters read from offsets 465,000, 481,000 and
// 794,500). 27.0 declares `List` and its `init(content:)` `nonisolated`, where 26.2 declares
// them `@MainActor @preconcurrency`: a list can be made off the main actor with Xcode 27, not
// with Xcode 26 (the `.ci/apple-sdk` compiles against 26.2 catch code that does). 27.0 declares
// `Section`'s three initializers `@export(implementation)`, in extensions that no longer require
// `Content: View` (nor, for `init(content:header:footer:)`, `Parent: View` and `Footer: View`).
// `List.body` is left as 26.2 declares it (`@MainActor @preconcurrency`); 27.0 declares it
// `nonisolated`, and nothing here uses it.

// Apple: https://developer.apple.com/documentation/swiftui/list — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
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

// Not `Sendable`: the iOS 26.2 SDK interface declares `@available(*, unavailable) extension
// SwiftUI.List : Swift.Sendable`, the iOS 27.0 one `List : ~Sendable`.
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
  nonisolated public init(@ContentBuilder content: () -> Content) {
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
  nonisolated public init(@ContentBuilder content: () -> Content) {
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

  /// The initializer the public ones call, whose bodies are emitted into the client; not SwiftUI
  /// API.
  @usableFromInline
  init(header: Parent, content: Content, footer: Footer) {
    self.header = header
    self.content = content
    self.footer = footer
  }
}

extension Section {
  // Apple: https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a section with a header, footer, and the provided section content.
  ///
  /// - Parameters:
  ///   - content: The section's content.
  ///   - header: A view to use as the section's header.
  ///   - footer: A view to use as the section's footer.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  public init(
    @ContentBuilder content: () -> Content,
    @ContentBuilder header: () -> Parent,
    @ContentBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/section — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  // Not SwiftUI API. In SwiftUI's interface a section is a primitive view (`Body` is `Never`) and
  // declares no `body`; the stand-in's is a composite of its parts, so that the inspector reaches
  // the rows, and is SPI, kept out of the audit against Apple's declarations.
  /// The section's header, content and footer, in that order.
  @_spi(PrimitiveBody) nonisolated public var body: some View {
    TupleView((header, content, footer))
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == Text, Footer == EmptyView {
  // Apple: https://developer.apple.com/documentation/swiftui/section/init(_:content:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a section with the provided section content.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the section's localized title, which describes the contents of
  ///     the section.
  ///   - content: The section's content.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @export(implementation)
  public init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Footer == EmptyView {
  // Apple: https://developer.apple.com/documentation/swiftui/section/init(content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a section with the provided section content.
  ///
  /// - Parameter content: The section's content.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  public init(@ContentBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).

import Foundation

// Apple: https://developer.apple.com/documentation/swiftui/text — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A view that displays one or more lines of read-only text.
///
/// The stand-in keeps the text it would display (the key itself: nothing is localized).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Text: Equatable, Sendable {
  /// What the text shows, as the stand-in renders it; not SwiftUI API.
  let resolved: String
  /// The localization key, with `%@` for interpolated values, or nil when the text is shown
  /// without localization; not SwiftUI API.
  let key: String?

  // Apple: https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a text view that displays localized content identified by a key.
  ///
  /// - Parameters:
  ///   - key: The key for a string in the table identified by `tableName`.
  ///   - tableName: The name of the string table to search.
  ///   - bundle: The bundle containing the strings file.
  ///   - comment: Contextual information about this key-value pair.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    resolved = key.rendered
    self.key = key.key
  }

  // Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a text view that displays a stored string without localization.
  ///
  /// - Parameter content: The string value to display without localization.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    resolved = String(content)
    key = nil
  }

  // Apple: https://developer.apple.com/documentation/swiftui/text/init(verbatim:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a text view that displays a string literal without localization.
  ///
  /// - Parameter content: A string to display without localization.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(verbatim content: String) {
    resolved = content
    key = nil
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/text — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text: View {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of view representing the body of this view: none, as for every primitive view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public typealias Body = Never

  // Not SwiftUI API. SwiftUI's interface declares no `body` for its primitive views (the
  // requirement is met out of sight), so the stand-in's is SPI, kept out of the audit
  // against Apple's declarations; `view.body` still reaches it through `View`.
  /// The body of a primitive view, which has none.
  ///
  /// Evaluating it stops the program.
  @_spi(PrimitiveBody) public var body: Never { primitiveViewBody(Self.self) }
}

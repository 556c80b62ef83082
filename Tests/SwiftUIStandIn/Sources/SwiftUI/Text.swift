// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29:
// `Text.init(_:tableName:bundle:comment:)` and `Text.init(_:)` for `StringProtocol`. The `Text`
// declaration and `init(verbatim:)` were not surfaced; they are declared in SwiftUI's
// long-standing shape (`@frozen struct Text: Equatable, Sendable`).

import Foundation

/// A view that displays one or more lines of read-only text.
///
/// The stand-in keeps the text it would display (the key itself: nothing is localized).
@frozen
public struct Text: Equatable, Sendable {
  /// What the text shows, as the stand-in renders it; not SwiftUI API.
  let resolved: String
  /// The localization key, with `%@` for interpolated values, or nil when the text is shown
  /// without localization; not SwiftUI API.
  let key: String?

  /// Creates a text view that displays localized content identified by a key.
  ///
  /// - Parameters:
  ///   - key: The key for a string in the table identified by `tableName`.
  ///   - tableName: The name of the string table to search.
  ///   - bundle: The bundle containing the strings file.
  ///   - comment: Contextual information about this key-value pair.
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    resolved = key.rendered
    self.key = key.key
  }

  /// Creates a text view that displays a stored string without localization.
  ///
  /// - Parameter content: The string value to display without localization.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    resolved = String(content)
    key = nil
  }

  /// Creates a text view that displays a string literal without localization.
  ///
  /// - Parameter content: A string to display without localization.
  public init(verbatim content: String) {
    resolved = content
    key = nil
  }
}

extension Text: View {
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `LocalizedStringKey`
// (`@frozen struct`), `init(_ value: String)`, `init(stringLiteral:)`,
// `init(stringInterpolation:)`, `StringInterpolation`, `appendLiteral(_:)`,
// `appendInterpolation(_ text: Text)` (iOS 14). `appendInterpolation(_ string: String)` was not
// surfaced as a page; it is declared in SwiftUI's long-standing shape. Only these interpolations
// are declared; the library uses `Text` interpolation only.

import Foundation

/// The key used to look up an entry in a strings file or strings dictionary file.
///
/// The stand-in does not localize. It keeps the key as SwiftUI would form it (`%@` for each
/// interpolated value) and, for tests, the text with the values filled in.
@frozen
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The key, with `%@` where values were interpolated; not SwiftUI API.
  let key: String
  /// The key with the interpolated values filled in; not SwiftUI API.
  let rendered: String

  /// Creates a localized string key from the given string value.
  ///
  /// - Parameter value: The string to use as a localization key.
  public init(_ value: String) {
    key = value
    rendered = value
  }

  /// Creates a localized string key from the given string literal.
  ///
  /// - Parameter value: The string literal to use as a localization key.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a localized string key from the given string interpolation.
  ///
  /// - Parameter stringInterpolation: The string interpolation to use as the localization key.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    key = stringInterpolation.key
    rendered = stringInterpolation.rendered
  }

  /// Represents the contents of a string literal with interpolations while it's being built, for
  /// use in creating a localized string key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var rendered = ""

    /// Creates an empty interpolation.
    ///
    /// - Parameters:
    ///   - literalCapacity: The approximate size of all literal segments.
    ///   - interpolationCount: The number of interpolated values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 2 * interpolationCount)
    }

    /// Appends a literal string.
    ///
    /// - Parameter literal: The literal string to append.
    public mutating func appendLiteral(_ literal: String) {
      key += literal
      rendered += literal
    }

    /// Appends a literal string segment to a string interpolation.
    ///
    /// - Parameter string: The string to append.
    public mutating func appendInterpolation(_ string: String) {
      key += "%@"
      rendered += string
    }

    /// Appends the string displayed by a text view to a string interpolation.
    ///
    /// - Parameter text: A `Text` instance to append.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ text: Text) {
      key += "%@"
      rendered += text.resolved
    }
  }
}

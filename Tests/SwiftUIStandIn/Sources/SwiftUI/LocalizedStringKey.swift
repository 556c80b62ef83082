// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Only the interpolations the library and tests use. `appendInterpolation(_:)` for a `String`
// and the interpolation's initializer have no pages of their own.

import Foundation

// Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// The key used to look up an entry in a strings file or strings dictionary file.
///
/// The stand-in does not localize. It keeps the key as SwiftUI would form it (`%@` for each
/// interpolated value) and, for tests, the text with the values filled in.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The key, with `%@` where values were interpolated; not SwiftUI API.
  let key: String
  /// The key with the interpolated values filled in; not SwiftUI API.
  let rendered: String

  // Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a localized string key from the given string value.
  ///
  /// - Parameter value: The string to use as a localization key.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(_ value: String) {
    key = value
    rendered = value
  }

  // Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a localized string key from the given string literal.
  ///
  /// - Parameter value: The string literal to use as a localization key.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(stringLiteral value: String) {
    self.init(value)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a localized string key from the given string interpolation.
  ///
  /// - Parameter stringInterpolation: The string interpolation to use as the localization key.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    key = stringInterpolation.key
    rendered = stringInterpolation.rendered
  }

  // Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Represents the contents of a string literal with interpolations while it's being built, for
  /// use in creating a localized string key.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var rendered = ""

    // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Creates an empty interpolation.
    ///
    /// - Parameters:
    ///   - literalCapacity: The approximate size of all literal segments.
    ///   - interpolationCount: The number of interpolated values.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 2 * interpolationCount)
    }

    // Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Appends a literal string.
    ///
    /// - Parameter literal: The literal string to append.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public mutating func appendLiteral(_ literal: String) {
      key += literal
      rendered += literal
    }

    // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Appends a literal string segment to a string interpolation.
    ///
    /// - Parameter string: The string to append.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public mutating func appendInterpolation(_ string: String) {
      key += "%@"
      rendered += string
    }

    // Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    /// Appends the string displayed by a text view to a string interpolation.
    ///
    /// - Parameter text: A `Text` instance to append.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public mutating func appendInterpolation(_ text: Text) {
      key += "%@"
      rendered += text.resolved
    }
  }
}

// Not `Sendable`: the iOS 26.2 SDK interface declares
// `@available(*, unavailable) extension SwiftUICore.LocalizedStringKey : Swift.Sendable`.
// Apple: page not found — unavailable
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

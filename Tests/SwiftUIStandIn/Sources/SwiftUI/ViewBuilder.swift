// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era (the `ViewBuilder` page contrasts
// "Xcode 26 and earlier" with "Xcode 27 and later"), read 2026-11-29: `ViewBuilder`,
// `buildBlock()` (returns `EmptyContent`), `buildBlock(_:)` (unconstrained `Content`), the
// parameter-pack `buildBlock(_:)` (`where repeat each Content : View`), `buildIf(_:)`,
// `buildEither(first:)`, `buildEither(second:)` (unconstrained, as in the Xcode 27 SDK), and
// `ContentBuilder` (`typealias ContentBuilder = ViewBuilder`). `buildLimitedAvailability(_:)`
// for views (returning `AnyView`, iOS 14) was not surfaced; only the `Commands` overload was.
// The library itself writes `@ViewBuilder`, which both the Xcode 26 and Xcode 27 SDKs accept.

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
  /// Builds an empty content from a block containing no statements.
  ///
  /// - Returns: Empty content.
  public static func buildBlock() -> EmptyContent {
    EmptyView()
  }

  /// Passes a single piece of content written as a child view through unmodified.
  ///
  /// - Parameter content: The content.
  /// - Returns: The same content.
  public static func buildBlock<Content>(_ content: Content) -> Content {
    content
  }

  /// Builds a tuple view from several child views.
  ///
  /// - Parameter content: The child views.
  /// - Returns: A tuple view holding them.
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }

  /// Produces optional content for conditional statements in multi-statement closures that's
  /// only included when the condition evaluates to true.
  ///
  /// - Parameter content: The content, or nil.
  /// - Returns: The same optional.
  public static func buildIf<Content>(_ content: Content?) -> Content? {
    content
  }

  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is true.
  ///
  /// - Parameter first: The content of the true branch.
  /// - Returns: Conditional content holding it.
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is false.
  ///
  /// - Parameter second: The content of the false branch.
  /// - Returns: Conditional content holding it.
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Processes view content for a conditional compiler-control statement that performs an
  /// availability check.
  ///
  /// - Parameter content: The content.
  /// - Returns: The content, type-erased.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// A custom parameter attribute that constructs views and other content types from closures.
public typealias ContentBuilder = ViewBuilder

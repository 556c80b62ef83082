// `ViewBuilder` as Xcode 26 and earlier declare it, every method constrained to `View`: the
// audit compares each method with the iOS 26.2 SDK's (SwiftUICore, `struct ViewBuilder`).
//
// Apple's current pages (the Xcode 27 SDK) show `buildBlock(_:)`, `buildIf(_:)` and
// `buildEither(first:)`/`buildEither(second:)` unconstrained and no `buildExpression(_:)`: in
// Xcode 27 a `ViewBuilder` closure builds type-agnostic content and the `View` requirement is
// checked where the content is used. The `ViewBuilder` page says so ("When you build your
// project in Xcode 26 and earlier ... When you build in Xcode 27 and later ..."). Users of this
// package may build with either, so the stand-in keeps the stricter shape: code it accepts
// compiles with both, and a closure that mixes in a non-view fails here as it would in Xcode 26.
// The pages cited are the current ones for the same methods. Xcode 27's `ContentBuilder`, which
// its pages write on parameters where 26.2 writes `@ViewBuilder`, is not declared here: no SDK on
// this machine has it.

// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Builds an expression within the builder.
  ///
  /// - Parameter content: A view.
  /// - Returns: The same view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Builds an empty view from a block containing no statements.
  ///
  /// - Returns: An empty view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Passes a single view written as a child view through unmodified.
  ///
  /// - Parameter content: The view.
  /// - Returns: The same view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Builds a tuple view from several child views.
  ///
  /// - Parameter content: The child views.
  /// - Returns: A tuple view holding them.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Produces an optional view for conditional statements in multi-statement closures that's
  /// only visible when the condition evaluates to true.
  ///
  /// - Parameter content: The view, or nil.
  /// - Returns: The same optional.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is true.
  ///
  /// - Parameter first: The view of the true branch.
  /// - Returns: Conditional content holding it.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is false.
  ///
  /// - Parameter second: The view of the false branch.
  /// - Returns: Conditional content holding it.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Processes view content for a conditional compiler-control statement that performs an
  /// availability check.
  ///
  /// - Parameter content: The view.
  /// - Returns: The view, type-erased.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

// Apple: page not found — unavailable
@available(*, unavailable)
extension ViewBuilder: Sendable {}

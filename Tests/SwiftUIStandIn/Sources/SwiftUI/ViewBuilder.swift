// `ViewBuilder` as the iOS 27.0 SDK declares it (SwiftUICore interface, xybp888/iOS-SDKs at
// commit ad607cb, iPhoneOS27.0.sdk/.../SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface,
// the 16,000 characters read from offset 287,000), which Xcode 27 also calls `ContentBuilder`
// (ContentBuilder.swift). Against the iOS 26.2 SDK:
//
// - `buildExpression(_:)`, which 26.2 constrains to `View`, is gone: each statement reaches
//   `buildBlock` as it is;
// - `buildBlock(_:)` for one statement, `buildIf(_:)` and `buildEither(first:)` /
//   `buildEither(second:)` have no `View` constraint: a closure builds content of any type,
//   and the `View` requirement is checked where the content is used (the `Content: View` of
//   the view or modifier that takes the closure; a `some View` result);
// - the parameter-pack `buildBlock(_:)` that makes a `TupleView` still requires every statement
//   to be a `View` (and is `@_disfavoredOverload`, as in 26.2); 27.0 adds beside it one that
//   makes a `TupleContent`, available from iOS 27 only, which the stand-in leaves out: code
//   built for a deployment target below iOS 27 cannot use it, so a closure of several
//   statements that are not all views is rejected here as it is there;
// - `buildBlock()` returns `EmptyContent`, an alias of `EmptyView`;
// - every method is `@export(implementation)` (26.2 prints the same attribute under its old
//   name, `@_alwaysEmitIntoClient`).
//
// The audit (Tests/SwiftUIStandIn/Audit) compares these with 26.2's through the rewrites its
// table lists for each (`FOLLOWS_27_0` in ios27_0.py), and lists `buildExpression(_:)` as removed.
// Code the stand-in accepts is also compiled against the 17.4 and 26.2 SDKs by `.ci/apple-sdk`,
// which still require `View` in every statement, so nothing that only Xcode 27 accepts can pass
// unnoticed.

// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Builds an empty view from a block containing no statements.
  ///
  /// - Returns: An empty view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  public static func buildBlock() -> EmptyContent {
    EmptyView()
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Passes a single piece of content written as a child through unmodified.
  ///
  /// - Parameter content: The content.
  /// - Returns: The same content.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  public static func buildBlock<Content>(_ content: Content) -> Content {
    content
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Builds a tuple view from several child views.
  ///
  /// - Parameter content: The child views.
  /// - Returns: A tuple view holding them.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  @export(implementation)
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
}

extension ViewBuilder {
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Produces optional content for conditional statements in multi-statement closures that's
  /// only visible when the condition evaluates to true.
  ///
  /// - Parameter content: The content, or nil.
  /// - Returns: The same optional.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  public static func buildIf<Content>(_ content: Content?) -> Content? {
    content
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is true.
  ///
  /// - Parameter first: The content of the true branch.
  /// - Returns: Conditional content holding it.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is false.
  ///
  /// - Parameter second: The content of the false branch.
  /// - Returns: Conditional content holding it.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}

extension ViewBuilder {
  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Processes view content for a conditional compiler-control statement that performs an
  /// availability check.
  ///
  /// - Parameter content: The view.
  /// - Returns: The view, type-erased.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @export(implementation)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

// Apple: page not found — unavailable
@available(*, unavailable)
extension ViewBuilder: Sendable {}

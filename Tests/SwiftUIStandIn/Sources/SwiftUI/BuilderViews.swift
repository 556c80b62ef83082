// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `_ConditionalContent`, `Optional: View` and the primitive views' `body` have no pages; they
// are declared in SwiftUI's long-standing shape.

// Apple: https://developer.apple.com/documentation/swiftui/emptyview — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A view that doesn't contain any content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
nonisolated public struct EmptyView: View {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an empty view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init() {}

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

// Apple: https://developer.apple.com/documentation/swiftui/tupleview — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A View created from a swift tuple of View values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
nonisolated public struct TupleView<T>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/tupleview/value — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The tuple of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var value: T

  // Apple: https://developer.apple.com/documentation/swiftui/tupleview/init(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a tuple view.
  ///
  /// - Parameter value: The tuple of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(_ value: T) {
    self.value = value
  }

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

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// Content that shows one of two pieces of content; what `if`/`else` builds.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline
  let storage: Storage

  /// Content showing one branch, as a builder's `buildEither` makes it; not SwiftUI API.
  @usableFromInline
  init(storage: Storage) {
    self.storage = storage
  }
}

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
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

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
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

// Apple: https://developer.apple.com/documentation/swiftui/anyview — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A type-erased view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
nonisolated public struct AnyView: View {
  let view: any View

  // Apple: https://developer.apple.com/documentation/swiftui/anyview/init(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Create an instance that type-erases `view`.
  ///
  /// - Parameter view: The view to erase.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init<V: View>(_ view: V) {
    self.view = view
  }

  // Apple: https://developer.apple.com/documentation/swiftui/anyview/init(erasing:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Create an instance that type-erases `view`.
  ///
  /// - Parameter view: The view to erase.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init<V: View>(erasing view: V) {
    self.view = view
  }

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

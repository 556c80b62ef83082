// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `EmptyView`
// (`@frozen nonisolated struct EmptyView`, `nonisolated init()`), `EmptyContent`
// (`typealias EmptyContent = EmptyView`), `TupleView` (`@frozen nonisolated struct TupleView<T>`,
// `nonisolated init(_ value: T)`, `var value: T`). `_ConditionalContent`, `Optional: View` and
// `AnyView` were not surfaced as pages; they are declared in SwiftUI's long-standing shape.

/// A view that doesn't contain any content.
@frozen
nonisolated public struct EmptyView: View {
  /// Creates an empty view.
  nonisolated public init() {}

  /// Never produced: a primitive view.
  public typealias Body = Never
}

/// Content which contains nothing.
public typealias EmptyContent = EmptyView

/// A View created from a swift tuple of View values.
@frozen
nonisolated public struct TupleView<T>: View {
  /// The tuple of views.
  public var value: T

  /// Creates a tuple view.
  ///
  /// - Parameter value: The tuple of views.
  nonisolated public init(_ value: T) {
    self.value = value
  }

  /// Never produced: a primitive view.
  public typealias Body = Never
}

/// Content that shows one of two pieces of content; what `if`/`else` builds.
@frozen
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// Never produced: a primitive view.
  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  /// Never produced: a primitive view.
  public typealias Body = Never
}

/// A type-erased view.
@frozen
nonisolated public struct AnyView: View {
  let view: any View

  /// Create an instance that type-erases `view`.
  ///
  /// - Parameter view: The view to erase.
  nonisolated public init<V: View>(_ view: V) {
    self.view = view
  }

  /// Create an instance that type-erases `view`.
  ///
  /// - Parameter view: The view to erase.
  nonisolated public init<V: View>(erasing view: V) {
    self.view = view
  }

  /// Never produced: a primitive view.
  public typealias Body = Never
}

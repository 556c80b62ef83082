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

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
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

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
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
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

extension Optional: View where Wrapped: View {
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
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

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

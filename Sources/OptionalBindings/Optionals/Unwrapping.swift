import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// Creates a binding to the wrapped value of an optional, or nil while the optional is nil.
  ///
  /// Use it where SwiftUI's `Binding.init?(_:)` would go, to show a control only while there is
  /// a value to edit:
  ///
  /// ```swift
  /// if let lastName = Binding(unwrapping: $person.lastName) {
  ///   TextField("Last name", text: lastName)
  /// }
  /// ```
  ///
  /// Unlike SwiftUI's initializer, the result survives the source becoming nil while a view still
  /// holds it. Reading then gives the value the source held when this binding was made; writing
  /// is dropped, so the source stays nil rather than getting back a value the user removed. Once
  /// the source holds a value again, reads and writes reach it as before.
  ///
  /// Deriving it again from the same source while the value is unchanged gives the same binding.
  /// "Unchanged" is your type's `==`: if it ignores some stored properties (a type that compares
  /// by `id`), SwiftUI may keep the binding it made from this source for an earlier, equal value,
  /// and that is the value read after removal. A binding never reads a value its own source did
  /// not hold: another source's binding with an `==` value keeps that source's value.
  ///
  /// The binding keeps the value it was made with, for reads after the source turns nil, and lets
  /// it go with the binding: once the source is nil and the views that showed it let go, nothing
  /// of the value remains in the package.
  ///
  /// Both overloads are disfavored: where another imported module also declares
  /// `Binding.init?(unwrapping:)` (swift-navigation's SwiftUINavigation does), a call reaches that
  /// one rather than being ambiguous.
  ///
  /// - Parameter base: A binding to an optional value.
  @inlinable
  @_disfavoredOverload  // `Binding(unwrapping: $draft)` reaches SwiftUINavigation's
  public init?(unwrapping base: Binding<Value?>) where Value: Hashable & Sendable {
    guard let value = base.wrappedValue else { return nil }
    self = base[dynamicMember: Value?.unwrappedKeyPath(value)]
  }

  /// Creates a binding to the wrapped value of an optional, or nil while the optional is nil, for
  /// a `Value` that is not `Hashable` and `Sendable`.
  ///
  /// Reads and writes behave as in the `Hashable` overload: after the source turns nil, reads give
  /// the value it held when this binding was made and writes are dropped. Such values cannot be
  /// compared, so every binding unwrapped from the same source is the same binding, whatever the
  /// value; when SwiftUI keeps an earlier one, the value shown after removal is that binding's.
  /// Unconstrained generic code reaches this overload too.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its conformance is the main actor's, which cannot meet `Sendable`.
  ///
  /// - Parameter base: A binding to an optional value.
  @_disfavoredOverload  // `Binding(unwrapping: $draft)` reaches SwiftUINavigation's
  public init?(unwrapping base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self = base[dynamicMember: Value?.unwrappedKeyPath(interchangeable: value)]
  }
}

extension Optional {
  /// The wrapped value, or `lastSeen.value` once nil.
  ///
  /// Setting stores the new value only while the optional is non-nil, so a write through a stale
  /// unwrapped binding cannot bring back a value that was removed.
  subscript<LastSeen: ProjectionArgument<Wrapped>>(unwrapped lastSeen: LastSeen) -> Wrapped {
    get { self ?? lastSeen.value }
    set {
      if case .some = self { self = newValue }
    }
  }

  /// The key path `Binding(unwrapping:)` projects through, remembering `value` for after the
  /// source turns nil; equal values give equal key paths.
  ///
  /// The value is what the user is editing (a name, a passcode), not a constant of the code, so
  /// it is never cached: the key path is found again only while a binding holds one made for
  /// this very value, and the package keeps nothing of it once the last binding goes.
  @usableFromInline
  static func unwrappedKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    Identity.held(value, by: UnwrappedProjection<Wrapped>.self) { \Self[unwrapped: $0] }
  }

  /// The key path for a value the package cannot hash, formed on every call.
  ///
  /// Every one is equal to every other, so identity does not depend on the value.
  static func unwrappedKeyPath(interchangeable value: Wrapped) -> WritableKeyPath<Self, Wrapped> {
    \Self[unwrapped: Interchangeable(value)]
  }
}

/// The key paths of `Optional.subscript(unwrapped:)` that hold a value, found again while held.
enum UnwrappedProjection<Wrapped>: KeyPathProjection {
  typealias Root = Wrapped?
  typealias Value = Wrapped
}

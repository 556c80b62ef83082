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
  /// Found again while a binding holds it, for the very same value (``UnwrappedMemory/holds(_:)``):
  /// the value is what the user is editing (a name, a passcode), not a constant of the code, so
  /// it is registered in ``HeldKeyPaths``, which keeps only a hash of it and forgets even that
  /// when the last binding goes; never cached.
  @usableFromInline
  static func unwrappedKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    let hash = HeldKeyPaths.hash {
      $0.combine(ObjectIdentifier(UnwrappedMemory<Wrapped>.self))
      $0.combine(value)
    }
    return HeldKeyPaths.shared.keyPath(
      hash: hash, matching: { (memory: UnwrappedMemory<Wrapped>) in memory.holds(value) },
      make: { registry, hash in
        let memory = UnwrappedMemory(value, registry: registry, hash: hash)
        return (\Self[unwrapped: UnwrappedValue(memory: memory)], memory)
      }
    ).keyPath
  }

  /// The key path for a value the package cannot hash, formed on every call.
  ///
  /// Every one is equal to every other, so identity does not depend on the value.
  static func unwrappedKeyPath(interchangeable value: Wrapped) -> WritableKeyPath<Self, Wrapped> {
    \Self[unwrapped: Interchangeable(value)]
  }
}

/// The value an unwrapped binding's key path was made with, kept for reads after its source
/// turns nil; it takes the key path's entry out of ``HeldKeyPaths`` when the key path goes.
final class UnwrappedMemory<Wrapped: Hashable & Sendable>: Sendable {
  let value: Wrapped
  private let registry: HeldKeyPaths
  private let hash: UInt64

  init(_ value: Wrapped, registry: HeldKeyPaths, hash: UInt64) {
    self.value = value
    self.registry = registry
    self.hash = hash
  }

  deinit { registry.remove(self, hash: hash) }

  /// Whether the memory holds `other` itself, not merely a value `==` to it.
  ///
  /// The same bytes mean the same value, or the same buffers and objects. A type whose `==`
  /// compares only an id would otherwise hand one source's value to another's binding. Equal
  /// values with other bytes (a string rebuilt in another buffer) get a key path of their own,
  /// which is as equal as before.
  func holds(_ other: Wrapped) -> Bool {
    withUnsafeBytes(of: value) { held in
      withUnsafeBytes(of: other) { held.elementsEqual($0) }
    }
  }
}

/// The argument of an unwrapped binding's key path: equal when the values are equal.
struct UnwrappedValue<Wrapped: Hashable & Sendable>: ProjectionArgument, Sendable {
  let memory: UnwrappedMemory<Wrapped>
  var value: Wrapped { memory.value }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

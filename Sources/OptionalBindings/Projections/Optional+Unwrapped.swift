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
  /// source turns nil; equal values give the same key path.
  @usableFromInline
  static func unwrappedKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    let keyPath = KeyPathCache.shared.keyPath(.unwrapping, value, scope: Wrapped.self) { value in
      \Self[unwrapped: ByValue(value)]
    }
    return unsafeDowncast(keyPath, to: (WritableKeyPath<Self, Wrapped> & Sendable).self)
  }

  /// The key path for a value the package cannot hash: every one is equal to every other, so
  /// identity does not depend on the value.
  static func unwrappedKeyPath(interchangeable value: Wrapped) -> WritableKeyPath<Self, Wrapped> {
    \Self[unwrapped: Interchangeable(value)]
  }
}

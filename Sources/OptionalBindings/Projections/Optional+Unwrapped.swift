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
  /// Never cached, whatever the value: the value is what the user is editing (a name, a
  /// passcode), not a constant of the code, and every edit makes a new one, so a cached key path
  /// would only keep the user's data after the source let it go.
  @usableFromInline
  static func unwrappedKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped>
  where Wrapped: Hashable {
    \Self[unwrapped: ByValue(value)]
  }

  /// The key path for a value the package cannot hash, never cached.
  ///
  /// Every one is equal to every other, so identity does not depend on the value.
  static func unwrappedKeyPath(interchangeable value: Wrapped) -> WritableKeyPath<Self, Wrapped> {
    \Self[unwrapped: Interchangeable(value)]
  }
}

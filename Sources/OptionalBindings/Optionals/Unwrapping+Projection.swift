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
  /// Found again while a binding holds it: the value is what the user is editing (a name, a
  /// passcode), not a constant of the code, so it is registered in ``HeldKeyPaths``, which keeps
  /// only a hash of it and forgets even that when the last binding goes; never cached.
  @usableFromInline
  static func unwrappedKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    let hash = HeldKeyPaths.hash {
      $0.combine(ObjectIdentifier(UnwrappedMemory<Wrapped>.self))
      $0.combine(value)
    }
    return HeldKeyPaths.shared.keyPath(
      hash: hash, matching: { (memory: UnwrappedMemory<Wrapped>) in memory.value == value },
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
}

/// The argument of an unwrapped binding's key path: equal when the values are equal.
struct UnwrappedValue<Wrapped: Hashable & Sendable>: ProjectionArgument, Sendable {
  let memory: UnwrappedMemory<Wrapped>
  var value: Wrapped { memory.value }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

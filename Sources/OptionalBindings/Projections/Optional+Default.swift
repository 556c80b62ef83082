extension Optional {
  /// The wrapped value, or the argument's value while nil.
  ///
  /// Setting stores the new value.
  subscript<Default: ProjectionArgument<Wrapped>>(default fallback: Default) -> Wrapped {
    get { self ?? fallback.value }
    set { self = newValue }
  }

  /// The key path `withDefault(_:)` projects through, for a default whose identity is its value.
  @usableFromInline
  static func defaultKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    let keyPath =
      NamedConstant.isEmptyString(value)
      ? NamedConstant.emptyStringDefault
      : KeyPathCache.shared.keyPath(.defaultValue, value, scope: Wrapped.self) { value in
        \Self[default: ByValue(value)]
      }
    // `make` (or, for "", the literal's type) produces exactly this type.
    return unsafeDowncast(keyPath, to: (WritableKeyPath<Self, Wrapped> & Sendable).self)
  }

  /// The key path `withDefault(_:id:)` projects through, for a default identified by `id`.
  ///
  /// Cached by the id *and* the default, so that every binding reads the default it was given;
  /// the key path itself compares by the id alone.
  @usableFromInline
  static func defaultKeyPath<ID: Hashable & Sendable>(_ value: Wrapped, id: ID)
    -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    let keyPath = KeyPathCache.shared.keyPath(.identifiedDefault, id, value, scope: Wrapped.self) {
      id, value in \Self[default: ByIdentifier(value: value, id: id)]
    }
    return unsafeDowncast(keyPath, to: (WritableKeyPath<Self, Wrapped> & Sendable).self)
  }

  /// The key path for a default compared by another rule; never cached (see ``KeyPathCache``).
  static func defaultKeyPath(_ argument: some ProjectionArgument<Wrapped>)
    -> WritableKeyPath<Self, Wrapped>
  {
    \Self[default: argument]
  }
}

extension String? {
  /// The wrapped string, or the empty string while nil.
  ///
  /// Setting stores the new value. The argument-free form of `[default: ""]`.
  var emptyStringDefault: String {
    get { self ?? "" }
    set { self = newValue }
  }
}

extension Optional {
  /// The wrapped value, or the argument's value while nil.
  ///
  /// Setting stores the new value.
  subscript<Default: ProjectionArgument<Wrapped>>(default fallback: Default) -> Wrapped {
    get { self ?? fallback.value }
    set { self = newValue }
  }

  /// The key path `withDefault(_:)` projects through, for a default whose identity is its value.
  static func defaultKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    if let emptyString = NamedConstant<Self, Wrapped>.emptyString(value) {
      return emptyString.defaultKeyPath
    }
    return KeyPathCache.shared.keyPath(.defaultValue, ByValue(value)) { \Self[default: $0] }
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

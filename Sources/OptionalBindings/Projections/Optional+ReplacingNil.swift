extension Optional where Wrapped: Equatable {
  /// The wrapped value, or the placeholder while nil.
  ///
  /// Setting the placeholder stores nil; setting anything else stores it.
  subscript<Placeholder: ProjectionArgument<Wrapped>>(replacingNil placeholder: Placeholder)
    -> Wrapped
  {
    get { self ?? placeholder.value }
    set { self = newValue == placeholder.value ? nil : newValue }
  }

  /// The key path `replacingNil(with:)` projects through, for a placeholder whose identity is
  /// its value.
  @usableFromInline
  static func replacingNilKeyPath(_ placeholder: Wrapped)
    -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    let keyPath =
      NamedConstant.isEmptyString(placeholder)
      ? NamedConstant.emptyStringMeansNil
      : KeyPathCache.shared.keyPath(.replacingNil, placeholder, scope: Wrapped.self) {
        placeholder in \Self[replacingNil: ByValue(placeholder)]
      }
    // `make` (or, for "", the literal's type) produces exactly this type.
    return unsafeDowncast(keyPath, to: (WritableKeyPath<Self, Wrapped> & Sendable).self)
  }
}

extension String? {
  /// The wrapped string, or the empty string while nil.
  ///
  /// Setting the empty string stores nil. The argument-free form of `[replacingNil: ""]`.
  var emptyStringMeansNil: String {
    get { self ?? "" }
    set { self = newValue.isEmpty ? nil : newValue }
  }
}

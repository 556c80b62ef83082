/// The cached key paths of `Optional.subscript(replacingNil:)`.
enum ReplacingNilProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Wrapped
  typealias Primary = Wrapped

  static func keyPath(_ placeholder: Wrapped, _: Nothing) -> Path {
    \Wrapped?[replacingNil: ByValue(placeholder)]
  }
}

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
    if let literal = NamedConstant.emptyStringMeansNil(for: placeholder) { return literal }
    return KeyPathCache.shared.keyPath(ReplacingNilProjection.self, placeholder)
  }

  /// The key path `replacingNil(with:)` projects through for a placeholder that is only
  /// `Equatable`: compared by `==`; never cached.
  static func replacingNilKeyPath(comparingByEquality placeholder: Wrapped)
    -> WritableKeyPath<Self, Wrapped>
  {
    \Self[replacingNil: ByEquality(placeholder)]
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

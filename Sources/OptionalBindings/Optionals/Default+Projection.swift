/// The cached key paths of `Optional.subscript(default:)` with a default compared by value.
enum DefaultProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Wrapped
  typealias Primary = Wrapped

  static func keyPath(_ value: Wrapped, _: Nothing) -> Path { \Wrapped?[default: ByValue(value)] }
}

/// The cached key paths of `Optional.subscript(default:)` with a default identified by an id.
enum IdentifiedDefaultProjection<Wrapped: Hashable & Sendable, ID: Hashable & Sendable>:
  CachedProjection
{
  typealias Root = Wrapped?
  typealias Value = Wrapped
  typealias Primary = ID
  typealias Secondary = Wrapped

  static func keyPath(_ id: ID, _ value: Wrapped) -> Path {
    \Wrapped?[default: ByIdentifier(value: value, id: id)]
  }
}

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
    if let literal = NamedConstant.emptyStringDefault(for: value) { return literal }
    return KeyPathCache.shared.keyPath(DefaultProjection.self, value)
  }

  /// The key path `withDefault(_:)` projects through for a default of a type that promises
  /// nothing: compared by its dynamic type and a `Hashable` conformance found at run time
  /// (``ByDynamicValue``); never cached.
  static func defaultKeyPath(comparingAtRunTime value: Wrapped) -> WritableKeyPath<Self, Wrapped> {
    \Self[default: ByDynamicValue(value)]
  }

  /// The key path `withDefault(_:id:)` projects through, for a default identified by `id`.
  ///
  /// Cached by the id *and* the default, so that every binding reads the default it was given;
  /// the key path itself compares by the id alone.
  @usableFromInline
  static func defaultKeyPath<ID: Hashable & Sendable>(_ value: Wrapped, id: ID)
    -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    KeyPathCache.shared.keyPath(IdentifiedDefaultProjection.self, id, value)
  }

  /// The key path `withDefault(_:id:)` projects through for a default that cannot be cached:
  /// compared by `id` alone; never cached.
  static func defaultKeyPath<ID: Hashable & Sendable>(uncached value: Wrapped, id: ID)
    -> WritableKeyPath<Self, Wrapped>
  {
    \Self[default: ByIdentifier(value: value, id: id)]
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

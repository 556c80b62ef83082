/// The cached key paths of `Dictionary.subscript(entry:default:)`.
enum EntryProjection<Key: Hashable & Sendable, Value: Hashable & Sendable>: CachedProjection {
  typealias Root = [Key: Value]
  typealias Primary = Key
  typealias Secondary = Value

  static func keyPath(_ key: Key, _ value: Value) -> Path {
    \[Key: Value][entry: key, default: ByValue(value)]
  }
}

extension Dictionary {
  /// The entry for `key`, or the argument's value while the key is missing.
  ///
  /// Setting stores the new value under `key`, adding the entry if it was missing.
  subscript<Default: ProjectionArgument<Value>>(entry key: Key, default fallback: Default)
    -> Value
  {
    get { self[key] ?? fallback.value }
    set { self[key] = newValue }
  }

  /// The key path `subscript(_:default:)` on a dictionary binding projects through.
  @usableFromInline
  static func entryKeyPath(_ key: Key, default value: Value)
    -> WritableKeyPath<Self, Value> & Sendable
  where Key: Sendable, Value: Hashable & Sendable {
    KeyPathCache.shared.keyPath(EntryProjection.self, key, value)
  }

  /// The key path `subscript(_:default:)` projects through for a key that is not `Sendable` or
  /// a default of a type that promises nothing: the default compared by its dynamic type and a
  /// `Hashable` conformance found at run time (``ByDynamicValue``); never cached.
  static func entryKeyPath(_ key: Key, defaultComparedAtRunTime value: Value)
    -> WritableKeyPath<Self, Value>
  {
    \Self[entry: key, default: ByDynamicValue(value)]
  }
}

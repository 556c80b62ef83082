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
    let keyPath = KeyPathCache.shared.keyPath(.dictionaryEntry, key, value, scope: Value.self) {
      key, value in \Self[entry: key, default: ByValue(value)]
    }
    return unsafeDowncast(keyPath, to: (WritableKeyPath<Self, Value> & Sendable).self)
  }
}

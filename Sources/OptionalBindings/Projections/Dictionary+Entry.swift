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
  static func entryKeyPath(_ key: Key, default value: Value)
    -> WritableKeyPath<Self, Value> & Sendable
  where Key: Sendable, Value: Hashable & Sendable {
    KeyPathCache.shared.keyPath(.dictionaryEntry, EntryKey(key: key, fallback: value)) {
      \Self[entry: $0.key, default: ByValue($0.fallback)]
    }
  }
}

/// A key and a default together, so that one hash finds a cached entry key path.
struct EntryKey<Key: Hashable, Fallback: Hashable>: Hashable {
  let key: Key
  let fallback: Fallback
}

extension EntryKey: Sendable where Key: Sendable, Fallback: Sendable {}

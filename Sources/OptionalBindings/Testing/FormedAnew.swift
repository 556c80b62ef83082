import OptionalBindingsIdentity

// The helpers' own key paths formed without the cache: the benchmark's "no cache at all", so that
// a workload larger than the cache is measured against exactly what the cache saves.

extension Dictionary where Key: Sendable, Value: Hashable & Sendable {
  /// The key path `self[key, default: value]` on a binding projects through, formed anew, never
  /// looked up in or kept by the key-path cache.
  ///
  /// Not part of the package's API: SPI for the benchmark, seen only through `@_spi(Testing)`.
  @_spi(Testing)
  public static func _entryKeyPathFormedAnew(_ key: Key, default value: Value)
    -> WritableKeyPath<Self, Value>
  {
    EntryProjection.keyPath(key, value)
  }
}

extension Set where Element: Sendable {
  /// The key path `contains(element)` on a binding projects through, formed anew, never looked up
  /// in or kept by the key-path cache.
  ///
  /// Not part of the package's API: SPI for the benchmark, seen only through `@_spi(Testing)`.
  @_spi(Testing)
  public static func _membershipKeyPathFormedAnew(_ element: Element) -> WritableKeyPath<Self, Bool>
  {
    MembershipProjection.keyPath(element, Nothing())
  }
}

extension Optional where Wrapped: Hashable & Sendable {
  /// The key path `equals(value)` on a binding projects through, formed anew, never looked up in
  /// or kept by the key-path cache.
  ///
  /// Not part of the package's API: SPI for the benchmark, seen only through `@_spi(Testing)`.
  @_spi(Testing)
  public static func _selectionKeyPathFormedAnew(_ value: Wrapped) -> WritableKeyPath<Self, Bool> {
    SelectionProjection.keyPath(value, Nothing())
  }
}

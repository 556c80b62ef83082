import OptionalBindingsIdentity

/// A snapshot of the key-path cache every helper shares, for the benchmark and tests.
///
/// Not part of the package's API: SPI, seen only through `@_spi(Testing)`; its fields may change
/// in any release.
@_spi(Testing)
public struct _KeyPathCacheStatistics: Sendable, Equatable {
  /// Key paths the cache holds now.
  public var entries: Int
  /// The most key paths it holds: fixed when it is made.
  public var capacity: Int
  /// `tableBytes` plus `argumentBytes`: what the cache keeps allocated besides the key path
  /// objects themselves.
  public var pinnedBytes: Int
  /// Bytes of the cache's table and index, allocated in full when the cache is made.
  public var tableBytes: Int
  /// Bytes of arguments the held key paths capture (trivially copyable values and short strings
  /// only; never a reference).
  public var argumentBytes: Int
  /// Lookups answered from the cache.
  public var hits: Int
  /// Lookups with cacheable arguments that had to form a key path.
  public var misses: Int
  /// Misses on a full cache whose key path was not kept: the key's first sighting (see
  /// `Sources/OptionalBindingsIdentity/README.md`, the doorkeeper).
  public var declined: Int
  /// Key paths formed without the cache, because an argument owns references or is too large.
  public var uncached: Int
  /// Entries the policy let go of to make room.
  public var evictions: Int

  init(_ statistics: KeyPathCacheStatistics) {
    entries = statistics.entries
    capacity = statistics.capacity
    pinnedBytes = statistics.pinnedBytes
    tableBytes = statistics.tableBytes
    argumentBytes = statistics.argumentBytes
    hits = statistics.hits
    misses = statistics.misses
    declined = statistics.declined
    uncached = statistics.uncached
    evictions = statistics.evictions
  }
}

/// The shared key-path cache's figures now; see ``_KeyPathCacheStatistics``.
///
/// - Returns: A snapshot taken under the cache's lock.
@_spi(Testing)
public func _keyPathCacheStatistics() -> _KeyPathCacheStatistics {
  _KeyPathCacheStatistics(Identity.cacheStatistics)
}

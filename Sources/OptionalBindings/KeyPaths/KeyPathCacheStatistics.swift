/// A snapshot of the key-path cache every helper shares, for the benchmark and tests.
///
/// Not part of the package's API: it is SPI, seen only by code that imports the module with
/// `@_spi(Testing)`, and its fields may change in any release.
@_spi(Testing)
public struct _KeyPathCacheStatistics: Sendable, Equatable {
  /// Key paths the cache holds now.
  public var entries: Int
  /// How many key paths fit at the cache's current size.
  public var capacity: Int
  /// `tableBytes` plus `argumentBytes`: what the cache keeps allocated, apart from the key path
  /// objects themselves.
  public var pinnedBytes: Int
  /// Bytes of the cache's own table: entries, index, free list and the history it sizes itself
  /// by.
  public var tableBytes: Int
  /// Bytes of arguments captured by the key paths the cache holds (trivially copyable values and
  /// short strings only; never a reference).
  public var argumentBytes: Int
  /// Lookups answered from the cache since the process started.
  public var hits: Int
  /// Lookups with cacheable arguments that had to form a key path.
  public var misses: Int
  /// Key paths formed without the cache, because an argument owns references or is too large.
  public var uncached: Int
  /// Key paths formed after a miss that the cache did not keep, because it was full of entries
  /// in recent use.
  public var declined: Int
}

/// The key-path cache's figures now; see ``_KeyPathCacheStatistics``.
///
/// SPI for the benchmark and tests, like the type.
///
/// - Returns: A snapshot taken under the cache's lock.
@_spi(Testing)
public func _keyPathCacheStatistics() -> _KeyPathCacheStatistics {
  KeyPathCache.shared.statistics
}

/// A snapshot of the key-path cache every helper shares, for the benchmark and tests.
///
/// Not part of the package's API, hence the underscore: the fields may change in any release.
public struct _KeyPathCacheStatistics: Sendable, Equatable {
  /// Key paths the cache holds now.
  public var entries: Int
  /// The most key paths the cache may hold at its current size.
  public var capacity: Int
  /// Bytes the cache keeps allocated for its own tables and the arguments it pins, not counting
  /// the key path objects themselves.
  public var pinnedBytes: Int
  /// Lookups answered from the cache since the process started.
  public var hits: Int
  /// Lookups that formed a new key path since the process started, cached or not.
  public var misses: Int
}

/// The key-path cache's figures now; see ``_KeyPathCacheStatistics``.
///
/// - Returns: A snapshot taken under the cache's lock.
public func _keyPathCacheStatistics() -> _KeyPathCacheStatistics {
  KeyPathCache.shared.statistics
}

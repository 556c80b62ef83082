/// The key paths of a code's constants (defaults, keys, ids), found again instead of formed
/// anew: forming one costs 1.5 to 2.5 µs here, finding one tens of nanoseconds.
///
/// A fixed table of ``capacity`` entries, evicted by CLOCK, with a doorkeeper that keeps a key
/// on a full table only on its second miss (`README.md` in this folder: the policy, its bounds,
/// and why). Keys are the projection type and the arguments' bytes
/// (``CacheKey``), so the cache runs no user code: it never calls `==`, `hash(into:)` or a
/// `deinit` of a user's type, and an evicted key path is released after the lock is.
///
/// `@unchecked Sendable` is sound: the only mutable state, `table`, is read and written only
/// between `lock.lock()` and `lock.unlock()` in this file, and the key paths it holds and hands
/// out are `Sendable`.
@usableFromInline
final class KeyPathCache: @unchecked Sendable {
  /// The cache every helper uses: 4,096 entries, several dense screens' worth.
  @usableFromInline static let shared = KeyPathCache(capacity: 4096)

  /// The most entries the cache holds.
  let capacity: Int

  private let lock = Lock()
  // Exclusive by the lock, so Swift's per-access check of a class's `var` is switched off.
  @exclusivity(unchecked) private var table: ClockTable

  /// Makes an empty cache of `capacity` entries (at least one).
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    table = ClockTable(capacity: self.capacity)
  }

  /// The key path `projection` forms from `primary` and `secondary`: from the cache, or formed,
  /// and kept when the arguments can be keyed.
  ///
  /// Always inlined, so that the calling factory's types are known at compile time; only the
  /// lookup and the insertion, which are not generic, are calls.
  @inlinable @inline(__always)
  func keyPath<P: CachedProjection>(
    _ projection: P.Type, _ primary: P.Primary, _ secondary: P.Secondary
  ) -> P.FormedKeyPath {
    guard let key = CacheKey(projection: P.self, primary, secondary) else {
      countUncached()
      return P.keyPath(primary, secondary)
    }
    switch lookUp(key) {
    case .found(let found):
      // Sound: what the table holds under `P`'s identity only `P.keyPath` formed (see
      // `CachedProjection`), so it has `P.FormedKeyPath`'s type.
      return unsafeDowncast(found, to: P.FormedKeyPath.self)
    case .keep:
      // Formed from the key's copy of the arguments, which owns no buffer the entry would pin.
      let made = P.keyPath(key.primary(as: P.Primary.self), key.secondary(as: P.Secondary.self))
      return unsafeDowncast(keep(made, for: key), to: P.FormedKeyPath.self)
    case .pass:
      return P.keyPath(primary, secondary)
    }
  }

  /// The key path `projection` forms from `argument`; see ``keyPath(_:_:_:)``.
  @inlinable @inline(__always)
  func keyPath<P: CachedProjection>(_ projection: P.Type, _ argument: P.Primary)
    -> P.FormedKeyPath
  where P.Secondary == Nothing {
    keyPath(projection, argument, Nothing())
  }

  /// The key path `projection` forms without arguments; see ``keyPath(_:_:_:)``. (A key-path
  /// literal in generic code is instantiated anew on every evaluation.)
  @inlinable @inline(__always)
  func keyPath<P: CachedProjection>(_ projection: P.Type) -> P.FormedKeyPath
  where P.Primary == Nothing, P.Secondary == Nothing {
    keyPath(projection, Nothing(), Nothing())
  }

  /// The key path `form` makes from `object`, found again by the object's address while the
  /// cache keeps it.
  ///
  /// Sound because the formed key path captures `object`: while the entry lives, no other object
  /// can have that address. `form` must be a pure function of `object`, and only `projection`'s
  /// own factory may call this with `projection`, so what is found has its type.
  @inlinable @inline(__always)
  func keyPath<P: KeyPathProjection>(
    _ projection: P.Type, capturing object: AnyObject, form: () -> P.FormedKeyPath
  ) -> P.FormedKeyPath {
    guard let key = CacheKey(projection: P.self, ObjectIdentifier(object), Nothing()) else {
      return form()
    }
    switch lookUp(key) {
    case .found(let found): return unsafeDowncast(found, to: P.FormedKeyPath.self)
    case .keep: return unsafeDowncast(keep(form(), for: key), to: P.FormedKeyPath.self)
    case .pass: return form()
    }
  }

  @usableFromInline func lookUp(_ key: CacheKey) -> ClockTable.Lookup {
    let hash = key.hash
    lock.lock()
    let found = table.lookUp(key, hash: hash)
    lock.unlock()
    return found
  }

  /// Keeps `made` for `key`.
  ///
  /// Returns the key path another thread kept for `key` first, or else `made`. The evicted key
  /// path is released here, after unlocking.
  @usableFromInline func keep(_ made: AnyKeyPath & Sendable, for key: CacheKey) -> AnyKeyPath
    & Sendable
  {
    let hash = key.hash
    var evicted: AnyKeyPath?
    lock.lock()
    let existing = table.insert(key, hash: hash, made, evicting: &evicted)
    lock.unlock()
    evicted = nil
    return existing ?? made
  }

  @usableFromInline func countUncached() {
    lock.lock()
    table.uncached &+= 1
    lock.unlock()
  }

  /// The cache's figures now.
  var statistics: KeyPathCacheStatistics {
    lock.lock()
    defer { lock.unlock() }
    return table.statistics
  }

  /// Runs `body` on the table with the lock held; for the tests' checks of the table.
  func withLockedTable<Result>(_ body: (inout ClockTable) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&table)
  }
}

/// A snapshot of a key-path cache's figures, for the tests and the benchmark (which see it
/// through the library's SPI).
package struct KeyPathCacheStatistics: Sendable, Equatable {
  /// Key paths the cache holds now.
  package var entries: Int
  /// The most key paths it holds: fixed when it is made.
  package var capacity: Int
  /// `tableBytes` plus `argumentBytes`: what the cache keeps allocated besides the key path
  /// objects themselves.
  package var pinnedBytes: Int
  /// Bytes of the cache's table and index, allocated in full when the cache is made.
  package var tableBytes: Int
  /// Bytes of arguments the held key paths capture (trivially copyable values and short strings
  /// only; never a reference).
  package var argumentBytes: Int
  /// Lookups answered from the cache.
  package var hits: Int
  /// Lookups with cacheable arguments that had to form a key path.
  package var misses: Int
  /// Misses on a full cache whose key path was not kept: the key's first sighting (see the
  /// doorkeeper in this folder's README).
  package var declined: Int
  /// Key paths formed without the cache, because an argument owns references or is too large.
  package var uncached: Int
  /// Entries the policy let go of to make room.
  package var evictions: Int
}

extension Identity {
  /// The shared key-path cache's figures now, for the library's test and benchmark SPI.
  package static var cacheStatistics: KeyPathCacheStatistics { KeyPathCache.shared.statistics }
}

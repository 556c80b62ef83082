/// A type that names key paths in the cache: the type that forms them, generic over what their
/// type depends on, so that a key path found under it has its ``FormedKeyPath`` type.
protocol KeyPathProjection {
  /// The type the key path starts from.
  associatedtype Root
  /// The type the key path reaches.
  associatedtype Value

  /// The type of the key paths the projection forms.
  typealias FormedKeyPath = WritableKeyPath<Root, Value> & Sendable
}

/// A projection whose key paths the cache forms from the arguments' bytes.
///
/// Only ``keyPath(_:_:)`` forms a key path kept under a conforming type: the proof behind the
/// cache's one downcast.
protocol CachedProjection: KeyPathProjection {
  /// The first argument the key path captures, or ``Nothing``.
  associatedtype Primary = Nothing
  /// The second argument the key path captures, or ``Nothing``.
  associatedtype Secondary = Nothing

  /// Forms the key path for the arguments: a pure function of them, since the cache hands out the
  /// first key path it kept for equal arguments.
  static func keyPath(_ primary: Primary, _ secondary: Secondary) -> FormedKeyPath
}

/// The argument of a key path that takes fewer than two: no bytes.
struct Nothing {}

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
final class KeyPathCache: @unchecked Sendable {
  /// The cache every helper uses: 4,096 entries, several dense screens' worth.
  static let shared = KeyPathCache(capacity: 4096)

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
  @inline(__always)
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
  @inline(__always)
  func keyPath<P: CachedProjection>(_ projection: P.Type, _ argument: P.Primary) -> P.FormedKeyPath
  where P.Secondary == Nothing {
    keyPath(projection, argument, Nothing())
  }

  /// The key path `projection` forms without arguments; see ``keyPath(_:_:_:)``. (A key-path
  /// literal in generic code is instantiated anew on every evaluation.)
  @inline(__always)
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
  @inline(__always)
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

  private func lookUp(_ key: CacheKey) -> ClockTable.Lookup {
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
  private func keep(_ made: AnyKeyPath & Sendable, for key: CacheKey) -> AnyKeyPath & Sendable {
    let hash = key.hash
    var evicted: AnyKeyPath?
    lock.lock()
    let existing = table.insert(key, hash: hash, made, evicting: &evicted)
    lock.unlock()
    evicted = nil
    return existing ?? made
  }

  private func countUncached() {
    lock.lock()
    table.uncached &+= 1
    lock.unlock()
  }

  /// The cache's figures now.
  var statistics: _KeyPathCacheStatistics {
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
  /// `KeyPaths/README.md`, the doorkeeper).
  public var declined: Int
  /// Key paths formed without the cache, because an argument owns references or is too large.
  public var uncached: Int
  /// Entries the policy let go of to make room.
  public var evictions: Int
}

/// The shared key-path cache's figures now; see ``_KeyPathCacheStatistics``.
///
/// - Returns: A snapshot taken under the cache's lock.
@_spi(Testing)
public func _keyPathCacheStatistics() -> _KeyPathCacheStatistics {
  KeyPathCache.shared.statistics
}

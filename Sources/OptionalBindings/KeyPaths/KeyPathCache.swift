import Dispatch

/// A projection whose key paths the cache may keep: the type that forms them, and so the type
/// that names them in the cache.
///
/// A conforming type is the cache's key for its key paths (with the arguments' bytes), and its
/// ``keyPath(_:_:)`` is the only code that forms a key path kept under it. So what the cache finds
/// under a projection type was formed by that type and has its ``Path`` type: that is the proof
/// behind the cache's one downcast, and it rests on the type system alone. Each conformance is
/// generic over the types its key path depends on (`DefaultProjection<Wrapped>`), so two key path
/// types never share one projection type.
protocol CachedProjection {
  /// The type the key path starts from.
  associatedtype Root
  /// The type the key path reaches.
  associatedtype Value
  /// The first argument the key path captures, or ``Nothing``.
  associatedtype Primary = Nothing
  /// The second argument the key path captures, or ``Nothing``.
  associatedtype Secondary = Nothing

  /// Forms the key path for the arguments: a pure function of them, since the cache hands out the
  /// first key path it kept for equal arguments.
  static func keyPath(_ primary: Primary, _ secondary: Secondary) -> Path
}

extension CachedProjection {
  /// The type of the key paths the projection forms.
  typealias Path = WritableKeyPath<Root, Value> & Sendable
}

/// The argument of a key path that takes fewer than two: no bytes.
struct Nothing {}

/// A thread-safe cache of the key paths of a code's constants: defaults, keys, ids.
///
/// It grows to fit the working set and never holds anything of a user's alive. Forming such a
/// key path costs 1.5 to 2.5 µs on the Linux build machine; finding one here, tens of ns.
///
/// This file is the cache's front; the table behind it is split by aspect (``Table`` in
/// `KeyPathCache+Storage`, its index, aging and sizing in the files named for them). Key paths
/// that capture a user's data are never kept here: ``HeldKeyPaths`` finds those again.
///
/// **A key** is the projection type (``CachedProjection``) and the arguments' bytes
/// (``CacheKey``). Only arguments that own nothing have bytes (trivially copyable values and
/// strings of up to ``CacheKey/maxStringBytes`` UTF-8 bytes, 32 bytes in all); any other
/// argument's key path is formed for its caller alone. A key path is kept until it ages out
/// (`KeyPathCache+Aging`), and a slot let go of is erased.
///
/// **No user code under the lock.** Keys are compared and hashed by their bytes, so the cache
/// never calls an argument's `==` or `hash(into:)`; key paths are formed with the lock released;
/// key paths the cache lets go of are moved out of the table under the lock and released after
/// it is unlocked. The only code that runs with the lock held is the cache's own, and the clock
/// it reads.
///
/// `@unchecked Sendable` is sound: the only mutable state, `table`, is read and written only
/// between `lock.lock()` and `lock.unlock()` in this file, so no two threads ever touch it at once;
/// the key paths it holds and hands out are `Sendable`.
final class KeyPathCache: @unchecked Sendable {
  /// The cache every helper uses.
  static let shared = KeyPathCache()

  /// The room the cache starts with, and shrinks back to.
  let baseCapacity: Int

  /// The most entries the cache ever holds.
  let maxCapacity: Int

  private let lock = Lock()
  // Its accesses are exclusive by the lock, so the per-access run-time check Swift would add to
  // a class's stored `var` is switched off.
  @exclusivity(unchecked) private var table: Table

  /// Makes an empty cache.
  ///
  /// - Parameters:
  ///   - baseCapacity: The room it starts with and shrinks back to, rounded up to a power of two.
  ///   - maxCapacity: The most entries it holds, rounded up to a power of two.
  ///   - epochNanoseconds: The longest an epoch lasts, in nanoseconds, or nil for epochs
  ///     measured in lookups alone. (Not a `Duration`, which needs newer systems than the
  ///     package's minimum.)
  ///   - clock: The time now, in nanoseconds from any fixed point; tests pass their own.
  init(
    baseCapacity: Int = 2048, maxCapacity: Int = 131_072,
    epochNanoseconds: UInt64? = 1_000_000_000,
    clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
  ) {
    self.baseCapacity = Self.powerOfTwo(atLeast: max(baseCapacity, 8))
    self.maxCapacity = max(self.baseCapacity, Self.powerOfTwo(atLeast: maxCapacity))
    table = Table(
      baseCapacity: self.baseCapacity, maxCapacity: self.maxCapacity,
      epochNanoseconds: epochNanoseconds, clock: clock)
  }

  /// The key path `projection` forms from `primary` and `secondary`: from the cache, or formed and
  /// kept when the arguments may be cached.
  ///
  /// Always inlined, so that the factory calling it knows `projection`'s argument and key path
  /// types at compile time: in generic code that is not inlined, each of them would be looked up
  /// in the runtime on every derivation. Only the lookup and the insertion, which are not
  /// generic, are calls.
  @inline(__always)
  func keyPath<P: CachedProjection>(
    _ projection: P.Type, _ primary: P.Primary, _ secondary: P.Secondary
  ) -> P.Path {
    guard let key = CacheKey(projection: P.self, primary, secondary) else {
      countUncached()
      return P.keyPath(primary, secondary)
    }
    // Sound: what the table holds under `P`'s identity only `P.keyPath` ever formed (see
    // `CachedProjection`), so it has `P.Path`'s type.
    if let found = lookUp(key) { return unsafeDowncast(found, to: P.Path.self) }
    let made = P.keyPath(key.primary(as: P.Primary.self), key.secondary(as: P.Secondary.self))
    return unsafeDowncast(keep(made, for: key), to: P.Path.self)
  }

  /// The key path `projection` forms from `argument`; see ``keyPath(_:_:_:)``.
  @inline(__always)
  func keyPath<P: CachedProjection>(_ projection: P.Type, _ argument: P.Primary) -> P.Path
  where P.Secondary == Nothing {
    keyPath(projection, argument, Nothing())
  }

  /// The key path `projection` forms without arguments; see ``keyPath(_:_:_:)``.
  ///
  /// A key-path literal in generic code is instantiated anew on every evaluation, so even a
  /// projection without arguments is worth caching per type.
  @inline(__always)
  func keyPath<P: CachedProjection>(_ projection: P.Type) -> P.Path
  where P.Primary == Nothing, P.Secondary == Nothing {
    keyPath(projection, Nothing(), Nothing())
  }

  /// The key path the table holds for `key`, if any.
  private func lookUp(_ key: CacheKey) -> (AnyKeyPath & Sendable)? {
    var released = Released()
    lock.lock()
    let found = table.lookup(key, hash: key.hash, releasing: &released)
    lock.unlock()
    released.drop()
    return found
  }

  /// Keeps `made` for `key` if there is room; returns the key path another thread kept for `key`
  /// first, or else `made`.
  private func keep(_ made: AnyKeyPath & Sendable, for key: CacheKey) -> AnyKeyPath & Sendable {
    var released = Released()
    lock.lock()
    let existing = table.insert(key, hash: key.hash, made, releasing: &released)
    lock.unlock()
    released.drop()
    return existing ?? made
  }

  /// Counts a key path formed without the cache.
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

  /// Runs `body` on the table with the lock held, releasing afterwards what it moved out; for
  /// the tests' checks of the table.
  func withLockedTable<Result>(_ body: (inout Table, inout Released) -> Result) -> Result {
    var released = Released()
    lock.lock()
    let result = body(&table, &released)
    lock.unlock()
    released.drop()
    return result
  }

  private static func powerOfTwo(atLeast value: Int) -> Int {
    var result = 1
    while result < value { result <<= 1 }
    return result
  }
}

/// Key paths taken out of the table under the lock, to be released once it is unlocked.
///
/// A locked step usually lets go of at most two entries (one by age, one to make room), which fit
/// in the two slots without allocating; compacting the table after its working set has collapsed
/// lets go of many at once, into `rest`.
struct Released {
  private var first: AnyObject?
  private var second: AnyObject?
  private var rest: [AnyObject] = []

  /// Keeps `object` until ``drop()``.
  mutating func append(_ object: AnyObject) {
    if first == nil {
      first = object
    } else if second == nil {
      second = object
    } else {
      rest.append(object)
    }
  }

  /// Releases what was moved out.
  ///
  /// Call it after unlocking: the values live until this call.
  mutating func drop() {
    first = nil
    second = nil
    rest = []
  }
}

import Dispatch

/// A thread-safe cache of projection key paths that grows to fit the working set and never holds
/// anything of a user's alive.
///
/// Forming a key path that captures an argument, or any key path in generic code, allocates and
/// instantiates it (1.5 to 2.5 µs on the Linux build machine); finding one here costs a few
/// dozen nanoseconds. A list that derives a binding per row renders every row from the cache once
/// its working set is in.
///
/// This file is the cache's front: the entry points, the lock, and what is released after it.
/// The table behind it is split by aspect: ``Table`` and its entries in `KeyPathCache+Storage`,
/// the lookup index in `KeyPathCache+Index`, epochs and eviction in `KeyPathCache+Aging`, growing
/// and shrinking in `KeyPathCache+Sizing`, and the checks tests use in `KeyPathCache+Testing`.
///
/// **What a key is.** A marker type naming the projection (declared beside the projection, in
/// `Projections/`), the type that with the arguments' types decides the key path's type, and the
/// arguments' types and bytes (see ``CacheKey``). Only arguments that own nothing have bytes:
/// trivially copyable values and strings of up to ``CacheKey/maxStringBytes`` UTF-8 bytes, 32
/// bytes in all. Any other argument makes its key path uncached: formed for the caller, it
/// belongs to the caller alone.
///
/// **What it holds, and for how long.** A key path kept ``Retention/cached`` is held by the cache
/// until it ages out (see `KeyPathCache+Aging`): its arguments are a code's constants and
/// identifiers (a default, a placeholder, a dictionary key, a set element, an id), which own
/// nothing. A key path kept ``Retention/whileInUse`` may capture a user's data (a row's last value)
/// and is held weakly: the cache finds it again only while a binding still holds it, and never
/// keeps it alive. Helpers whose key path captures the value being edited (`Binding(unwrapping:)`)
/// do not use the cache at all. A slot the cache lets go of is erased, so no argument's bytes
/// stay in its memory.
///
/// **No user code under the lock.** Keys are compared and hashed by their bytes, so the cache
/// never calls an argument's `==` or `hash(into:)`; key paths are formed by `make` with the lock
/// released; key paths and weak boxes the cache lets go are moved out of the table under the lock
/// and released after it is unlocked, so whatever `deinit` their release runs, runs then. The
/// only code that runs with the lock held is the cache's own, and the clock it reads.
///
/// `@unchecked Sendable` is sound: the only mutable state, `table`, is read and written only
/// between `lock.lock()` and `lock.unlock()` in this file, so no two threads ever touch it at once;
/// the key paths it hands out are `Sendable`, and the weak boxes it keeps never leave it.
final class KeyPathCache: @unchecked Sendable {
  /// The cache every helper uses.
  static let shared = KeyPathCache()

  /// How long the cache may keep a key path.
  enum Retention {
    /// Until it ages out: for key paths whose arguments are constants of the code.
    case cached
    /// Only while something else still holds it: for key paths that capture a user's data.
    case whileInUse
  }

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

  /// The key path `make` forms from `primary` and `secondary`: from the cache, or made by `make`
  /// and kept when the arguments may be cached.
  ///
  /// `projection` is the marker type of the projection `make` forms a key path through, and
  /// `scope` the type that, with the arguments' types, decides `Path` (the wrapped type of an
  /// optional projection, the element type of an array's); the two, the arguments' types and
  /// the arguments' bytes are the key. `make` receives the arguments to capture: for a cached
  /// key, copies rebuilt from the key's bytes (see ``CacheKey/primary(as:)``), otherwise the
  /// caller's own.
  ///
  /// `make` must be a pure function of its arguments: two key paths it returns for equal
  /// arguments must be interchangeable, because the cache hands out the first one it kept.
  ///
  /// Always inlined, so that the factory calling it does not make an unspecialized generic call
  /// over `Path`, which would look up `Path`'s metadata in the runtime on every derivation (a
  /// quarter more instructions per derivation, measured with callgrind).
  @inline(__always)
  func keyPath<Path: AnyKeyPath & Sendable, Primary, Secondary>(
    through projection: Any.Type,
    in scope: Any.Type,
    _ primary: Primary,
    _ secondary: Secondary,
    retention: Retention = .cached,
    make: (Primary, Secondary) -> Path
  ) -> Path {
    cast(
      anyKeyPath(through: projection, in: scope, primary, secondary, retention, make: make),
      through: projection)
  }

  /// The key path `make` forms from `argument`; see ``keyPath(through:in:_:_:retention:make:)``.
  @inline(__always)
  func keyPath<Path: AnyKeyPath & Sendable, Argument>(
    through projection: Any.Type,
    in scope: Any.Type,
    _ argument: Argument,
    retention: Retention = .cached,
    make: (Argument) -> Path
  ) -> Path {
    cast(
      anyKeyPath(through: projection, in: scope, argument, retention, make: make),
      through: projection)
  }

  /// The key path `make` forms with no argument; see ``keyPath(through:in:_:_:retention:make:)``.
  ///
  /// A key-path literal in generic code is instantiated anew on every evaluation, so even a
  /// projection without arguments is worth caching per type.
  @inline(__always)
  func keyPath<Path: AnyKeyPath & Sendable>(
    through projection: Any.Type, in scope: Any.Type, make: () -> Path
  ) -> Path {
    cast(anyKeyPath(through: projection, in: scope, make: make), through: projection)
  }

  // The typed entry points above pass `make` on as it is: wrapping it in a closure of their own
  // makes Swift 6.3.1's optimizer crash (signal 11 in IRGen) on some of the inlined factories.

  /// A key path from the table, as the type its factory made it with: the cache's one downcast.
  ///
  /// Sound because the key determines `Path`: a projection marker is used by one factory alone
  /// (`SourceRulesTests` checks it), and that factory's `Path` is a function of its `scope`,
  /// `Primary` and `Secondary`, all of them in the key (``CacheKey``); so whatever the table
  /// holds under a key was made by a call with the same `Path`. Debug builds, which every test
  /// runs, also check it on every call.
  @inline(__always)
  private func cast<Path: AnyKeyPath & Sendable>(
    _ found: AnyKeyPath & Sendable, through projection: Any.Type
  ) -> Path {
    #if DEBUG
      if !(found is Path) {
        fatalError(Self.markerReusedMessage(projection, expected: Path.self, found: found))
      }
    #endif
    return unsafeDowncast(found, to: Path.self)
  }

  /// ``anyKeyPath(through:in:_:_:_:make:)`` for a projection with one argument.
  private func anyKeyPath<Argument>(
    through projection: Any.Type, in scope: Any.Type, _ argument: Argument,
    _ retention: Retention, make: (Argument) -> AnyKeyPath & Sendable
  ) -> AnyKeyPath & Sendable {
    anyKeyPath(through: projection, in: scope, argument, Nothing(), retention) { argument, _ in
      make(argument)
    }
  }

  /// ``anyKeyPath(through:in:_:_:_:make:)`` for a projection without arguments.
  private func anyKeyPath(
    through projection: Any.Type, in scope: Any.Type, make: () -> AnyKeyPath & Sendable
  ) -> AnyKeyPath & Sendable {
    anyKeyPath(through: projection, in: scope, Nothing(), Nothing(), .cached) { _, _ in make() }
  }

  /// The key path for the key, from the table or made and kept: the untyped work behind the
  /// typed entry points.
  private func anyKeyPath<Primary, Secondary>(
    through projection: Any.Type,
    in scope: Any.Type,
    _ primary: Primary,
    _ secondary: Secondary,
    _ retention: Retention,
    make: (Primary, Secondary) -> AnyKeyPath & Sendable
  ) -> AnyKeyPath & Sendable {
    guard let key = CacheKey(projection: projection, scope: scope, primary, secondary) else {
      lock.lock()
      table.uncached &+= 1
      lock.unlock()
      return make(primary, secondary)
    }
    let hash = key.hash
    var released = Released()
    lock.lock()
    let found = table.lookup(key, hash: hash, releasing: &released)
    lock.unlock()
    released.drop()
    if let found { return found }

    let made = make(key.primary(as: Primary.self), key.secondary(as: Secondary.self))
    lock.lock()
    let existing = table.insert(key, hash: hash, made, retention, releasing: &released)
    lock.unlock()
    released.drop()
    return existing ?? made
  }

  /// What a debug build says before stopping when one projection marker was used with two key
  /// path types.
  static func markerReusedMessage(_ projection: Any.Type, expected: Any.Type, found: AnyObject)
    -> String
  {
    """
    OptionalBindings: the projection marker \(projection) was used for key paths of two types \
    (\(expected) and \(type(of: found))); each marker belongs to one factory.
    """
  }

  /// The cache's figures now.
  var statistics: _KeyPathCacheStatistics {
    lock.lock()
    defer { lock.unlock() }
    return table.statistics
  }

  #if DEBUG
    /// Runs `body` on the table with the lock held, releasing afterwards what it moved out; for
    /// the test hooks in `KeyPathCache+Testing`, which debug builds alone compile.
    func withLockedTable<Result>(_ body: (inout Table, inout Released) -> Result) -> Result {
      var released = Released()
      lock.lock()
      let result = body(&table, &released)
      lock.unlock()
      released.drop()
      return result
    }
  #endif

  private static func powerOfTwo(atLeast value: Int) -> Int {
    var result = 1
    while result < value { result <<= 1 }
    return result
  }
}

/// The argument of a key path that takes fewer than two: no bytes, and a type of its own.
struct Nothing {}

/// Key paths and weak boxes taken out of the table under the lock, to be released once it is
/// unlocked.
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

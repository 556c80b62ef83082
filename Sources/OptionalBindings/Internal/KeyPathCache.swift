import Dispatch

/// The projections a cached key path can be for.
///
/// Part of the cache key, because two projections can share a root type, a value type and an
/// argument type.
enum ProjectionKind: UInt8 {
  case defaultValue
  case identifiedDefault
  case replacingNil
  case unwrapping
  case presence
  case presenceStoring
  case dictionaryEntry
  case setMembership
  case selection
  case sameValue
  case element
}

/// The argument of a projection that takes none, such as `isPresent()`, whose key path still
/// needs caching because a key-path literal in generic code is made anew on every evaluation.
struct NoArgument: Hashable, Sendable {}

/// A thread-safe cache of projection key paths that grows to fit the working set and never holds
/// anything of a user's.
///
/// Forming a key path that captures an argument, or any key path in generic code, allocates and
/// instantiates it (1.5 to 2.5 µs on the Linux build machine); finding one here costs a few
/// dozen nanoseconds. A list that derives a binding per row renders every row from the cache once
/// its working set is in.
///
/// **What it holds.** Only key paths whose arguments own nothing: trivially copyable values and
/// short strings, up to 32 bytes in all (see ``CacheKey``). Any other argument (a class, a struct
/// holding a string or an array, a long string) is never cached: its key path is formed for the
/// caller and belongs to the caller alone, so deleted data cannot outlive the bindings that showed
/// it. Identity does not depend on the cache: equal arguments give equal key paths either way.
///
/// **No user code under the lock.** Keys are compared and hashed by their bytes, so the cache
/// never calls an argument's `==` or `hash(into:)`; the arguments it keeps have no references, so
/// letting one go runs no `deinit`; key paths are formed by `make` with the lock released. Key
/// paths the cache lets go are moved out of the table under the lock and released after it is
/// unlocked. The only code that runs with the lock held is this file's, and the clock it reads.
///
/// **Size.** It starts with room for ``baseCapacity`` entries. Arguments that never repeat cycle
/// through that room and do not make it grow. When keys come back soon after being evicted (a
/// list larger than the cache, rendered again), it doubles, up to ``maxCapacity``; the list's
/// second render fills it and later renders hit.
///
/// **Aging.** Time is counted in *epochs*. An epoch ends after four times as many lookups as the
/// cache has room for, or after one second, whichever comes first (the clock is read every 64
/// lookups, so an idle cache does nothing). An entry used in the current or the previous epoch
/// stays; older ones are let go, one per lookup, as a hand sweeps the table. When an epoch ends
/// in which fewer than a quarter of a grown cache's entries were used, the working set has shrunk
/// (a long list is gone): every entry not used in that epoch is let go at once, and the table
/// shrinks to fit. So a list's entries outlive it by one to two seconds of the app's other work,
/// and a list that keeps rendering keeps its entries however many other lookups come between
/// its renders, up to four times the cache's room per epoch.
///
/// **Memory bound.** At most ``maxCapacity`` entries: ``tableBytes`` for the table itself (80
/// bytes an entry, 8 an index slot, 4 a free-list slot, and 128 KiB of eviction history), the
/// arguments' bytes (at most 32 an entry), and the key path objects (72–140 bytes each, measured
/// on Linux; an `$items[id:]` key path also holds a 32-byte position hint). At the default
/// maximum of 131,072 entries that is at most about 35 MiB in all, 13 MiB of it the table,
/// none of it a user's object; the benchmark measured 24–28 MiB of resident growth for a
/// 100,000-row list, the list's own data included.
final class KeyPathCache: Sendable {
  /// The cache every helper uses.
  static let shared = KeyPathCache()

  /// The room the cache starts with, and shrinks back to.
  let baseCapacity: Int

  /// The most entries the cache ever holds.
  let maxCapacity: Int

  private let lock = Lock()
  private let table: Table

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

  /// The key path for `kind` with `primary` and `secondary`: from the cache, or made by `make` and
  /// kept when the arguments may be cached.
  ///
  /// `scope` is a type that, with `kind` and the arguments' types, determines the key path's root
  /// and value types (the wrapped type for an optional projection, the element type for an
  /// array's); the caller casts the result back to the type `make` produces. `make` receives the
  /// arguments to capture: for a cached key, copies rebuilt from the key's bytes (see
  /// ``CacheKey/primary(as:)``), otherwise the caller's own.
  ///
  /// `make` must be a pure function of its arguments: two key paths it returns for equal
  /// arguments must be interchangeable, because the cache hands out the first one it kept.
  func keyPath<Primary: Hashable & Sendable, Secondary: Hashable & Sendable>(
    _ kind: ProjectionKind,
    _ primary: Primary,
    _ secondary: Secondary,
    scope: Any.Type,
    make: (Primary, Secondary) -> AnyKeyPath & Sendable
  ) -> AnyKeyPath & Sendable {
    guard let key = CacheKey(kind, primary, secondary, scope: scope) else {
      lock.lock()
      table.uncached &+= 1
      lock.unlock()
      return make(primary, secondary)
    }
    var released = Released()
    lock.lock()
    let found = table.lookup(key, releasing: &released)
    lock.unlock()
    released.drop()
    if let found { return found }

    let made = make(key.primary(as: Primary.self), key.secondary(as: Secondary.self))
    lock.lock()
    let kept = table.insert(key, made, releasing: &released)
    lock.unlock()
    released.drop()
    return kept
  }

  /// The key path for `kind` with one argument; see ``keyPath(_:_:_:scope:make:)``.
  func keyPath<Argument: Hashable & Sendable>(
    _ kind: ProjectionKind,
    _ argument: Argument,
    scope: Any.Type,
    make: (Argument) -> AnyKeyPath & Sendable
  ) -> AnyKeyPath & Sendable {
    keyPath(kind, argument, NoArgument(), scope: scope) { argument, _ in make(argument) }
  }

  /// The cache's figures now.
  var statistics: _KeyPathCacheStatistics {
    lock.lock()
    defer { lock.unlock() }
    return table.statistics
  }

  /// How many entries the cache holds now, for tests.
  var count: Int { statistics.entries }

  /// Empties the cache and shrinks it to its base size, for tests; the counters are kept.
  func removeAll() {
    var released: [AnyKeyPath] = []
    lock.lock()
    table.removeAll(into: &released)
    lock.unlock()
    released.removeAll()
  }

  /// Every broken invariant of the table, described, for tests.
  ///
  /// - Returns: Nothing when the table is sound.
  func invariantViolations() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return table.invariantViolations()
  }

  private static func powerOfTwo(atLeast value: Int) -> Int {
    var result = 1
    while result < value { result <<= 1 }
    return result
  }
}

/// Key paths taken out of the table under the lock, to be released once it is unlocked.
///
/// A locked step usually evicts at most two entries (one by age, one to make room), which fit in
/// the two slots without allocating; compacting the table after its working set has collapsed
/// evicts many at once, into `rest`.
private struct Released {
  var first: AnyKeyPath?
  var second: AnyKeyPath?
  var rest: [AnyKeyPath] = []

  mutating func append(_ keyPath: AnyKeyPath) {
    if first == nil {
      first = keyPath
    } else if second == nil {
      second = keyPath
    } else {
      rest.append(keyPath)
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

/// One entry of the table.
private struct Entry {
  var key: CacheKey
  /// The epoch in which the entry was last used.
  var lastUsed: UInt32
  /// The key path, or nil in a slot that is free.
  var keyPath: (AnyKeyPath & Sendable)?
}

/// The cache's storage: a dense array of entries, an open-addressed index into it, and the
/// bookkeeping that sizes it.
///
/// Every method must be called with the cache's lock held.
///
/// `@unchecked Sendable` is sound because the only instance belongs to one `KeyPathCache`, which
/// touches it only between its lock's `lock()` and `unlock()`, so no two threads ever use it at
/// once; everything it hands out (key paths) is `Sendable`.
private final class Table: @unchecked Sendable {
  let baseCapacity: Int
  let maxCapacity: Int

  /// How many entries fit now; `entries` has this many slots.
  private var capacity: Int
  private var entries: UnsafeMutablePointer<Entry>
  /// Slots below this are initialized (live or free); slots above are raw memory.
  private var highWater = 0
  /// Free slots below `highWater`, as a stack.
  private var freeSlots: UnsafeMutablePointer<Int32>
  private var freeCount = 0
  /// Linear-probing index, with twice as many slots as `capacity`.
  ///
  /// A slot is 0 when empty, otherwise the entry's position + 1 in the low 32 bits and the low
  /// 32 bits of its hash in the high ones.
  private var index: UnsafeMutablePointer<UInt64>
  private var indexMask: Int
  private var live = 0
  private var argumentBytes = 0

  /// The current epoch, the lookups in it, and how many lookups end one.
  private var epoch: UInt32 = 2
  private var lookupsInEpoch = 0
  private var epochLength: Int
  /// Entries used (or added) in the current epoch, each counted once.
  private var touchedInEpoch = 0
  /// When the current epoch began, on `clock`, and how long it may last; nil for no time limit.
  private var epochStart: UInt64
  private let epochNanoseconds: UInt64?
  private let clock: @Sendable () -> UInt64
  /// Where the next aging step looks.
  private var hand = 0

  /// Hashes of recently evicted keys, as two bit sets: a key found here was evicted and came
  /// back, which is the sign that the working set is larger than the cache.
  private var history: UnsafeMutablePointer<UInt64>?
  private var historyMarks = 0
  private static let historyWords = 1 << 13  // 2^19 bits a set, 64 KiB
  /// Rises with each returning key, falls with each new one; the cache grows only while returning
  /// keys dominate, so arguments that never repeat cannot make it grow.
  private var regretScore = 0

  var hits = 0
  var misses = 0
  var uncached = 0

  init(
    baseCapacity: Int, maxCapacity: Int, epochNanoseconds: UInt64?,
    clock: @escaping @Sendable () -> UInt64
  ) {
    self.baseCapacity = baseCapacity
    self.maxCapacity = maxCapacity
    self.epochNanoseconds = epochNanoseconds
    self.clock = clock
    capacity = baseCapacity
    (entries, freeSlots, index, indexMask) = Self.allocate(capacity: baseCapacity)
    epochLength = 4 * baseCapacity
    epochStart = clock()
  }

  /// Uninitialized entries and free-list slots for `capacity` entries, and an empty index.
  private static func allocate(capacity: Int) -> (
    entries: UnsafeMutablePointer<Entry>, freeSlots: UnsafeMutablePointer<Int32>,
    index: UnsafeMutablePointer<UInt64>, indexMask: Int
  ) {
    let indexMask = capacity * 2 - 1
    let index = UnsafeMutablePointer<UInt64>.allocate(capacity: indexMask + 1)
    index.initialize(repeating: 0, count: indexMask + 1)
    return (.allocate(capacity: capacity), .allocate(capacity: capacity), index, indexMask)
  }

  /// Frees the storage; the caller has moved out or deinitialized every entry below `highWater`.
  private func deallocate() {
    entries.deallocate()
    freeSlots.deallocate()
    index.deallocate()
  }

  deinit {
    entries.deinitialize(count: highWater)
    deallocate()
    history?.deallocate()
  }

  var statistics: _KeyPathCacheStatistics {
    let tableBytes =
      capacity * (MemoryLayout<Entry>.stride + MemoryLayout<Int32>.stride)
      + (indexMask + 1) * MemoryLayout<UInt64>.stride
      + (history == nil ? 0 : 2 * Self.historyWords * MemoryLayout<UInt64>.stride)
    return _KeyPathCacheStatistics(
      entries: live, capacity: capacity, pinnedBytes: tableBytes + argumentBytes,
      tableBytes: tableBytes, argumentBytes: argumentBytes, hits: hits, misses: misses,
      uncached: uncached)
  }

  // MARK: Lookup and insertion

  func lookup(_ key: CacheKey, releasing released: inout Released) -> (AnyKeyPath & Sendable)? {
    age(releasing: &released)
    guard let position = find(key) else {
      misses &+= 1
      return nil
    }
    hits &+= 1
    if entries[position].lastUsed != epoch {
      entries[position].lastUsed = epoch
      touchedInEpoch += 1
    }
    return entries[position].keyPath
  }

  /// Keeps `keyPath` for `key` and returns it, or returns the one another thread kept first.
  func insert(
    _ key: CacheKey, _ keyPath: AnyKeyPath & Sendable, releasing released: inout Released
  ) -> AnyKeyPath & Sendable {
    if let position = find(key), let existing = entries[position].keyPath {
      if entries[position].lastUsed != epoch {
        entries[position].lastUsed = epoch
        touchedInEpoch += 1
      }
      return existing
    }
    let returning = wasEvictedRecently(key.hash)
    regretScore = returning ? regretScore + 1 : max(0, regretScore - 1)
    if live >= capacity {
      if returning, regretScore >= capacity / 8, capacity < maxCapacity {
        resize(to: capacity * 2)
        // The epoch starts over at the new size, so that nothing the working set brought in
        // while it grew ages out before the working set comes round again.
        lookupsInEpoch = 0
        epochLength = 4 * capacity
      } else {
        evictOldest(releasing: &released)
      }
    }
    let position: Int
    if freeCount > 0 {
      freeCount -= 1
      position = Int(freeSlots[freeCount])
      entries[position] = Entry(key: key, lastUsed: epoch, keyPath: keyPath)
    } else {
      position = highWater
      (entries + position).initialize(to: Entry(key: key, lastUsed: epoch, keyPath: keyPath))
      highWater += 1
    }
    addToIndex(position, hash: key.hash)
    live += 1
    touchedInEpoch += 1
    argumentBytes += key.argumentByteCount
    return keyPath
  }

  func removeAll(into released: inout [AnyKeyPath]) {
    for position in 0..<highWater {
      if let keyPath = entries[position].keyPath { released.append(keyPath) }
    }
    entries.deinitialize(count: highWater)
    deallocate()
    capacity = baseCapacity
    (entries, freeSlots, index, indexMask) = Self.allocate(capacity: capacity)
    highWater = 0
    freeCount = 0
    live = 0
    argumentBytes = 0
    hand = 0
    regretScore = 0
    epochLength = 4 * baseCapacity
    lookupsInEpoch = 0
    touchedInEpoch = 0
  }

  func invariantViolations() -> [String] {
    var problems: [String] = []
    var indexed = 0
    for slot in 0...indexMask where index[slot] != 0 {
      indexed += 1
      let position = Int(index[slot] & 0xFFFF_FFFF) - 1
      guard position >= 0, position < highWater else {
        problems.append("index slot \(slot) points past the entries (\(position))")
        continue
      }
      if entries[position].keyPath == nil {
        problems.append("index slot \(slot) points at free entry \(position)")
      }
      if UInt32(truncatingIfNeeded: index[slot] >> 32)
        != UInt32(truncatingIfNeeded: entries[position].key.hash)
      {
        problems.append("index slot \(slot) has the wrong fingerprint")
      }
    }
    var liveEntries = 0
    var bytes = 0
    for position in 0..<highWater where entries[position].keyPath != nil {
      liveEntries += 1
      bytes += entries[position].key.argumentByteCount
      if find(entries[position].key) != position {
        problems.append("entry \(position) cannot be found through the index")
      }
    }
    if liveEntries != live { problems.append("\(liveEntries) live entries, counted \(live)") }
    if indexed != live { problems.append("\(indexed) index slots used for \(live) entries") }
    if bytes != argumentBytes {
      problems.append("\(bytes) argument bytes, counted \(argumentBytes)")
    }
    if highWater - freeCount != live {
      problems.append("high water \(highWater) - free \(freeCount) != live \(live)")
    }
    if live > capacity { problems.append("\(live) entries in room for \(capacity)") }
    return problems
  }

  // MARK: Aging

  /// One step of aging, taken on every lookup: counts the lookup toward the epoch and lets go of
  /// the entry under the hand if it was not used in this epoch or the one before.
  ///
  /// An epoch ends after four times as many lookups as the cache has room for, or, with a time
  /// limit, once that much time has passed (the clock is read every 64 lookups).
  private func age(releasing released: inout Released) {
    lookupsInEpoch += 1
    if lookupsInEpoch >= epochLength {
      startEpoch(releasing: &released)
    } else if let limit = epochNanoseconds, lookupsInEpoch & 63 == 0,
      clock() &- epochStart >= limit
    {
      startEpoch(releasing: &released)
    }
    guard highWater > 0 else { return }
    if hand >= highWater { hand = 0 }
    let position = hand
    hand += 1
    if entries[position].keyPath != nil, epoch &- entries[position].lastUsed >= 2 {
      evict(position, releasing: &released)
    }
  }

  /// Ends the epoch.
  ///
  /// If the cache has grown and fewer than a quarter of its entries were used in the epoch that
  /// ends, the working set has shrunk (a long list is gone): every entry not used in that epoch
  /// is let go at once, rather than one per lookup, and the table shrinks to fit.
  private func startEpoch(releasing released: inout Released) {
    if capacity > baseCapacity, touchedInEpoch < live / 4 {
      for position in 0..<highWater
      where entries[position].keyPath != nil && entries[position].lastUsed != epoch {
        evict(position, releasing: &released)
      }
    }
    epoch &+= 1
    lookupsInEpoch = 0
    touchedInEpoch = 0
    epochStart = clock()
    if capacity > baseCapacity, live < capacity / 4 {
      var target = baseCapacity
      while target < live * 2 { target <<= 1 }
      resize(to: target)
    }
    epochLength = 4 * capacity
  }

  /// Makes room for one entry: lets go of the least recently used of the next few entries.
  private func evictOldest(releasing released: inout Released) {
    var oldest = -1
    var oldestAge: UInt32 = 0
    var scanned = 0
    var position = hand
    while scanned < 32 {
      if position >= highWater { position = 0 }
      if entries[position].keyPath != nil {
        let age = epoch &- entries[position].lastUsed
        if oldest < 0 || age > oldestAge {
          oldest = position
          oldestAge = age
        }
        scanned += 1
      }
      position += 1
    }
    hand = position
    evict(oldest, releasing: &released)
  }

  private func evict(_ position: Int, releasing released: inout Released) {
    let key = entries[position].key
    removeFromIndex(position, hash: key.hash)
    rememberEviction(key.hash)
    if let keyPath = entries[position].keyPath { released.append(keyPath) }
    entries[position].keyPath = nil
    freeSlots[freeCount] = Int32(truncatingIfNeeded: position)
    freeCount += 1
    live -= 1
    argumentBytes -= key.argumentByteCount
  }

  // MARK: Eviction history

  private func rememberEviction(_ hash: UInt64) {
    if history == nil {
      let words = 2 * Self.historyWords
      history = .allocate(capacity: words)
      history!.initialize(repeating: 0, count: words)
    }
    guard let history else { return }
    if historyMarks >= Self.historyWords * 16 {
      // The newer set is a quarter full: it becomes the older one, and the new one starts empty.
      (history + Self.historyWords).update(from: history, count: Self.historyWords)
      history.update(repeating: 0, count: Self.historyWords)
      historyMarks = 0
    }
    let bit = Int(truncatingIfNeeded: hash >> 45)  // 19 bits
    history[bit >> 6] |= 1 << UInt64(bit & 63)
    historyMarks += 1
  }

  private func wasEvictedRecently(_ hash: UInt64) -> Bool {
    guard let history else { return false }
    let bit = Int(truncatingIfNeeded: hash >> 45)
    let mask: UInt64 = 1 << UInt64(bit & 63)
    return (history[bit >> 6] | history[Self.historyWords + (bit >> 6)]) & mask != 0
  }

  // MARK: Index

  private func find(_ key: CacheKey) -> Int? {
    let fingerprint = UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: key.hash)) << 32
    var slot = Int(truncatingIfNeeded: key.hash) & indexMask
    while true {
      let stored = index[slot]
      if stored == 0 { return nil }
      if stored & 0xFFFF_FFFF_0000_0000 == fingerprint {
        let position = Int(stored & 0xFFFF_FFFF) - 1
        if entries[position].key.matches(key) { return position }
      }
      slot = (slot + 1) & indexMask
    }
  }

  private func addToIndex(_ position: Int, hash: UInt64) {
    var slot = Int(truncatingIfNeeded: hash) & indexMask
    while index[slot] != 0 { slot = (slot + 1) & indexMask }
    index[slot] =
      UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash)) << 32 | UInt64(position + 1)
  }

  /// Removes `position` from the index, shifting later entries of its probe run back so that no
  /// search stops early at the hole (deletion without tombstones).
  private func removeFromIndex(_ position: Int, hash: UInt64) {
    var hole = Int(truncatingIfNeeded: hash) & indexMask
    while Int(index[hole] & 0xFFFF_FFFF) != position + 1 { hole = (hole + 1) & indexMask }
    var next = (hole + 1) & indexMask
    while index[next] != 0 {
      let home = Int(truncatingIfNeeded: index[next] >> 32) & indexMask
      if (next &- home) & indexMask >= (next &- hole) & indexMask {
        index[hole] = index[next]
        hole = next
      }
      next = (next + 1) & indexMask
    }
    index[hole] = 0
  }

  /// Moves every live entry into new storage with room for `newCapacity`.
  private func resize(to newCapacity: Int) {
    let new = Self.allocate(capacity: newCapacity)
    var moved = 0
    for position in 0..<highWater {
      if entries[position].keyPath != nil {
        (new.entries + moved).moveInitialize(from: entries + position, count: 1)
        moved += 1
      } else {
        (entries + position).deinitialize(count: 1)
      }
    }
    deallocate()
    (entries, freeSlots, index, indexMask) = new
    capacity = newCapacity
    highWater = moved
    freeCount = 0
    hand = 0
    for position in 0..<moved { addToIndex(position, hash: entries[position].key.hash) }
  }
}

/// The cache's table: a dense array of entries, a free list, an open-addressed index into the
/// entries (`KeyPathCache+Index`), and the bookkeeping of aging (`KeyPathCache+Aging`) and of
/// sizing (`KeyPathCache+Sizing`).
///
/// A value type, owned by one ``KeyPathCache`` and used only with its lock held, so its methods
/// mutate it in place without further synchronization. Its stored properties are internal only
/// so that the extensions in the files named above can reach them; nothing else does.
struct Table {
  let baseCapacity: Int
  let maxCapacity: Int

  /// How many entries fit now.
  var capacity: Int
  /// The entries, live and free.
  ///
  /// Only grows (up to `capacity`) until the next resize; a slot freed by eviction goes on
  /// `freeSlots` and is reused before the array grows.
  var entries: ContiguousArray<Entry> = []
  /// Positions in `entries` that are free.
  var freeSlots: ContiguousArray<Int32> = []
  /// How many entries are live.
  var live = 0
  /// Bytes of arguments the live entries' key paths capture.
  var argumentBytes = 0

  /// The index: twice as many slots as `capacity` (see `KeyPathCache+Index`).
  var index: ContiguousArray<UInt64> = []
  var indexMask = 0

  /// Aging (see `KeyPathCache+Aging`).
  var epoch: UInt32 = 0
  var lookupsInEpoch = 0
  var epochLength: Int
  var touchedInEpoch = 0
  /// The distinct keys (by 12 bits of hash) that came back after the table let them go or
  /// declined them, in the current quarter of the time limit and in the one before it; and how
  /// many missed keys came back and how many were new, in the same two quarters.
  var returnsSeen = ContiguousArray<UInt64>(repeating: 0, count: 64)
  var distinctReturns = 0
  var earlierDistinctReturns = 0
  var returnsAndNewKeys = (returns: 0, new: 0)
  var earlierReturnsAndNewKeys = (returns: 0, new: 0)
  var quarterStart: UInt64
  var epochStart: UInt64
  let epochNanoseconds: UInt64?
  let clock: @Sendable () -> UInt64
  var hand = 0

  /// Sizing (see `KeyPathCache+Sizing`).
  var history: ContiguousArray<UInt64> = []
  var historyMarks = 0
  var regretScore = 0

  /// Counters for ``_KeyPathCacheStatistics``.
  var hits = 0
  var misses = 0
  var uncached = 0
  var declined = 0

  init(
    baseCapacity: Int, maxCapacity: Int, epochNanoseconds: UInt64?,
    clock: @escaping @Sendable () -> UInt64
  ) {
    self.baseCapacity = baseCapacity
    self.maxCapacity = maxCapacity
    self.epochNanoseconds = epochNanoseconds
    self.clock = clock
    capacity = baseCapacity
    epochLength = 4 * baseCapacity
    epochStart = clock()
    quarterStart = epochStart
    allocate(capacity: baseCapacity)
  }

  /// Empty storage for `capacity` entries.
  mutating func allocate(capacity: Int) {
    entries = []
    entries.reserveCapacity(capacity)
    freeSlots = []
    freeSlots.reserveCapacity(capacity)
    index = ContiguousArray(repeating: 0, count: capacity * 2)
    indexMask = capacity * 2 - 1
  }

  var statistics: _KeyPathCacheStatistics {
    let tableBytes =
      capacity * (MemoryLayout<Entry>.stride + MemoryLayout<Int32>.stride)
      + index.count * MemoryLayout<UInt64>.stride + history.count * MemoryLayout<UInt64>.stride
    return _KeyPathCacheStatistics(
      entries: live, capacity: capacity, pinnedBytes: tableBytes + argumentBytes,
      tableBytes: tableBytes, argumentBytes: argumentBytes, hits: hits, misses: misses,
      uncached: uncached, declined: declined)
  }

  // MARK: Lookup and insertion

  /// The key path kept for `key`, or nil; counts a hit or a miss and takes one step of aging.
  mutating func lookup(_ key: CacheKey, hash: UInt64, releasing released: inout Released)
    -> (AnyKeyPath & Sendable)?
  {
    age(releasing: &released)
    guard let position = find(key, hash: hash) else {
      misses &+= 1
      return nil
    }
    hits &+= 1
    touch(position)
    return entries[position].keyPath
  }

  /// Keeps `keyPath` for `key` if there is room for it; returns the key path another thread kept
  /// for `key` first, if any.
  ///
  /// There is no room when the table is at its size for now and every entry it could let go of
  /// was used recently (see ``makeRoom(forKeyWithHash:releasing:)``): then `keyPath` is not kept,
  /// and the caller uses it uncached.
  mutating func insert(
    _ key: CacheKey, hash: UInt64, _ keyPath: AnyKeyPath & Sendable,
    releasing released: inout Released
  ) -> (AnyKeyPath & Sendable)? {
    if let position = find(key, hash: hash) {
      touch(position)
      return entries[position].keyPath
    }
    guard makeRoom(forKeyWithHash: hash, releasing: &released) else {
      declined &+= 1
      return nil
    }
    let entry = Entry(key: key, lastUsed: epoch, keyPath: keyPath)
    let position: Int
    if let free = freeSlots.popLast() {
      position = Int(free)
      entries[position] = entry
    } else {
      position = entries.count
      entries.append(entry)
    }
    addToIndex(position, hash: hash)
    live += 1
    touchedInEpoch += 1
    argumentBytes += key.argumentByteCount
    return nil
  }

  /// Marks the entry at `position` as used in this epoch.
  mutating func touch(_ position: Int) {
    if entries[position].lastUsed != epoch {
      entries[position].lastUsed = epoch
      touchedInEpoch += 1
    }
  }

  /// Lets go of the live entry at `position`: out of the index, its key path moved into
  /// `released`, its key erased, its slot freed.
  mutating func evict(_ position: Int, releasing released: inout Released) {
    let hash = entries[position].key.hash
    removeFromIndex(position, hash: hash)
    rememberLetGo(hash)
    if let keyPath = entries[position].keyPath { released.append(keyPath) }
    argumentBytes -= entries[position].key.argumentByteCount
    entries[position].keyPath = nil
    entries[position].key.erase()
    freeSlots.append(Int32(truncatingIfNeeded: position))
    live -= 1
  }

  /// Moves every live entry into new storage with room for `newCapacity`.
  mutating func resize(to newCapacity: Int) {
    let old = entries
    allocate(capacity: newCapacity)
    for entry in old where entry.keyPath != nil {
      addToIndex(entries.count, hash: entry.key.hash)
      entries.append(entry)
    }
    capacity = newCapacity
    hand = 0
  }
}

/// One slot of the table.
struct Entry {
  var key: CacheKey
  /// The epoch in which the entry was last used.
  var lastUsed: UInt32
  /// The key path, or nil in a slot that is free.
  var keyPath: (AnyKeyPath & Sendable)?
}

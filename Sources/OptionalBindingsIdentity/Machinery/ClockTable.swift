/// The key-path cache's table: a ring of `capacity` slots swept by CLOCK's hand, an
/// open-addressed index from a key's hash to its slot, and the doorkeeper that admits keys once
/// the ring is full.
///
/// Everything is allocated when the table is made and never grows or shrinks. A hit sets the
/// slot's reference bit. A miss fills the next unused slot or, once all are used and the
/// doorkeeper has seen the key, the first slot from the hand on whose bit is clear, clearing the
/// bits it passes; so an eviction looks at most `capacity + 1` slots. Used only under the
/// cache's lock.
@usableFromInline
struct ClockTable {
  /// One slot of the ring; a slot with no key path is unused.
  struct Slot {
    var key: CacheKey?
    var isReferenced = false
    var keyPath: (AnyKeyPath & Sendable)?
  }

  let capacity: Int
  private(set) var slots: ContiguousArray<Slot>
  /// Slots in use, which are the first `used` of the ring: none is freed once used.
  private(set) var used = 0
  private(set) var hand = 0
  private(set) var argumentBytes = 0

  /// Twice as many index slots as ring slots: 0 when empty, otherwise the low 32 bits of the
  /// key's hash (its *fingerprint*) above the ring slot + 1.
  private(set) var index: ContiguousArray<UInt64>
  private let indexMask: Int

  /// Admission once every slot is used: a key is kept on its second miss within the
  /// doorkeeper's memory of `2 × capacity` sightings.
  private(set) var doorkeeper: Doorkeeper

  var hits = 0
  var misses = 0
  var declined = 0
  var uncached = 0
  var evictions = 0

  /// What a lookup found: the key path kept, or whether to keep the one the caller forms.
  @usableFromInline
  enum Lookup {
    case found(AnyKeyPath & Sendable)
    case keep
    case pass
  }

  init(capacity: Int) {
    self.capacity = capacity
    slots = ContiguousArray(repeating: Slot(), count: capacity)
    var indexSlots = 2
    while indexSlots < 2 * capacity { indexSlots <<= 1 }
    index = ContiguousArray(repeating: 0, count: indexSlots)
    indexMask = indexSlots - 1
    doorkeeper = Doorkeeper(window: 2 * capacity)
  }

  var statistics: KeyPathCacheStatistics {
    let tableBytes =
      slots.count * MemoryLayout<Slot>.stride + index.count * MemoryLayout<UInt64>.stride
      + doorkeeper.byteCount
    return KeyPathCacheStatistics(
      entries: used, capacity: capacity, pinnedBytes: tableBytes + argumentBytes,
      tableBytes: tableBytes, argumentBytes: argumentBytes, hits: hits, misses: misses,
      declined: declined, uncached: uncached, evictions: evictions)
  }

  /// The key path kept for `key`, marked referenced; on a miss, whether to keep the one formed.
  ///
  /// A miss is kept while a slot is unused, and on a full ring only when the doorkeeper has seen
  /// the key; a first sighting is remembered instead, and counted as declined.
  mutating func lookUp(_ key: CacheKey, hash: UInt64) -> Lookup {
    if let slot = find(key, hash: hash) {
      hits &+= 1
      slots[slot].isReferenced = true
      return .found(slots[slot].keyPath!)
    }
    misses &+= 1
    if used < capacity || doorkeeper.hasSeen(hash) { return .keep }
    doorkeeper.see(hash)
    declined &+= 1
    return .pass
  }

  /// Keeps `keyPath` for `key`, unreferenced, evicting one entry if every slot is used.
  ///
  /// Returns the key path another thread kept for `key` first, if any. The evicted key path is
  /// moved into `evicted`, for the caller to release after unlocking.
  mutating func insert(
    _ key: CacheKey, hash: UInt64, _ keyPath: AnyKeyPath & Sendable,
    evicting evicted: inout AnyKeyPath?
  ) -> (AnyKeyPath & Sendable)? {
    if let slot = find(key, hash: hash) { return slots[slot].keyPath }
    let slot: Int
    if used < capacity {
      slot = used
      used += 1
    } else {
      slot = victim()
      let old = slots[slot].key!
      removeFromIndex(slot, hash: old.hash)
      argumentBytes -= old.argumentByteCount
      evicted = slots[slot].keyPath
      evictions &+= 1
    }
    slots[slot] = Slot(key: key, isReferenced: false, keyPath: keyPath)
    addToIndex(slot, hash: hash)
    argumentBytes += key.argumentByteCount
    return nil
  }

  /// The slot CLOCK evicts: the first from the hand whose bit is clear, clearing the bits of the
  /// slots passed over; the hand stops just after it.
  private mutating func victim() -> Int {
    while slots[hand].isReferenced {
      slots[hand].isReferenced = false
      hand = hand + 1 == capacity ? 0 : hand + 1
    }
    let slot = hand
    hand = hand + 1 == capacity ? 0 : hand + 1
    return slot
  }

  // MARK: The index: linear probing, deletion by backward shift (no tombstones)

  /// The slot holding `key`, or nil.
  @inline(__always)
  func find(_ key: CacheKey, hash: UInt64) -> Int? {
    let fingerprint = hash & 0xFFFF_FFFF
    var probe = Int(truncatingIfNeeded: fingerprint) & indexMask
    while true {
      let stored = index[probe]
      if stored == 0 { return nil }
      if stored >> 32 == fingerprint {
        let slot = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
        if slots[slot].key?.matches(key) == true { return slot }
      }
      probe = (probe + 1) & indexMask
    }
  }

  private mutating func addToIndex(_ slot: Int, hash: UInt64) {
    let fingerprint = hash & 0xFFFF_FFFF
    var probe = Int(truncatingIfNeeded: fingerprint) & indexMask
    while index[probe] != 0 { probe = (probe + 1) & indexMask }
    index[probe] = fingerprint << 32 | UInt64(slot + 1)
  }

  /// Removes `slot` from the index, moving later entries of its probe run back into the hole
  /// when their home (their fingerprint's low bits) does not lie after it.
  private mutating func removeFromIndex(_ slot: Int, hash: UInt64) {
    var hole = Int(truncatingIfNeeded: hash & 0xFFFF_FFFF) & indexMask
    while Int(truncatingIfNeeded: index[hole] & 0xFFFF_FFFF) != slot + 1 {
      hole = (hole + 1) & indexMask
    }
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
}

/// The table's index: open addressing with linear probing, twice as many slots as entries.
///
/// A slot is 0 when empty; otherwise its low 32 bits are the entry's position + 1 and its high 32
/// bits the *fingerprint*, the low 32 bits of the key's hash. A key's *home* slot is its
/// fingerprint's low bits (`fingerprint & indexMask`), the same bits on purpose: the home of any
/// occupied slot can then be recomputed from the slot alone, which deletion needs to close the
/// hole it leaves without tombstones. It limits the index to 2³² slots, far beyond the cache's
/// largest size. Within a probe run the fingerprint's higher bits still tell keys apart, so a
/// lookup compares whole keys only on a fingerprint match.
extension Table {
  /// The position of the live entry for `key`, or nil.
  @inline(__always)
  func find(_ key: CacheKey, hash: UInt64) -> Int? {
    let fingerprint = UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash))
    var slot = Int(truncatingIfNeeded: fingerprint) & indexMask
    while true {
      let stored = index[slot]
      if stored == 0 { return nil }
      if stored >> 32 == fingerprint {
        let position = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
        if entries[position].key.matches(key) { return position }
      }
      slot = (slot + 1) & indexMask
    }
  }

  /// Adds `position` to the index under `hash`.
  mutating func addToIndex(_ position: Int, hash: UInt64) {
    let fingerprint = UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash))
    var slot = Int(truncatingIfNeeded: fingerprint) & indexMask
    while index[slot] != 0 { slot = (slot + 1) & indexMask }
    index[slot] = fingerprint << 32 | UInt64(position + 1)
  }

  /// Removes `position` from the index, shifting later slots of its probe run back so that no
  /// search stops early at the hole (deletion without tombstones).
  mutating func removeFromIndex(_ position: Int, hash: UInt64) {
    var hole = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash)) & indexMask
    while Int(truncatingIfNeeded: index[hole] & 0xFFFF_FFFF) != position + 1 {
      hole = (hole + 1) & indexMask
    }
    var next = (hole + 1) & indexMask
    while index[next] != 0 {
      // The slot's home, recomputed from its fingerprint (see the type's comment).
      let home = Int(truncatingIfNeeded: index[next] >> 32) & indexMask
      // Move it into the hole unless its home lies after the hole, within the run up to it.
      if (next &- home) & indexMask >= (next &- hole) & indexMask {
        index[hole] = index[next]
        hole = next
      }
      next = (next + 1) & indexMask
    }
    index[hole] = 0
  }
}

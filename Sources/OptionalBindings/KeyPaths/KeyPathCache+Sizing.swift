/// Sizing: when the table grows, when it shrinks, and what it does when it is full.
///
/// The table starts with room for `baseCapacity` entries. It doubles, up to `maxCapacity`, when
/// keys come back soon after the table let them go or turned them away: the sign that the working
/// set (a list rendered again) is larger than the table. Keys that never repeat never come back,
/// so a stream of ever-new arguments cycles through the base room and does not make it grow. The
/// history of keys let go is two bit sets of hashes, each of 8 bits per entry of the largest
/// table, so that it remembers a key for at least twice `maxCapacity` keys let go after it: a
/// working set of up to that many keys more than the table is seen to come back. The *regret
/// score* rises with each key that comes back and falls with each new one, and the table grows
/// only while returning keys dominate, by at least an eighth of the table's size and at least
/// ``Table/leastRegret``.
///
/// Full at its largest (or full of recent entries while new keys arrive), the table lets an
/// entry go only if it is stale (`KeyPathCache+Aging`); otherwise it *declines* the new key,
/// whose key path is then used uncached. So a working set larger than `maxCapacity` is still
/// served in part: the entries the table holds stay while they keep being used, and every pass
/// hits those (capacity ÷ working set of the lookups), instead of evicting each key just before
/// it comes round again.
///
/// When an epoch ends with the table less than a quarter full, it shrinks to the smallest power
/// of two (at least `baseCapacity`) that leaves it half full at most.
extension Table {
  /// The 64-bit words of one of the two history sets: 8 bits per entry of the largest table
  /// (2²⁰ bits, 128 KiB, for the shared cache), and at least 4,096 bits.
  var historyWords: Int { max(maxCapacity / 8, 64) }

  /// How far a hash is shifted to leave as many bits as a history set has.
  var historyShift: UInt64 { UInt64(64 - (historyWords * 64).trailingZeroBitCount) }

  /// The least regret score that makes the table grow, however small it is.
  ///
  /// The history answers "let go recently" wrongly for a share of new keys (up to about two in
  /// five when both sets are full), and a score that rises and falls with such answers wanders:
  /// for a small table, a threshold of an eighth of its size (8 for 64 entries) is reached by
  /// chance within a long stream of keys that never repeat. From 64 on, the chance of that is
  /// below one in a billion per run of new keys.
  static let leastRegret = 64

  /// Makes room for one more entry whose key hashes to `hash`; returns false when the key is
  /// declined instead.
  mutating func makeRoom(forKeyWithHash hash: UInt64, releasing released: inout Released)
    -> Bool
  {
    let returning = wasLetGoRecently(hash)
    regretScore = returning ? regretScore + 1 : max(0, regretScore - 1)
    if epochNanoseconds != nil { noteMiss(hash, returning: returning) }
    guard live >= capacity else { return true }
    if returning, capacity < maxCapacity {
      if regretScore >= Swift.max(capacity / 8, Self.leastRegret) {
        resize(to: capacity * 2)
        // The epoch starts over at the new size, so that nothing the working set brought in
        // while it grew ages out before the working set comes round again.
        lookupsInEpoch = 0
        epochLength = 4 * capacity
        return true
      }
      // The table is about to grow to fit the keys that come back: make room now.
      return evictOldest(onlyIfStale: false, releasing: &released)
    }
    if evictOldest(onlyIfStale: true, releasing: &released) { return true }
    rememberLetGo(hash)
    return false
  }

  /// Shrinks a table less than a quarter full to the size that leaves it at most half full.
  mutating func shrinkIfSparse() {
    guard capacity > baseCapacity, live < capacity / 4 else { return }
    var target = baseCapacity
    while target < live * 2 { target <<= 1 }
    resize(to: target)
  }

  // MARK: History of keys let go

  /// Records that a key hashing to `hash` was let go of or declined.
  mutating func rememberLetGo(_ hash: UInt64) {
    if history.isEmpty {
      history = ContiguousArray(repeating: 0, count: 2 * historyWords)
    }
    if historyMarks >= historyWords * 16 {
      // The newer set is a quarter full: it becomes the older one, and the new one starts empty.
      for word in 0..<historyWords {
        history[historyWords + word] = history[word]
        history[word] = 0
      }
      historyMarks = 0
    }
    let bit = Int(truncatingIfNeeded: hash >> historyShift)
    history[bit >> 6] |= 1 << UInt64(bit & 63)
    historyMarks += 1
  }

  /// Whether a key hashing to `hash` was let go of or declined recently (or another key with
  /// the same top bits of hash was: a false positive only makes growth a little more eager).
  func wasLetGoRecently(_ hash: UInt64) -> Bool {
    guard !history.isEmpty else { return false }
    let bit = Int(truncatingIfNeeded: hash >> historyShift)
    let mask: UInt64 = 1 << UInt64(bit & 63)
    return (history[bit >> 6] | history[historyWords + (bit >> 6)]) & mask != 0
  }
}

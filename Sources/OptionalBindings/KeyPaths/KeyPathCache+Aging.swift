/// Aging: how the table tells recent entries from old ones, and lets old ones go.
///
/// Time is counted in *epochs*. An epoch ends after four times as many lookups as the table has
/// room for, or, with a time limit, once that much time has passed since it began (the clock is
/// read every ``clockInterval`` lookups, so a cache nobody asks does no work at all), but not
/// while many distinct keys keep coming back after the table let them go or declined them (at
/// least ``Table/leastRegret`` in the last quarter or two of the time limit, and no fewer than
/// the new keys): that is a working set larger than the table cycling more slowly than an epoch,
/// and aging its entries would let each go just before it comes round again. A few keys declined
/// again and again (a small screen after a long list) are not many distinct keys.
///
/// An entry records the epoch it was last used in; its *age* is how many epochs have ended
/// since. An entry is *stale* at age 2: used in neither the current epoch nor the previous one.
///
/// Every lookup takes one step of a *hand* that sweeps the entries in order, letting go of a
/// stale one, so a list's entries outlive it by two epochs of the app's other work. When an
/// epoch ends in which fewer than a quarter of a grown table's entries were used, the working set
/// has collapsed: every entry not used in it goes at once, and the table shrinks. With no
/// lookups nothing ages: the cache has no thread and no timer.
extension Table {
  /// How many lookups pass between two readings of the clock.
  static let clockInterval = 16

  /// The age at which an entry is stale.
  static let staleAge: UInt32 = 2

  /// How many epochs have ended since the entry at `position` was last used.
  func age(of position: Int) -> UInt32 { epoch &- entries[position].lastUsed }

  /// One step of aging, taken on every lookup: counts the lookup toward the epoch, and lets go
  /// of the entry under the hand if it is stale.
  mutating func age(releasing released: inout Released) {
    lookupsInEpoch += 1
    var due = lookupsInEpoch >= epochLength
    var now: UInt64?
    if let limit = epochNanoseconds, lookupsInEpoch % Self.clockInterval == 0 {
      let time = clock()
      if time &- quarterStart >= limit / 4 {
        // After a longer spell, the quarter before this one saw no lookups, and no returns.
        let adjacent = time &- quarterStart < limit / 2
        earlierDistinctReturns = adjacent ? distinctReturns : 0
        earlierReturnsAndNewKeys = adjacent ? returnsAndNewKeys : (0, 0)
        forgetReturns()
        quarterStart = time
      }
      due = due || time &- epochStart >= limit
      now = time
    }
    if due {
      if epochNanoseconds != nil, keysKeepComingBack {
        // Keep the epoch, and ask again later.
        epochStart = now ?? clock()
        lookupsInEpoch = 0
      } else {
        startEpoch(releasing: &released)
      }
    }
    guard !entries.isEmpty else { return }
    if hand >= entries.count { hand = 0 }
    let position = hand
    hand += 1
    if entries[position].keyPath != nil, age(of: position) >= Self.staleAge {
      evict(position, releasing: &released)
    }
  }

  /// Ends the epoch, letting a collapsed working set go at once and shrinking a sparse table.
  mutating func startEpoch(releasing released: inout Released) {
    if capacity > baseCapacity, touchedInEpoch < live / 4 {
      for position in entries.indices
      where entries[position].keyPath != nil && entries[position].lastUsed != epoch {
        evict(position, releasing: &released)
      }
    }
    epoch &+= 1
    lookupsInEpoch = 0
    touchedInEpoch = 0
    epochStart = clock()
    shrinkIfSparse()
    epochLength = 4 * capacity
  }

  /// Lets go of the oldest of the next 32 live entries after the hand, if `onlyIfStale` is false
  /// or that entry is stale; returns whether it let one go.
  ///
  /// Refusing to let a recent entry go is what keeps a table at its largest useful when the
  /// working set is larger still: the entries it holds keep serving their share of every pass,
  /// where evicting the oldest would, for keys used in a cycle, evict each key just before it
  /// comes back.
  mutating func evictOldest(onlyIfStale: Bool, releasing released: inout Released) -> Bool {
    var oldest = -1
    var oldestAge: UInt32 = 0
    var scanned = 0
    var position = hand
    while scanned < 32, scanned < live {
      if position >= entries.count { position = 0 }
      if entries[position].keyPath != nil {
        let age = age(of: position)
        if oldest < 0 || age > oldestAge {
          oldest = position
          oldestAge = age
        }
        scanned += 1
      }
      position += 1
    }
    hand = position
    guard oldest >= 0, !onlyIfStale || oldestAge >= Self.staleAge else { return false }
    evict(oldest, releasing: &released)
    return true
  }

  /// Whether many distinct keys came back in the last quarter or two of the time limit, and no
  /// fewer than new keys came: a working set larger than the table, cycling more slowly than an
  /// epoch.
  var keysKeepComingBack: Bool {
    distinctReturns + earlierDistinctReturns >= Self.leastRegret
      && returnsAndNewKeys.returns + earlierReturnsAndNewKeys.returns
        >= returnsAndNewKeys.new + earlierReturnsAndNewKeys.new
  }

  /// Records a missed key hashing to `hash`, and whether it came back or is new, for the check at
  /// an epoch's end.
  mutating func noteMiss(_ hash: UInt64, returning: Bool) {
    guard returning else {
      returnsAndNewKeys.new += 1
      return
    }
    returnsAndNewKeys.returns += 1
    let bit = Int(truncatingIfNeeded: hash >> 20) & 4095
    let mask: UInt64 = 1 << UInt64(bit & 63)
    if returnsSeen[bit >> 6] & mask == 0 {
      returnsSeen[bit >> 6] |= mask
      distinctReturns += 1
    }
  }

  /// Starts a new count of the keys that came back in this quarter of the time limit.
  mutating func forgetReturns() {
    returnsAndNewKeys = (0, 0)
    guard distinctReturns > 0 else { return }
    for word in returnsSeen.indices { returnsSeen[word] = 0 }
    distinctReturns = 0
  }
}

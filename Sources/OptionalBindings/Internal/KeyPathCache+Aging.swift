/// Aging: how the table tells recent entries from old ones, and lets old ones go.
///
/// Time is counted in *epochs*. An epoch ends after four times as many lookups as the table has
/// room for, or, with a time limit, once that much time has passed since it began (the clock is
/// read every ``clockInterval`` lookups, so a cache nobody asks does no work at all). An entry
/// records the epoch it was last used in; its *age* is how many epochs have ended since. An
/// entry is *stale* at age 2: used in neither the current epoch nor the previous one.
///
/// Every lookup takes one step of a *hand* that sweeps the entries in order: the entry under the
/// hand is let go if it is stale. So stale entries leave at the pace of lookups, and a list's
/// entries outlive it by two epochs of the app's other work (at most two seconds with the shared
/// cache's one-second limit, given lookups), plus the sweep.
///
/// When an epoch ends in which fewer than a quarter of a grown table's entries were used, the
/// working set has collapsed (a long list is gone): every entry not used in that epoch is let go
/// at once, and the table shrinks to fit (`KeyPathCache+Sizing`).
///
/// The cache has no thread and no timer: with no lookups nothing ages, and whatever it holds
/// stays until lookups resume.
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
    if lookupsInEpoch >= epochLength {
      startEpoch(releasing: &released)
    } else if let limit = epochNanoseconds, lookupsInEpoch % Self.clockInterval == 0,
      clock() &- epochStart >= limit
    {
      startEpoch(releasing: &released)
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
}

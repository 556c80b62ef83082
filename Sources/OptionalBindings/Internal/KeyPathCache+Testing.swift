#if DEBUG
  /// What tests ask of a cache beyond its statistics; compiled in debug builds only, so none of
  /// it ships in a release build of the library.
  extension KeyPathCache {
    /// How many entries the cache holds now.
    var count: Int { statistics.entries }

    /// Empties the cache and shrinks it to its base size; the counters are kept.
    func removeAll() {
      withLockedTable { table, released in
        for position in table.entries.indices where table.entries[position].keyPath != nil {
          table.evict(position, releasing: &released)
        }
        table.resize(to: table.baseCapacity)
        table.regretScore = 0
        table.epochLength = 4 * table.baseCapacity
        table.lookupsInEpoch = 0
        table.touchedInEpoch = 0
      }
    }

    /// Every broken invariant of the table, described.
    ///
    /// - Returns: Nothing when the table is sound.
    func invariantViolations() -> [String] {
      withLockedTable { table, _ in table.invariantViolations() }
    }
  }

  extension Table {
    /// Every broken invariant, described.
    func invariantViolations() -> [String] {
      var problems: [String] = []
      var indexed = 0
      for slot in index.indices where index[slot] != 0 {
        indexed += 1
        let position = Int(truncatingIfNeeded: index[slot] & 0xFFFF_FFFF) - 1
        guard position >= 0, position < entries.count else {
          problems.append("index slot \(slot) points past the entries (\(position))")
          continue
        }
        if entries[position].keyPath == nil {
          problems.append("index slot \(slot) points at free entry \(position)")
        }
        if index[slot] >> 32 != entries[position].key.hash & 0xFFFF_FFFF {
          problems.append("index slot \(slot) has the wrong fingerprint")
        }
      }
      var liveEntries = 0
      var bytes = 0
      for position in entries.indices {
        let entry = entries[position]
        guard entry.keyPath != nil else {
          if entry.key.argumentByteCount != 0 || entry.key.words != (0, 0, 0, 0) {
            problems.append("free entry \(position) still holds argument bytes")
          }
          continue
        }
        liveEntries += 1
        bytes += entry.key.argumentByteCount
        if find(entry.key, hash: entry.key.hash) != position {
          problems.append("entry \(position) cannot be found through the index")
        }
      }
      if liveEntries != live { problems.append("\(liveEntries) live entries, counted \(live)") }
      if indexed != live { problems.append("\(indexed) index slots used for \(live) entries") }
      if bytes != argumentBytes {
        problems.append("\(bytes) argument bytes, counted \(argumentBytes)")
      }
      if entries.count - freeSlots.count != live {
        problems.append("\(entries.count) slots - \(freeSlots.count) free != live \(live)")
      }
      if live > capacity { problems.append("\(live) entries in room for \(capacity)") }
      if entries.count > capacity {
        problems.append("\(entries.count) slots in room for \(capacity)")
      }
      return problems
    }
  }
#endif

/// Key paths that capture a user's data, found again while something holds them, and forgotten
/// the moment the last holder lets go.
///
/// A row's key path remembers the row's last value, and an unwrapped binding's key path the
/// value it was made with: the user's data, which the package must not keep. So they never go
/// in ``KeyPathCache``. Instead each captures a *memory* object (``RowMemory``,
/// ``UnwrappedMemory``) that this registry finds the key path by: an entry is the hash of what
/// identifies the key path (the projection, and the id or value it was made for), a weak
/// reference to the key path, and the address of its memory. The memory's `deinit`, which runs
/// when the key path goes, takes the entry out. So the registry holds no value, no copy of one,
/// and no entry that outlives the key path; a view that still holds a binding gets the same key
/// path again at the cost of a hash and a lookup instead of forming a new one.
///
/// **No user code under the lock.** The hash is computed, and a candidate's arguments compared
/// (`==`), with the lock released. Under the lock the registry only loads weak references and
/// moves slots; a strong reference it loads is handed out, never dropped there, so no `deinit`
/// (which would take the lock again) runs while it is held.
///
/// **Colliding hashes.** Entries with one hash are candidates checked one by one; at most
/// ``candidateLimit`` are kept for a hash, so a type whose `hash(into:)` is constant makes
/// lookups no slower than ``candidateLimit`` comparisons. The key paths past it are used
/// without being registered, which costs speed, never identity: key paths for equal arguments
/// are equal whichever object a binding holds.
///
/// `@unchecked Sendable` is sound: the mutable state, `slots` and `count`, is read and written
/// only between `lock.lock()` and `lock.unlock()`; the weak references in it are loaded under the
/// lock, which Swift makes safe while another thread releases the object (the load gives nil or
/// a strong reference); and the memories it points at are alive whenever it reads them, because
/// an entry's key path, loaded alive, owns its memory, and a memory's `deinit` removes its entry
/// under the same lock before the memory is freed.
final class HeldKeyPaths: @unchecked Sendable {
  /// The registry every helper uses.
  static let shared = HeldKeyPaths()

  /// The most entries kept with one hash.
  static let candidateLimit = 8

  /// One place in the table.
  private struct Slot {
    /// The entry's hash, never 0; 0 marks an empty slot.
    var hash: UInt64 = 0
    /// The key path, while it lives.
    weak var keyPath: AnyKeyPath?
    /// The key path's memory, valid while the key path lives.
    var memory: Unmanaged<AnyObject>?
  }

  private let lock = Lock()
  // Exclusive by the lock (see the type's comment); the per-access check is switched off.
  @exclusivity(unchecked) private var slots = ContiguousArray(repeating: Slot(), count: 16)
  @exclusivity(unchecked) private var count = 0

  /// How many entries the registry holds: one per key path alive that was registered, until its
  /// memory's `deinit` has run.
  var entries: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  /// The registry's hash of what `combine` feeds a hasher, never 0; seeded per process.
  ///
  /// `combine` calls the arguments' `hash(into:)`, which is user code: never with a lock held.
  static func hash(_ combine: (inout Hasher) -> Void) -> UInt64 {
    var hasher = Hasher()
    combine(&hasher)
    return UInt64(UInt(bitPattern: hasher.finalize())) | 1
  }

  /// A live key path registered under `hash` whose memory `matches`, or else the key path and
  /// memory `make` forms, registered under `hash`.
  ///
  /// `make` receives the registry and the hash, which the memory it forms keeps so that its
  /// `deinit` can take the entry out. `matches` and `make` run with the lock released.
  func keyPath<Path: AnyKeyPath & Sendable, Memory: AnyObject>(
    hash: UInt64, matching matches: (Memory) -> Bool,
    make: (HeldKeyPaths, UInt64) -> (Path, Memory)
  ) -> (keyPath: Path, memory: Memory) {
    var slot = -1
    for _ in 0..<Self.candidateLimit {
      guard let candidate = nextCandidate(hash: hash, from: &slot) else { break }
      // A candidate of another projection whose hash collided fails one of these checks.
      if let keyPath = candidate.keyPath as? Path, let memory = candidate.memory as? Memory,
        matches(memory)
      {
        return (keyPath, memory)
      }
    }
    let (keyPath, memory) = make(self, hash)
    register(keyPath, memory, hash: hash)
    return (keyPath, memory)
  }

  /// Takes out the entry of `memory`, registered under `hash`; the memory's `deinit` calls it.
  func remove(_ memory: AnyObject, hash: UInt64) {
    // Compared by address, never retained: the memory is in its `deinit`.
    let address = Unmanaged.passUnretained(memory).toOpaque()
    lock.lock()
    defer { lock.unlock() }
    let mask = slots.count - 1
    var hole = home(of: hash)
    while slots[hole].hash != 0 {
      if slots[hole].memory?.toOpaque() == address {
        removeSlot(at: hole)
        return
      }
      hole = (hole + 1) & mask
    }
  }

  // MARK: The table

  /// The slot a hash is looked for from; read with the lock held, since the table's size may
  /// change.
  private func home(of hash: UInt64) -> Int {
    Int(truncatingIfNeeded: hash >> 7) & (slots.count - 1)
  }

  /// The next entry from `slot` on with the hash `hash` and a key path alive, or nil.
  ///
  /// Returns strong references to the key path and its memory, and moves `slot` past the entry;
  /// nil when the probe reaches an empty slot. A negative `slot` starts at the hash's home.
  private func nextCandidate(hash: UInt64, from slot: inout Int) -> (
    keyPath: AnyKeyPath, memory: AnyObject
  )? {
    lock.lock()
    defer { lock.unlock() }
    let mask = slots.count - 1
    slot = slot < 0 ? home(of: hash) : slot & mask
    while slots[slot].hash != 0 {
      let here = slot
      slot = (slot + 1) & mask
      // The weak load comes last: a strong reference loaded here must leave with the result.
      guard slots[here].hash == hash, let memory = slots[here].memory,
        let keyPath = slots[here].keyPath
      else { continue }
      // The key path is alive and owns its memory, so the memory is alive too. Both strong
      // references leave with the result: they are released after unlocking.
      return (keyPath, memory.takeUnretainedValue())
    }
    return nil
  }

  /// Adds an entry for `keyPath` and `memory` under `hash`, unless ``candidateLimit`` entries
  /// already have that hash.
  private func register(_ keyPath: AnyKeyPath, _ memory: AnyObject, hash: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    if (count + 1) * 2 > slots.count { resize(to: slots.count * 2) }
    let mask = slots.count - 1
    var slot = home(of: hash)
    var sameHash = 0
    while slots[slot].hash != 0 {
      if slots[slot].hash == hash {
        sameHash += 1
        if sameHash == Self.candidateLimit { return }
      }
      slot = (slot + 1) & mask
    }
    slots[slot].hash = hash
    slots[slot].keyPath = keyPath
    slots[slot].memory = Unmanaged.passUnretained(memory)
    count += 1
  }

  /// Empties the slot at `position`, moving later slots of its probe run back so that no lookup
  /// stops early at the hole (deletion without tombstones), and shrinks a sparse table.
  private func removeSlot(at position: Int) {
    let mask = slots.count - 1
    var hole = position
    var next = (hole + 1) & mask
    while slots[next].hash != 0 {
      let home = home(of: slots[next].hash)
      // Move it into the hole unless its home lies after the hole, within the run up to it.
      if (next &- home) & mask >= (next &- hole) & mask {
        slots.swapAt(hole, next)
        hole = next
      }
      next = (next + 1) & mask
    }
    // Swapping moved the weak references without loading them; the hole ends empty.
    slots[hole] = Slot()
    count -= 1
    if slots.count > 16, count * 8 < slots.count { resize(to: slots.count / 2) }
  }

  /// Moves every entry into a table of `capacity` slots, copying the weak references as they are.
  private func resize(to capacity: Int) {
    var old = ContiguousArray(repeating: Slot(), count: capacity)
    swap(&old, &slots)
    let mask = capacity - 1
    for index in old.indices where old[index].hash != 0 {
      var slot = home(of: old[index].hash)
      while slots[slot].hash != 0 { slot = (slot + 1) & mask }
      swap(&slots[slot], &old[index])
    }
  }
}

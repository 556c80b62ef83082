/// Key paths that capture a user's data (a row's last value, an unwrapped binding's value),
/// found again while something holds them and forgotten with the last holder.
///
/// An entry is a hash of what identifies the key path, a weak reference to it and the address of
/// its memory object, whose `deinit` takes the entry out: no value is kept (`README.md` here). The
/// entries sit in one open-addressed table (linear probing, deleted by shifting back, so no
/// tombstones), which grows at half full and shrinks at an eighth; no allocation per entry. No
/// user code runs under the lock, and at most ``candidateLimit`` entries share a hash.
///
/// `@unchecked Sendable` is sound: `slots` and `count` are read and written only between
/// `lock.lock()` and `lock.unlock()`; a weak reference loads as nil or a strong reference even
/// while another thread releases it; a memory read is alive, owned by its key path, whose
/// `deinit` removes the entry under the same lock before it is freed; and what it hands out may
/// go to another thread: a key path that is `Sendable`
/// (``keyPath(hash:matching:make:)``), or one that is not only because it holds one object its
/// caller passed, handed out only to a caller that passes that very object, checked by identity
/// before any other code runs (``keyPath(hash:holding:heldIn:matching:make:)``).
@usableFromInline
final class HeldKeyPaths: @unchecked Sendable {
  /// The registry every helper uses.
  @usableFromInline static let shared = HeldKeyPaths()

  /// The most entries kept with one hash.
  static let candidateLimit = 8

  /// The fewest slots the table has.
  private static let minimumCapacity = 64

  /// A key path, while it lives, and its memory, valid while the key path lives; an empty slot
  /// has no memory.
  private struct Entry {
    var hash: UInt64 = 0
    weak var keyPath: AnyKeyPath?
    var memory: Unmanaged<AnyObject>?
  }

  private let lock = Lock()
  // Exclusive by the lock (see the type's comment); the per-access check is switched off.
  @exclusivity(unchecked) private var slots: ContiguousArray<Entry>
  @exclusivity(unchecked) private var count = 0

  init() {
    slots = ContiguousArray(repeating: Entry(), count: Self.minimumCapacity)
  }

  /// How many entries the registry holds: one per registered key path alive.
  var entries: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  /// The registry's hash of what `combine` feeds a hasher, seeded per process.
  ///
  /// `combine` calls the arguments' `hash(into:)`, which is user code: never with a lock held.
  @inlinable
  static func hash(_ combine: (inout Hasher) -> Void) -> UInt64 {
    var hasher = Hasher()
    combine(&hasher)
    return UInt64(UInt(bitPattern: hasher.finalize()))
  }

  /// A seed for ``hash(of:id:along:)``, random per process, so that nobody can choose ids that
  /// collide in every run.
  @usableFromInline static let seed = UInt64.random(in: .min ... .max) | 1

  /// The registry's hash of a row: the collection type, the id, and the id key path's object.
  ///
  /// An id that owns nothing and takes at most 16 bytes (an `Int`, a `UUID`) is hashed by its
  /// bytes, without calling its `hash(into:)`; others through a `Hasher`. Bytes are stricter than
  /// `==` (`0.0` and `-0.0`): that costs a key path formed again, never a wrong one.
  @inlinable
  static func hash<ID: Hashable>(of type: Any.Type, id: ID, along object: AnyObject?) -> UInt64 {
    let kind = UInt64(UInt(bitPattern: ObjectIdentifier(type)))
    let other = object.map { UInt64(UInt(bitPattern: ObjectIdentifier($0))) } ?? 0
    guard _isPOD(ID.self), MemoryLayout<ID>.size <= 16 else {
      return hash {
        $0.combine(ObjectIdentifier(type))
        $0.combine(id)
        $0.combine(object.map(ObjectIdentifier.init))
      }
    }
    var words: (UInt64, UInt64) = (0, 0)
    // Safe: at most 16 bytes of a trivially copyable value are copied into a 16-byte buffer.
    withUnsafeMutableBytes(of: &words) { buffer in
      withUnsafeBytes(of: id) { buffer.copyMemory(from: $0) }
    }
    return mix(mix(mix(mix(seed, kind), other), words.0), words.1 ^ UInt64(MemoryLayout<ID>.size))
  }

  /// A live key path registered under `hash` whose memory `matches`, or else the key path and
  /// memory `make` forms, registered under `hash`.
  ///
  /// `make` receives the registry and the hash, which the memory keeps for its `deinit`.
  /// `matches` and `make` run with the lock released.
  @inlinable
  func keyPath<HeldPath: AnyKeyPath & Sendable, Memory: AnyObject>(
    hash: UInt64, matching matches: (Memory) -> Bool,
    make: (HeldKeyPaths, UInt64) -> (HeldPath, Memory)
  ) -> (keyPath: HeldPath, memory: Memory) {
    var position = 0
    while let candidate = nextCandidate(hash: hash, from: &position) {
      // A candidate of another projection whose hash collided fails one of these checks.
      if let keyPath = candidate.keyPath as? HeldPath, let memory = candidate.memory as? Memory,
        matches(memory)
      {
        return (keyPath, memory)
      }
    }
    let (keyPath, memory) = make(self, hash)
    register(keyPath, memory, hash: hash)
    return (keyPath, memory)
  }

  /// A live key path registered under `hash` that holds `object` (as `holder` reads it from its
  /// memory) and whose memory `matches`, or else the key path and memory `make` forms, holding
  /// `object`, registered under `hash`.
  ///
  /// For a key path that is not `Sendable` only because it holds `object` (a row's id key path,
  /// which need not be `Sendable`): a candidate is taken only when its memory holds this very
  /// object, compared by identity before `matches` or anything of the candidate's runs, so a
  /// caller receives only a key path made of what it holds already and of a memory, whose state
  /// is read and written under its lock and whose values are `Sendable` (a row's `Element`). No
  /// `==` of `object` runs on a candidate made by another caller. `make` must form a key path
  /// whose memory `holder` reads as `object`. `holder`, `matches` and `make` run with the lock
  /// released.
  @inlinable
  func keyPath<HeldPath: AnyKeyPath, Memory: AnyObject>(
    hash: UInt64, holding object: AnyObject, heldIn holder: (Memory) -> AnyObject,
    matching matches: (Memory) -> Bool, make: (HeldKeyPaths, UInt64) -> (HeldPath, Memory)
  ) -> (keyPath: HeldPath, memory: Memory) {
    var position = 0
    while let candidate = nextCandidate(hash: hash, from: &position) {
      // A candidate of another projection whose hash collided fails one of these checks.
      if let memory = candidate.memory as? Memory, holder(memory) === object,
        let keyPath = candidate.keyPath as? HeldPath, matches(memory)
      {
        return (keyPath, memory)
      }
    }
    let (keyPath, memory) = make(self, hash)
    register(keyPath, memory, hash: hash)
    return (keyPath, memory)
  }

  /// Takes out the entry of `memory`, registered under `hash`; the memory's `deinit` calls it.
  @usableFromInline func remove(_ memory: AnyObject, hash: UInt64) {
    // Compared by address, never retained: the memory is in its `deinit`.
    let address = Unmanaged.passUnretained(memory).toOpaque()
    lock.lock()
    defer { lock.unlock() }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while let stored = slots[slot].memory {
      if stored.toOpaque() == address {
        removeEntry(at: slot)
        count -= 1
        // A table once grown for a long list is rebuilt to size when it is mostly empty.
        if slots.count > Self.minimumCapacity, count * 8 < slots.count {
          rebuild(capacity: slots.count / 4)
        }
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// The next entry under `hash`, at or after probe `position`, whose key path is alive, with
  /// strong references to it and its memory, moving `position` past it; nil when there is none.
  ///
  /// Between two calls the table may change (the lock is released): an entry may then be passed
  /// over or met twice, which costs a key path formed again or a second check, never a wrong one.
  @usableFromInline func nextCandidate(hash: UInt64, from position: inout Int) -> (
    keyPath: AnyKeyPath, memory: AnyObject
  )? {
    lock.lock()
    defer { lock.unlock() }
    let mask = slots.count - 1
    let home = Int(truncatingIfNeeded: hash) & mask
    // Read in place: copying an entry out would copy its weak reference, two more calls into
    // the runtime on every row.
    return slots.withUnsafeBufferPointer { entries in
      while position <= mask {
        let slot = (home + position) & mask
        position += 1
        guard let memory = entries[slot].memory else { return nil }
        // The strong reference, when the key path is alive, leaves with the result.
        if entries[slot].hash == hash, let keyPath = entries[slot].keyPath {
          return (keyPath, memory.takeUnretainedValue())
        }
      }
      return nil
    }
  }

  /// Adds an entry for `keyPath` and `memory` under `hash`, unless ``candidateLimit`` entries
  /// already have that hash.
  @usableFromInline func register(_ keyPath: AnyKeyPath, _ memory: AnyObject, hash: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    if (count + 1) * 2 > slots.count { rebuild(capacity: slots.count * 2) }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    var sharing = 0
    while slots[slot].memory != nil {
      if slots[slot].hash == hash {
        sharing += 1
        if sharing >= Self.candidateLimit { return }
      }
      slot = (slot + 1) & mask
    }
    slots[slot].hash = hash
    slots[slot].keyPath = keyPath
    slots[slot].memory = .passUnretained(memory)
    count += 1
  }

  /// Empties `slot`, moving later entries of its probe run back into the hole when their home
  /// does not lie after it, so that every entry stays reachable from its home.
  private func removeEntry(at slot: Int) {
    let mask = slots.count - 1
    var hole = slot
    var next = (hole + 1) & mask
    while slots[next].memory != nil {
      let home = Int(truncatingIfNeeded: slots[next].hash) & mask
      if (next &- home) & mask >= (next &- hole) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = Entry()
  }

  /// Moves every entry into a table of `capacity` slots (a power of two, at least the minimum).
  private func rebuild(capacity: Int) {
    let old = slots
    slots = ContiguousArray(repeating: Entry(), count: max(capacity, Self.minimumCapacity))
    let mask = slots.count - 1
    for entry in old where entry.memory != nil {
      var slot = Int(truncatingIfNeeded: entry.hash) & mask
      while slots[slot].memory != nil { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}

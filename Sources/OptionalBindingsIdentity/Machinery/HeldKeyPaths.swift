/// Key paths that capture a user's data (a row's last value, an unwrapped binding's value),
/// found again while something holds them and forgotten with the last holder.
///
/// An entry is a hash of what identifies the key path, a weak reference to it and the address of
/// its memory object, whose `deinit` takes the entry out: no value is kept (`README.md` here). No
/// user code runs under the lock, and at most ``candidateLimit`` entries share a hash.
///
/// `@unchecked Sendable` is sound: `buckets` and `count` are read and written only between
/// `lock.lock()` and `lock.unlock()`; a weak reference loads as nil or a strong reference even
/// while another thread releases it; and a memory read is alive, owned by its key path, whose
/// `deinit` removes the entry under the same lock before it is freed.
@usableFromInline
final class HeldKeyPaths: @unchecked Sendable {
  /// The registry every helper uses.
  @usableFromInline static let shared = HeldKeyPaths()

  /// The most entries kept with one hash.
  static let candidateLimit = 8

  /// A key path, while it lives, and its memory, valid while the key path lives.
  private struct Entry {
    weak var keyPath: AnyKeyPath?
    let memory: Unmanaged<AnyObject>
  }

  private let lock = Lock()
  // Exclusive by the lock (see the type's comment); the per-access check is switched off.
  @exclusivity(unchecked) private var buckets: [UInt64: ContiguousArray<Entry>] = [:]
  @exclusivity(unchecked) private var count = 0

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

  /// Takes out the entry of `memory`, registered under `hash`; the memory's `deinit` calls it.
  @usableFromInline func remove(_ memory: AnyObject, hash: UInt64) {
    // Compared by address, never retained: the memory is in its `deinit`.
    let address = Unmanaged.passUnretained(memory).toOpaque()
    lock.lock()
    defer { lock.unlock() }
    guard let position = buckets[hash]?.firstIndex(where: { $0.memory.toOpaque() == address })
    else { return }
    buckets[hash]!.remove(at: position)
    if buckets[hash]!.isEmpty { buckets[hash] = nil }
    count -= 1
    // A dictionary keeps its room when emptied: after a long list, rebuild it to size.
    if buckets.capacity > 64, count * 8 < buckets.capacity {
      buckets = Dictionary(uniqueKeysWithValues: buckets.lazy.map { ($0.key, $0.value) })
    }
  }

  /// The first entry under `hash` from `position` on whose key path is alive, with strong
  /// references to it and its memory, moving `position` past it; nil when there is none.
  @usableFromInline func nextCandidate(hash: UInt64, from position: inout Int) -> (
    keyPath: AnyKeyPath, memory: AnyObject
  )? {
    lock.lock()
    defer { lock.unlock() }
    guard let bucket = buckets[hash] else { return nil }
    // Read in place: copying an entry out would copy its weak reference, two more calls into
    // the runtime on every row.
    return bucket.withUnsafeBufferPointer { entries in
      while position < entries.count {
        defer { position += 1 }
        // The strong reference, when the key path is alive, leaves with the result.
        if let keyPath = entries[position].keyPath {
          return (keyPath, entries[position].memory.takeUnretainedValue())
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
    guard (buckets[hash]?.count ?? 0) < Self.candidateLimit else { return }
    buckets[hash, default: []].append(Entry(keyPath: keyPath, memory: .passUnretained(memory)))
    count += 1
  }
}

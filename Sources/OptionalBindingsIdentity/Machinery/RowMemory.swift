/// What one row's key path remembers: its id, where its element was last found in each array
/// (a position hint's records), and the value it last had, for a row that is evaluated again
/// after its element is gone.
///
/// The key path's argument (``RowIdentity``) holds it, so it lives exactly as long as the key
/// path. A registered memory (one made for ``HeldKeyPaths``) takes its entry out of the registry
/// in its `deinit`, when the key path goes. The records and the last value share one lock, so a
/// row's read takes it once while its element is where it was and unchanged.
@usableFromInline
final class RowMemory<Element, ID: Hashable>: PositionRecords {
  /// The row's id: an `Identifiable` element's own `id`, or an ``IDAtPath`` for a row
  /// identified through a key path.
  @usableFromInline let id: ID
  /// Where the element was last found, per array.
  private var positions = PositionRecordSet()
  private var lastSeen: Element
  /// The fingerprint of `lastSeen`: a read of the same bytes need not store them again.
  private var lastSeenFingerprint: UInt64
  /// The registry the key path is registered in, and the hash it is registered under.
  private let registry: HeldKeyPaths?
  private let hash: UInt64

  /// A memory of the row `sighting` saw, registered in `registry` under `hash` (or not
  /// registered).
  @usableFromInline
  init(_ sighting: RowSighting<Element, ID>, registry: HeldKeyPaths? = nil, hash: UInt64 = 0) {
    id = sighting.id
    lastSeen = sighting.element
    let print = fingerprint(of: sighting.element)
    lastSeenFingerprint = print
    positions.insert(sighting.position, in: sighting.storage, fingerprint: print, replacing: nil)
    self.registry = registry
    self.hash = hash
  }

  deinit { registry?.remove(self, hash: hash) }

  /// The value the row last had.
  @usableFromInline var value: Element {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    return lastSeen
  }

  /// The records, and the fingerprint of the value the row last had.
  @usableFromInline func state() -> (records: PositionRecordSet, lastSeen: UInt64) {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    return (positions, lastSeenFingerprint)
  }

  /// A copy of the records, most recent first.
  @usableFromInline func records() -> PositionRecordSet { state().records }

  /// Records `position` for the array stored at `storage` as the most recent, in place of the
  /// record for `replaced`.
  @usableFromInline func record(
    _ position: Int, in storage: UInt, fingerprint print: UInt64, replacing replaced: UInt?
  ) {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    positions.insert(position, in: storage, fingerprint: print, replacing: replaced)
  }

  /// Records `element` (whose fingerprint is `print`) as the value the row last had, and where
  /// it was seen.
  @usableFromInline func remember(
    _ element: Element, fingerprint print: UInt64, at position: Int, in storage: UInt
  ) {
    var previous = element
    let lock = Lock.striped(for: self)
    lock.lock()
    positions.insert(position, in: storage, fingerprint: print, replacing: nil)
    // The same fingerprint is taken for the same value (a collision is one in 2^64).
    if print != lastSeenFingerprint {
      swap(&lastSeen, &previous)
      lastSeenFingerprint = print
    }
    lock.unlock()
    // `previous`, the value replaced (or the one not stored), is released here, after unlocking.
  }

  /// Records where `sighting` saw the row's element as the most recent position; not its value,
  /// which the row's last read or write may have seen newer than the rows' copy of the
  /// collection.
  @inlinable func recordPosition(of sighting: RowSighting<Element, ID>) {
    record(
      sighting.position, in: sighting.storage, fingerprint: fingerprint(of: sighting.element),
      replacing: nil)
  }

  /// Whether this memory is for the row with `id`; calls the id's `==`, so never with a lock
  /// held.
  @usableFromInline func isRow(_ id: ID) -> Bool { self.id == id }
}

// `@unchecked Sendable` is sound: `positions`, `lastSeen` and `lastSeenFingerprint`, the only
// mutable state, are read and written only inside `value`, `state()`, `record(_:in:fingerprint:
// replacing:)` and `remember(_:fingerprint:at:in:)`, each of which holds `Lock.striped(for:
// self)` for the whole access, always the same lock for one object, and `remember` swaps the new
// value in and lets the old one go after unlocking, so no `deinit` runs under the lock; the
// values moved in and out are `Sendable`, under this conformance's condition, so they may cross
// threads. Everything else is a `let` of a `Sendable` type under the same condition.
extension RowMemory: @unchecked Sendable where Element: Sendable, ID: Sendable {}

/// What one row's key path remembers: its id, where its element was last found, and the value
/// it last had, for a row that is evaluated again after its element is gone.
///
/// The key path's argument (``RowIdentity``) holds it, so it lives exactly as long as the key
/// path. A registered memory (one made for ``HeldKeyPaths``) takes its entry out of the registry
/// in its `deinit`, when the key path goes.
///
/// `lastSeen` is locked, so that the rows of lists on two threads can share one (see the
/// `Sendable` conformance below).
@usableFromInline
final class RowMemory<Element, ID: Hashable> {
  /// The row's id.
  @usableFromInline let id: ID
  /// The key path of an element's id, or nil for an `Identifiable` element's own `id`.
  @usableFromInline let idPath: (KeyPath<Element, ID> & Sendable)?
  /// Where the element was last found, per collection.
  @usableFromInline let hint: PositionHint
  private var lastSeen: Element
  /// The registry the key path is registered in, and the hash it is registered under.
  private let registry: HeldKeyPaths?
  private let hash: UInt64

  /// A memory of the row `sighting` saw, identified through `idPath`, registered in `registry`
  /// under `hash` (or not registered).
  @usableFromInline
  init(
    _ sighting: RowSighting<Element, ID>, identifiedBy idPath: (KeyPath<Element, ID> & Sendable)?,
    registry: HeldKeyPaths? = nil, hash: UInt64 = 0
  ) {
    id = sighting.id
    self.idPath = idPath
    lastSeen = sighting.element
    hint = PositionHint(
      sighting.position, in: sighting.storage, fingerprint: fingerprint(of: sighting.element))
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

  /// Records `element` as the value the row last had.
  @usableFromInline func remember(_ element: Element) {
    var previous = element
    let lock = Lock.striped(for: self)
    lock.lock()
    swap(&lastSeen, &previous)
    lock.unlock()
    // `previous`, the value replaced, is released here, after unlocking.
  }

  /// Whether this memory is for the row with `id`, identified through `idPath`; calls the id's
  /// `==`, so never with a lock held.
  @usableFromInline func isRow(_ id: ID, identifiedBy idPath: (KeyPath<Element, ID> & Sendable)?)
    -> Bool
  {
    self.idPath == idPath && self.id == id
  }
}

// `@unchecked Sendable` is sound: `lastSeen`, the only mutable state, is read and written only
// inside `value` and `remember(_:)`, each of which holds `Lock.striped(for: self)` for the whole
// access, always the same lock for one object, and `remember(_:)` swaps the new value in and lets
// the old one go after unlocking, so no `deinit` runs under the lock; the values moved in and
// out are `Sendable`, under this conformance's condition, so they may cross threads. Everything
// else is a `let` of a `Sendable` type under the same condition.
extension RowMemory: @unchecked Sendable where Element: Sendable, ID: Sendable {}

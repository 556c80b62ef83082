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

  @usableFromInline
  init(
    id: ID, idPath: (KeyPath<Element, ID> & Sendable)?, lastSeen: Element,
    at position: Int, in storage: UInt, registry: HeldKeyPaths? = nil, hash: UInt64 = 0
  ) {
    self.id = id
    self.idPath = idPath
    self.lastSeen = lastSeen
    hint = PositionHint(position, in: storage)
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

/// The argument of a row's key path: the row's memory.
///
/// Compares by the id and the id's key path, and hashes by the id, so that two key paths for a
/// row are equal whatever their memories hold: equal across renders for the same row, whether
/// or not the same key path object was found again.
@usableFromInline
struct RowIdentity<Element, ID: Hashable>: Hashable {
  @usableFromInline let memory: RowMemory<Element, ID>

  @usableFromInline init(memory: RowMemory<Element, ID>) { self.memory = memory }

  @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.memory.isRow(rhs.memory.id, identifiedBy: rhs.memory.idPath)
  }

  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(memory.id) }
}

extension RowIdentity: Sendable where Element: Sendable, ID: Sendable {}

extension MutableCollection where Self: RandomAccessCollection {
  /// The element whose id, read through the row's id key path, is the row's, or the value the
  /// row last had once none has it.
  ///
  /// Reading finds the element by id (from where it was last found) and remembers it. Writing
  /// stores the new value in that element and remembers it; once no element has the id, a write
  /// changes nothing, so a row evaluated after its element was deleted neither brings it back
  /// nor writes into another element.
  ///
  /// - Complexity: O(1) when the element is where it was last found in this collection, O(*k*)
  ///   when it moved *k* places since, O(*n*) when it is gone or moved far.
  @inlinable
  subscript<ID>(row row: RowIdentity<Element, ID>) -> Element {
    get { element(at: offset(ofRow: row.memory), else: row.memory) }
    set { store(newValue, at: offset(ofRow: row.memory), rememberedIn: row.memory) }
  }

  /// The element at `offset`, remembered in `memory`, or the value `memory` holds when there is
  /// no offset: the getter of both row subscripts.
  @inlinable
  func element<ID>(at offset: Int?, else memory: RowMemory<Element, ID>) -> Element {
    guard let offset else { return memory.value }
    let element = self[index(startIndex, offsetBy: offset)]
    memory.remember(element)
    return element
  }

  /// Stores `newValue` at `offset` and remembers it in `memory`; with no offset, changes nothing:
  /// the setter of both row subscripts.
  @inlinable
  mutating func store<ID>(
    _ newValue: Element, at offset: Int?, rememberedIn memory: RowMemory<Element, ID>
  ) {
    guard let offset else { return }
    self[index(startIndex, offsetBy: offset)] = newValue
    memory.remember(newValue)
  }

  @inlinable
  func offset<ID>(ofRow memory: RowMemory<Element, ID>) -> Int? {
    // Only `rowKeyPath(id:identifiedBy:…)` forms this subscript's key paths, always with one.
    guard let idPath = memory.idPath else { return nil }
    return offset(ofElementWith: memory.id, hint: memory.hint) { $0[keyPath: idPath] }
  }

  /// The key path of the row for the element with `id`, read through `idPath`, found at
  /// `position` of the collection stored at `storage`: found again while a binding holds it,
  /// formed otherwise.
  ///
  /// The key path remembers the row's value, which is the user's data, so it is registered in
  /// ``HeldKeyPaths``, never cached: a list's rows get the same key path update after update
  /// while the views that show them hold their bindings, and a deleted row's value lives exactly
  /// as long as a view still holding its binding. A key path found again is pointed at
  /// `position`, where the caller has just seen its element.
  @inlinable
  static func rowKeyPath<ID: Hashable & Sendable>(
    id: ID, identifiedBy idPath: KeyPath<Element, ID> & Sendable, lastSeen: Element,
    at position: Int, in storage: UInt
  ) -> WritableKeyPath<Self, Element> & Sendable where Element: Sendable {
    heldRowKeyPath(id: id, idPath, lastSeen: lastSeen, at: position, in: storage) {
      \Self[row: RowIdentity(memory: $0)]
    }
  }

  /// A row's key path for an element or id that is not `Sendable`: formed on every call, never
  /// registered, since another thread could find it.
  @inlinable
  static func rowKeyPath<ID: Hashable>(
    uncached id: ID, identifiedBy idPath: KeyPath<Element, ID> & Sendable, lastSeen: Element,
    at position: Int, in storage: UInt
  ) -> WritableKeyPath<Self, Element> {
    let memory = RowMemory(
      id: id, idPath: idPath, lastSeen: lastSeen, at: position, in: storage)
    return \Self[row: RowIdentity(memory: memory)]
  }

  /// A row's key path from ``HeldKeyPaths``, or formed by `form` from a new memory and
  /// registered; the work behind both registered row key paths.
  @inlinable
  static func heldRowKeyPath<ID: Hashable & Sendable>(
    id: ID, _ idPath: (KeyPath<Element, ID> & Sendable)?, lastSeen: Element,
    at position: Int, in storage: UInt,
    form: (RowMemory<Element, ID>) -> WritableKeyPath<Self, Element> & Sendable
  ) -> WritableKeyPath<Self, Element> & Sendable where Element: Sendable {
    let hash = HeldKeyPaths.hash {
      $0.combine(ObjectIdentifier(Self.self))
      $0.combine(id)
      $0.combine(idPath.map(ObjectIdentifier.init))
    }
    let found:
      (keyPath: WritableKeyPath<Self, Element> & Sendable, memory: RowMemory<Element, ID>) =
        HeldKeyPaths.shared.keyPath(
          hash: hash, matching: { $0.isRow(id, identifiedBy: idPath) },
          make: { registry, hash in
            let memory = RowMemory(
              id: id, idPath: idPath, lastSeen: lastSeen, at: position, in: storage,
              registry: registry, hash: hash)
            return (form(memory), memory)
          })
    found.memory.hint.record(position, in: storage)
    return found.keyPath
  }
}

extension MutableCollection where Self: RandomAccessCollection, Element: Identifiable {
  /// The element whose `id` is the row's, or the value the row last had once none has it; see
  /// ``subscript(row:)``, which this is with `id` read directly.
  @inlinable
  subscript(identifiedRow row: RowIdentity<Element, Element.ID>) -> Element {
    get { element(at: offset(ofIdentifiedRow: row.memory), else: row.memory) }
    set { store(newValue, at: offset(ofIdentifiedRow: row.memory), rememberedIn: row.memory) }
  }

  @inlinable
  func offset(ofIdentifiedRow memory: RowMemory<Element, Element.ID>) -> Int? {
    // A closure, not `\.id`: a key-path literal in generic code is a new object on every use.
    offset(ofElementWith: memory.id, hint: memory.hint) { $0.id }
  }

  /// The key path of the row for the `Identifiable` element with `id`; see
  /// ``rowKeyPath(id:identifiedBy:lastSeen:at:in:)``, which this is with `id` read directly.
  @inlinable
  static func rowKeyPath(
    identifiedBy id: Element.ID, lastSeen: Element, at position: Int, in storage: UInt
  ) -> WritableKeyPath<Self, Element> & Sendable where Element: Sendable, Element.ID: Sendable {
    heldRowKeyPath(id: id, nil, lastSeen: lastSeen, at: position, in: storage) {
      \Self[identifiedRow: RowIdentity(memory: $0)]
    }
  }

  /// The key path of the row for an `Identifiable` element or id that is not `Sendable`: formed
  /// on every call, never registered.
  @inlinable
  static func rowKeyPath(
    uncachedIdentifiedBy id: Element.ID, lastSeen: Element, at position: Int, in storage: UInt
  ) -> WritableKeyPath<Self, Element> {
    let memory = RowMemory(id: id, idPath: nil, lastSeen: lastSeen, at: position, in: storage)
    return \Self[identifiedRow: RowIdentity(memory: memory)]
  }
}

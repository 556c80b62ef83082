/// Marks the cached key paths of `subscript(row:)`.
enum RowProjection {}

/// Marks the cached key paths of `subscript(identifiedRow:)`.
enum IdentifiedRowProjection {}

/// What one row's key path remembers: where its element was last found, and the value it last
/// had, for a row that is evaluated again after its element is gone.
///
/// Locked, so that the rows of lists on two threads can share one (see the `Sendable`
/// conformance below).
final class RowMemory<Element> {
  /// Where the element was last found, per collection.
  let hint = PositionHint()
  private var lastSeen: Element

  init(_ element: Element) { lastSeen = element }

  /// The value the row last had.
  var value: Element {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    return lastSeen
  }

  /// Records `element` as the value the row last had.
  func remember(_ element: Element) {
    var previous = element
    let lock = Lock.striped(for: self)
    lock.lock()
    swap(&lastSeen, &previous)
    lock.unlock()
    // `previous`, the value replaced, is released here, after unlocking.
  }
}

// `@unchecked Sendable` is sound: `lastSeen`, the only mutable state, is read and written only
// inside `value` and `remember(_:)`, each of which holds `Lock.striped(for: self)` for the whole
// access, always the same lock for one object, and `remember(_:)` swaps the new value in and lets
// the old one go after unlocking, so no `deinit` runs under the lock; the values moved in and
// out are `Sendable`, under this conformance's condition, so they may cross threads.
extension RowMemory: @unchecked Sendable where Element: Sendable {}

/// The argument of a row's key path: the id, how to read an element's id, and the row's memory.
///
/// Compares by the id and the id's key path, and hashes by the id, so that two key paths for a
/// row are equal whatever their memories hold: equal across renders for the same row.
struct RowIdentity<Element, ID: Hashable>: Hashable {
  let id: ID
  let idPath: KeyPath<Element, ID> & Sendable
  let memory: RowMemory<Element>

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.idPath == rhs.idPath }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension RowIdentity: Sendable where Element: Sendable, ID: Sendable {}

/// The argument of a row's key path for an `Identifiable` element: the id and the row's memory.
///
/// Compares and hashes by the id alone, like ``RowIdentity``; it reads each element's `id`
/// directly, which costs far less than applying a key path to every element it looks at.
struct IdentifiedRowIdentity<Element: Identifiable>: Hashable {
  let id: Element.ID
  let memory: RowMemory<Element>

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension IdentifiedRowIdentity: Sendable where Element: Sendable, Element.ID: Sendable {}

extension MutableCollection where Self: RandomAccessCollection {
  /// The element whose id is the row's, or the value the row last had once none has it.
  ///
  /// Reading finds the element by id (from where it was last found) and remembers it. Writing
  /// stores the new value in that element and remembers it; once no element has the id, a write
  /// changes nothing, so a row evaluated after its element was deleted neither brings it back
  /// nor writes into another element.
  ///
  /// - Complexity: O(1) when the element is where it was last found in this collection, O(*k*)
  ///   when it moved *k* places since, O(*n*) when it is gone or moved far.
  subscript<ID>(row row: RowIdentity<Element, ID>) -> Element {
    get { element(at: offset(ofRow: row), else: row.memory) }
    set { store(newValue, at: offset(ofRow: row), rememberedIn: row.memory) }
  }

  /// The element at `offset`, remembered in `memory`, or the value `memory` holds when there is
  /// no offset: the getter of both row subscripts.
  func element(at offset: Int?, else memory: RowMemory<Element>) -> Element {
    guard let offset else { return memory.value }
    let element = self[index(startIndex, offsetBy: offset)]
    memory.remember(element)
    return element
  }

  /// Stores `newValue` at `offset` and remembers it in `memory`; with no offset, changes nothing:
  /// the setter of both row subscripts.
  mutating func store(_ newValue: Element, at offset: Int?, rememberedIn memory: RowMemory<Element>)
  {
    guard let offset else { return }
    self[index(startIndex, offsetBy: offset)] = newValue
    memory.remember(newValue)
  }

  private func offset<ID>(ofRow row: RowIdentity<Element, ID>) -> Int? {
    let idPath = row.idPath
    return offset(ofElementWith: row.id, hint: row.memory.hint) { $0[keyPath: idPath] }
  }

  /// The key path a row of `Binding.byID` projects through, for the element with `id`.
  ///
  /// Held by the cache only while a binding holds it (``KeyPathCache/Retention/whileInUse``):
  /// it remembers the row's value, which is the user's data. So a list's rows get the same key
  /// path render after render while the views that show them hold their bindings, and a deleted
  /// row's value lives exactly as long as a view still holding its binding. The cache keys it by
  /// the id and by the identity of `idPath`, which the key path keeps alive while it lives, so no
  /// other key path can take that identity while the entry can still be found.
  static func rowKeyPath<ID: Hashable & Sendable>(
    id: ID, identifiedBy idPath: KeyPath<Element, ID> & Sendable, lastSeen: Element
  ) -> WritableKeyPath<Self, Element> & Sendable where Element: Sendable {
    KeyPathCache.shared.keyPath(
      through: RowProjection.self, in: Self.self, id, ObjectIdentifier(idPath),
      retention: .whileInUse
    ) { id, _ in
      \Self[row: RowIdentity(id: id, idPath: idPath, memory: RowMemory(lastSeen))]
    }
  }

  /// The key path a row projects through for an element or id that is not `Sendable`; never
  /// cached, so each derivation forms it.
  static func rowKeyPath<ID: Hashable>(
    uncached id: ID, identifiedBy idPath: KeyPath<Element, ID> & Sendable, lastSeen: Element
  ) -> WritableKeyPath<Self, Element> {
    \Self[row: RowIdentity(id: id, idPath: idPath, memory: RowMemory(lastSeen))]
  }
}

extension MutableCollection where Self: RandomAccessCollection, Element: Identifiable {
  /// The element whose `id` is the row's, or the value the row last had once none has it; see
  /// ``subscript(row:)``, which this is with `\.id` read directly.
  subscript(identifiedRow row: IdentifiedRowIdentity<Element>) -> Element {
    get { element(at: offset(ofIdentifiedRow: row), else: row.memory) }
    set { store(newValue, at: offset(ofIdentifiedRow: row), rememberedIn: row.memory) }
  }

  private func offset(ofIdentifiedRow row: IdentifiedRowIdentity<Element>) -> Int? {
    // A closure, not `\.id`: a key-path literal in generic code is a new object on every use.
    offset(ofElementWith: row.id, hint: row.memory.hint) { $0.id }
  }

  /// The key path a row of `Binding.byID` projects through for an `Identifiable` element; cached
  /// as ``rowKeyPath(id:identifiedBy:lastSeen:)`` is, by the id alone.
  static func identifiedRowKeyPath(id: Element.ID, lastSeen: Element)
    -> WritableKeyPath<Self, Element> & Sendable
  where Element: Sendable, Element.ID: Sendable {
    KeyPathCache.shared.keyPath(
      through: IdentifiedRowProjection.self, in: Self.self, id, retention: .whileInUse
    ) { id in
      \Self[identifiedRow: IdentifiedRowIdentity(id: id, memory: RowMemory(lastSeen))]
    }
  }

  /// The key path a row projects through for an `Identifiable` element or id that is not
  /// `Sendable`; never cached.
  static func identifiedRowKeyPath(uncached id: Element.ID, lastSeen: Element)
    -> WritableKeyPath<Self, Element>
  {
    \Self[identifiedRow: IdentifiedRowIdentity(id: id, memory: RowMemory(lastSeen))]
  }
}

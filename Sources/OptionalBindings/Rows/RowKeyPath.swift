import OptionalBindingsIdentity

/// How the rows of one ``RowsByID`` get their bindings' key paths: what a row's id is read
/// through, and whether a key path is found again while a binding holds it or formed anew on
/// every evaluation.
///
/// One of four, chosen by the initializer of ``RowsByID`` that `ForEach(byID:)` calls:
///
/// | Made by | Rows identified by | Key paths |
/// | --- | --- | --- |
/// | ``identifiable()`` | the element's own `id` | found again while held (`Identity.row`) |
/// | ``identified(by:)`` | the id at a key path | found again while held (by the key path object) |
/// | ``identifiableFormedAnew()`` | the element's own `id` | formed anew: element or id not `Sendable` |
/// | ``identifiedFormedAnew(by:)`` | the id at a key path | formed anew: element, id or key path not `Sendable` |
@usableFromInline
struct RowKeyPaths<Source: MutableCollection & RandomAccessCollection, ID: Hashable> {
  /// The id of an element.
  @usableFromInline let idOf: (Source.Element) -> ID
  /// The key path for the row a sighting saw.
  @usableFromInline let keyPath:
    (_ row: RowSighting<Source.Element, ID>) -> WritableKeyPath<
      Source, Source.Element
    >

  @inlinable
  init(
    idOf: @escaping (Source.Element) -> ID,
    keyPath: @escaping (RowSighting<Source.Element, ID>) -> WritableKeyPath<Source, Source.Element>
  ) {
    self.idOf = idOf
    self.keyPath = keyPath
  }
}

extension RowKeyPaths where Source.Element: Identifiable, ID == Source.Element.ID {
  /// Rows of `Identifiable` elements, whose key paths are found again while held.
  @inlinable
  static func identifiable() -> Self
  where Source.Element: Sendable, ID: Sendable {
    Self(
      idOf: { $0.id },
      keyPath: { row in
        Identity.row(row, access: .identifiable) { \Source[row: $0] }
      })
  }

  /// Rows of `Identifiable` elements whose element or id is not `Sendable`: key paths formed on
  /// every evaluation.
  @inlinable
  static func identifiableFormedAnew() -> Self {
    Self(
      idOf: { $0.id },
      keyPath: { row in
        Identity.row(formingAnew: row, access: .identifiable) { \Source[row: $0] }
      })
  }
}

extension RowKeyPaths {
  /// Rows identified by the id at `idPath`, whose key paths are found again while held; the
  /// key path need not be `Sendable`, and the rows hold it in their ids.
  @inlinable
  static func identified(by idPath: KeyPath<Source.Element, ID>) -> Self
  where Source.Element: Sendable, ID: Sendable {
    Self(
      idOf: { $0[keyPath: idPath] },
      keyPath: { row in
        Identity.row(row, through: idPath) { \Source[row: $0] }
      })
  }

  /// Rows identified by the id at `idPath`, for an element, id or key path that is not
  /// `Sendable`: key paths formed on every evaluation, whose rows hold `idPath` in their ids.
  @inlinable
  static func identifiedFormedAnew(by idPath: KeyPath<Source.Element, ID>) -> Self {
    Self(
      idOf: { $0[keyPath: idPath] },
      keyPath: { row in
        Identity.row(formingAnew: row, through: idPath) { \Source[row: $0] }
      })
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  /// The element whose id is the row's, or the value the row last had once none has it.
  ///
  /// The row's ``RowAccess`` reads each element's id: its own `id`, or through the id key path
  /// the row's id (an `IDAtPath`) holds. Rows of the two kinds have different id types, so
  /// their key paths are never equal.
  ///
  /// Reading finds the element by id (from where it was last found) and remembers it. Writing
  /// stores the new value in that element and remembers it; once no element has the id, a write
  /// changes nothing, so a row evaluated after its element was deleted neither brings it back
  /// nor writes into another element.
  ///
  /// - Complexity: O(1) when the element is where it was last found, O(*k*) when it moved *k*
  ///   places since, O(*n*) when it is gone or moved far.
  @inlinable
  subscript<ID>(row row: RowIdentity<Self, ID>) -> Element {
    get { row.read(from: self) }
    set { row.write(newValue, into: &self) }
  }
}

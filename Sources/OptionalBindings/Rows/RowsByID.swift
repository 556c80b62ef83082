import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The rows of a collection, each identified by its element's id: the data that
/// `ForEach(byID:)` and `List(byID:)` give SwiftUI.
///
/// You do not make one yourself; it appears in the type of a `ForEach(byID:)`. SwiftUI reads the
/// id of every row on each update, and evaluates the content of only the rows it shows, so a row
/// here is just its element's id and position, read from one copy of the collection, and a row's
/// binding is made only when SwiftUI evaluates that row's content. Each such binding:
///
/// - reads and writes the element with the row's id, wherever that element is now;
/// - once no element has the id (the row was deleted, and SwiftUI evaluates it once more while
///   it animates away), reads the value the row last had and drops writes: no crash, no deleted
///   element brought back, no write into the element that took its place;
/// - is the same binding, update after update, for an unchanged row, so SwiftUI can skip it.
///
/// Positions are offsets from 0, as `onDelete` and `onMove` report them: the offsets of the
/// collection as SwiftUI was shown it.
///
/// Ids are meant to be unique, as SwiftUI's `ForEach` requires. If several elements share one, a
/// row keeps to the one it found while that element keeps the id and does not move far, also
/// after the array is copied or grows; the first time, it takes the one nearest to where the
/// latest search in that array ended. What other arrays hold never changes which one, and nothing
/// traps.
///
/// A row's binding is found again, update after update, while a view holds it, by the element
/// type and the id (and, for rows identified through a key path, the very key path object, which
/// a key-path literal is on every evaluation). So rows for one id in two lists of the same
/// element type can share it, and
/// with it the memory of the row's last value: after the element is deleted from one list, a row
/// of that list evaluated again can read the value last read for that id in the other. Writes
/// are unaffected: each reaches only the collection it is made on. Give the two lists element
/// types of their own where that matters.
public struct RowsByID<Source: MutableCollection & RandomAccessCollection, ID: Hashable>:
  RandomAccessCollection
{
  /// One row: the id of its element.
  public struct Row: Identifiable {
    /// The id of the row's element.
    public let id: ID
    /// The element's offset in the collection the rows were read from (all of it, whether or
    /// not a predicate left rows out).
    @usableFromInline let position: Int

    @usableFromInline init(id: ID, position: Int) {
      self.id = id
      self.position = position
    }
  }

  /// An offset from the first row.
  public typealias Index = Int

  @usableFromInline let source: Binding<Source>
  @usableFromInline let elements: Source
  /// The offsets in `elements` of the rows, when a predicate chose them; nil for every element.
  @usableFromInline let positions: [Int]?
  /// The address of `elements`' contiguous storage, or 0: where a row's element was seen.
  @usableFromInline let storage: UInt
  /// How a row's id is read and its binding's key path made.
  @usableFromInline let keyPaths: RowKeyPaths<Source, ID>

  /// The rows of `source` as it is now, those of the elements `isIncluded` accepts (every
  /// element when nil), identified and bound as `keyPaths` says.
  @inlinable
  init(
    _ source: Binding<Source>, where isIncluded: ((Source.Element) -> Bool)?,
    keyPaths: RowKeyPaths<Source, ID>
  ) {
    self.source = source
    let elements = source.wrappedValue
    self.elements = elements
    positions = isIncluded.map { isIncluded in
      elements.enumerated().compactMap { isIncluded($0.element) ? $0.offset : nil }
    }
    storage = elements.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
    self.keyPaths = keyPaths
  }

  /// The offset of the first row: 0.
  @inlinable public var startIndex: Int { 0 }

  /// The number of rows.
  @inlinable public var endIndex: Int { positions?.count ?? elements.count }

  // SwiftUI reads the rows through `Collection`'s requirements from its own generic code, which
  // knows neither this type nor its `Int` index, so it calls this conformance's witnesses,
  // compiled generically. The standard library's defaults for them step an index for about
  // 1,700 instructions here (generic range checks that look up type metadata); the ones below
  // are `Int` arithmetic that needs no metadata, a few instructions each even unspecialized.

  /// The position after `position`: `position + 1`.
  @inlinable public func index(after position: Int) -> Int { position + 1 }

  /// The position before `position`: `position - 1`.
  @inlinable public func index(before position: Int) -> Int { position - 1 }

  /// Moves `position` to the next row.
  @inlinable public func formIndex(after position: inout Int) { position += 1 }

  /// Moves `position` to the previous row.
  @inlinable public func formIndex(before position: inout Int) { position -= 1 }

  /// The position `distance` rows from `position`.
  @inlinable public func index(_ position: Int, offsetBy distance: Int) -> Int {
    position + distance
  }

  /// The number of rows from `start` to `end`.
  @inlinable public func distance(from start: Int, to end: Int) -> Int { end - start }

  /// The positions of the rows, `0..<count`.
  @inlinable public var indices: Range<Int> { startIndex..<endIndex }

  /// Makes an iterator over the rows, first to last.
  @inlinable public func makeIterator() -> Iterator {
    Iterator(elements: elements, positions: positions, idOf: keyPaths.idOf, end: endIndex)
  }

  /// The rows one after another: what a `for` loop over ``RowsByID`` uses.
  public struct Iterator: IteratorProtocol {
    // The rows' own fields rather than the rows: SwiftUI's generic code calls `next()` without
    // knowing `Source`, and reading a field of a `RowsByID` there looks up its type's metadata,
    // on every row.
    @usableFromInline let elements: Source
    @usableFromInline let positions: [Int]?
    @usableFromInline let idOf: (Source.Element) -> ID
    @usableFromInline var position = 0
    @usableFromInline let end: Int

    @inlinable init(
      elements: Source, positions: [Int]?, idOf: @escaping (Source.Element) -> ID, end: Int
    ) {
      self.elements = elements
      self.positions = positions
      self.idOf = idOf
      self.end = end
    }

    /// The next row, or nil after the last.
    @inlinable public mutating func next() -> Row? {
      guard position < end else { return nil }
      let offset = positions?[position] ?? position
      position += 1
      let element = elements[elements.index(elements.startIndex, offsetBy: offset)]
      return Row(id: idOf(element), position: offset)
    }
  }

  /// The row at `position`.
  ///
  /// - Parameter position: An offset from 0, less than `endIndex`.
  @inlinable public subscript(position: Int) -> Row {
    let offset = positions?[position] ?? position
    return Row(id: keyPaths.idOf(element(at: offset)), position: offset)
  }

  /// The binding for `row`, one of this collection's rows: to the element with the row's id,
  /// found by id from then on.
  ///
  /// What `ForEach(byID:)` calls when SwiftUI evaluates a row's content; for the package's tests
  /// and benchmark, which have no `ForEach` on platforms without SwiftUI.
  @_spi(Testing)
  @inlinable public func binding(for row: Row) -> Binding<Source.Element> {
    rowBinding(for: row)
  }

  /// The binding for `row`; what ``binding(for:)`` and `ForEach(byID:)`'s content use.
  @inlinable func rowBinding(for row: Row) -> Binding<Source.Element> {
    let sighting = RowSighting(
      id: row.id, element: element(at: row.position), position: row.position, storage: storage)
    return source[dynamicMember: keyPaths.keyPath(sighting)]
  }

  @inlinable func element(at position: Int) -> Source.Element {
    elements[elements.index(elements.startIndex, offsetBy: position)]
  }
}

extension RowsByID.Row: Sendable where ID: Sendable {}

extension RowsByID {
  /// The rows of an `Identifiable` element, whose bindings are found again while held: the data
  /// of `ForEach(byID:)`; for the package's tests and benchmark.
  @_spi(Testing)
  @inlinable
  public init(_ source: Binding<Source>, where isIncluded: ((Source.Element) -> Bool)? = nil)
  where Source.Element: Identifiable & Sendable, ID == Source.Element.ID, ID: Sendable {
    self.init(held: source, where: isIncluded)
  }

  /// The rows of an `Identifiable` element, whose bindings are found again while held; what
  /// `ForEach(byID:)` makes (the SPI initializer above cannot be called from inlinable code).
  @inlinable
  init(held source: Binding<Source>, where isIncluded: ((Source.Element) -> Bool)?)
  where Source.Element: Identifiable & Sendable, ID == Source.Element.ID, ID: Sendable {
    self.init(source, where: isIncluded, keyPaths: .identifiable())
  }

  /// The rows of an `Identifiable` element or id that is not `Sendable`, whose bindings are
  /// formed on every evaluation.
  @inlinable
  init(uncached source: Binding<Source>, where isIncluded: ((Source.Element) -> Bool)? = nil)
  where Source.Element: Identifiable, ID == Source.Element.ID {
    self.init(source, where: isIncluded, keyPaths: .identifiableFormedAnew())
  }

  /// The rows identified by the id at `idPath`, whose bindings are found again while held; the
  /// key path need not be `Sendable`.
  @inlinable
  init(
    _ source: Binding<Source>, id idPath: KeyPath<Source.Element, ID>,
    where isIncluded: ((Source.Element) -> Bool)? = nil
  ) where Source.Element: Sendable, ID: Sendable {
    self.init(source, where: isIncluded, keyPaths: .identified(by: idPath))
  }

  /// The rows identified by the id at `idPath`, for an element, id or key path that is not
  /// `Sendable`, whose bindings are formed on every evaluation.
  @inlinable
  init(
    uncached source: Binding<Source>, id idPath: KeyPath<Source.Element, ID>,
    where isIncluded: ((Source.Element) -> Bool)? = nil
  ) {
    self.init(source, where: isIncluded, keyPaths: .identifiedFormedAnew(by: idPath))
  }
}

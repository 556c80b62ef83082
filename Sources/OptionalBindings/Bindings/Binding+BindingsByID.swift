#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The elements of a collection as bindings that find their element by id: the rows of a list
/// that never crash when an element is deleted under them.
///
/// Made by `$items.byID` (or `$items.byID(\.name)`) and used as the data of SwiftUI's `ForEach`
/// or `List`; the package's `ForEach(byID:content:)` makes one for you. Its elements are the
/// collection's at the moment it was made, in order, each as a `Binding` that:
///
/// - reads and writes the element with its id, wherever that element is now, found from where
///   it was last found (O(1) while nothing before it moved);
/// - once no element has the id (the row was deleted, and SwiftUI evaluates it once more while
///   it animates away), reads the value the row last had and drops writes: no crash, no deleted
///   element brought back, no write into the element that took its place;
/// - is the same binding, render after render, for an unchanged row, so SwiftUI can skip it.
///
/// Positions are offsets from 0, as `onDelete` and `onMove` report them: the offsets of the
/// collection the bindings were made from, which is the one the list shows.
///
/// Ids are meant to be unique, as SwiftUI's `ForEach` requires. Among elements that share an id,
/// a row reads and writes one that has it, the one nearest to where that id was last found in
/// the same collection, and never traps.
///
/// A row's key path is found again by the package's cache, keyed by the element type and the
/// id, while a binding holds it. So rows for one id in two lists of the same element type can
/// share it, and with it the row's memory of its last value: after the element is deleted from
/// one list, a row of that list evaluated again can read the value last read for that id in the
/// other. Writes are unaffected: each reaches only the collection it is made on. Give the two
/// lists element types of their own where that matters.
public struct BindingsByID<Base: MutableCollection & RandomAccessCollection, ID: Hashable>:
  RandomAccessCollection
{
  /// A binding to one element.
  public typealias Element = Binding<Base.Element>
  /// An offset from the first element.
  public typealias Index = Int

  private let base: Binding<Base>
  private let elements: Base
  private let idOf: (Base.Element) -> ID
  private let rowKeyPath: (ID, Base.Element) -> WritableKeyPath<Base, Base.Element>

  init(
    _ base: Binding<Base>, identifiedBy idOf: @escaping (Base.Element) -> ID,
    rowKeyPath: @escaping (ID, Base.Element) -> WritableKeyPath<Base, Base.Element>
  ) {
    self.base = base
    elements = base.wrappedValue
    self.idOf = idOf
    self.rowKeyPath = rowKeyPath
  }

  /// The offset of the first element: 0.
  public var startIndex: Int { 0 }

  /// The number of elements.
  public var endIndex: Int { elements.count }

  /// A binding to the element at `position` when the collection was made, found by its id from
  /// then on.
  ///
  /// - Parameter position: An offset from 0, less than `endIndex`.
  public subscript(position: Int) -> Binding<Base.Element> {
    let element = elements[elements.index(elements.startIndex, offsetBy: position)]
    return base[dynamicMember: rowKeyPath(idOf(element), element)]
  }
}

extension Binding
where
  Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable & Sendable,
  Value.Element.ID: Sendable
{
  /// The collection's elements as bindings that find their element by `id`, for `ForEach` and
  /// `List`.
  ///
  /// ```swift
  /// List($todos.byID) { $todo in
  ///   TextField("Title", text: $todo.title)
  /// }
  /// ```
  ///
  /// Each row reads and writes the element with its id wherever it moves; after the element is
  /// deleted, a row that is evaluated again reads the value it last had and drops writes. See
  /// ``BindingsByID``. A row's key path is found again, render after render, while a view holds
  /// the row's binding. For elements or ids that are not `Sendable`, write `byID(\.id)`, which
  /// behaves the same but makes each row's key path anew on every render.
  public var byID: BindingsByID<Value, Value.Element.ID> {
    BindingsByID(
      self, identifiedBy: { $0.id }, rowKeyPath: Value.identifiedRowKeyPath(id:lastSeen:))
  }
}

extension Binding
where Value: MutableCollection & RandomAccessCollection, Value.Element: Sendable {
  /// The collection's elements as bindings that find their element by the id at `idPath`, for
  /// `ForEach` and `List`.
  ///
  /// ```swift
  /// List($tags.byID(\.name), id: \.wrappedValue.name) { $tag in
  ///   Toggle(tag.name, isOn: $tag.isPinned)
  /// }
  /// ```
  ///
  /// Behaves as ``byID``, with `idPath` instead of `id` naming each element.
  ///
  /// - Parameter idPath: The key path of each element's id.
  /// - Returns: The elements as bindings by id.
  public func byID<RowID: Hashable & Sendable>(
    _ idPath: KeyPath<Value.Element, RowID> & Sendable
  ) -> BindingsByID<Value, RowID> {
    BindingsByID(
      self, identifiedBy: { $0[keyPath: idPath] },
      rowKeyPath: { Value.rowKeyPath(id: $0, identifiedBy: idPath, lastSeen: $1) })
  }
}

extension Binding where Value: MutableCollection & RandomAccessCollection {
  /// The collection's elements as bindings that find their element by the id at `idPath`, for
  /// elements or ids that are not `Sendable`.
  ///
  /// Reads and writes behave as in the other overload; each row's key path is formed anew on
  /// every render instead of being found again.
  ///
  /// - Parameter idPath: The key path of each element's id.
  /// - Returns: The elements as bindings by id.
  public func byID<RowID: Hashable>(_ idPath: KeyPath<Value.Element, RowID> & Sendable)
    -> BindingsByID<Value, RowID>
  {
    BindingsByID(
      self, identifiedBy: { $0[keyPath: idPath] },
      rowKeyPath: { Value.rowKeyPath(uncached: $0, identifiedBy: idPath, lastSeen: $1) })
  }
}

// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `ForEach` over a binding to a collection: the two initializers that hand each row a binding
// to its element (`@_disfavoredOverload @_alwaysEmitIntoClient` in the iOS 26.2 and 17.4 SDK
// interfaces, whose shape they copy, including `Data == LazyMapSequence<C.Indices, (C.Index,
// ID)>`; no page of their own was found), and the iOS 16 ones with edit actions (`EditActions`,
// `IndexedIdentifierCollection`, `EditableCollectionContent`), from Apple's current pages.
//
// `ForEach($items) { $item in … }` resolves, here as in SwiftUI, to `init(_:content:)` with
// `Data == Binding<[Item]>` when the deployment target is iOS 15 or later (a binding is a
// random-access collection of element bindings from iOS 15, see Binding.swift), not to these:
// they are disfavored, and serve iOS 13 and 14. The inlinable body of the `id:` one in the iOS
// 26.2 SDK (SwiftUICore, `ForEach.init(_:id:content:)` over `Binding<C>`) builds each row's
// binding as `Binding { data.wrappedValue[index] } set: { data.wrappedValue[index] = $0 }`,
// and the other calls it with `id: \.id`. The stand-in's rows use `Binding`'s own
// `subscript(position:)` instead, which reads and writes the same element; either way a row
// holds a fixed index, read when the binding is used, so a row evaluated after its element was
// removed reads past the end, and the array traps.
//
// The two over a binding follow the iOS 27.0 SDK (SwiftUICore interface, xybp888/iOS-SDKs at
// commit ad607cb, the 16,000 characters read from offset 1,150,000): in an extension without
// 26.2's `Content: View`, `@export(implementation)` (26.2's `@_alwaysEmitIntoClient` under its
// new name), with `@ContentBuilder` closures, still `@_disfavoredOverload`.

import Foundation

extension ForEach {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data, handing each view a binding to its element.
  ///
  /// - Parameters:
  ///   - data: A binding to the identified data.
  ///   - content: The view builder that creates a view from a binding to an element.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  @export(implementation)
  nonisolated public init<C>(
    _ data: Binding<C>,
    @ContentBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
    C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier, handing each view a binding to its
  /// element.
  ///
  /// - Parameters:
  ///   - data: A binding to the data.
  ///   - id: The key path to an element's identifier.
  ///   - content: The view builder that creates a view from a binding to an element.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  @export(implementation)
  nonisolated public init<C>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    @ContentBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
    C: RandomAccessCollection, C.Index: Hashable
  {
    let elements = data.wrappedValue
    let elementIDs = elements.indices.lazy.map { index in (index, elements[index][keyPath: id]) }
    self.init(elementIDs, id: \.1) { element in content(data[element.0]) }
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/editactions — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
/// A set of edit actions on a collection of data that a view can offer to a user.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct EditActions<Data>: OptionSet, Sendable {
  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// The raw value.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public let rawValue: Int

  // Apple: https://developer.apple.com/documentation/swiftui/editactions/init(rawvalue:) — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Creates a new set from a raw value.
  ///
  /// - Parameter rawValue: The raw value with which to create the collection edits.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  // Apple: page not found — unavailable
  /// Deleting, which only a range-replaceable collection offers.
  @available(
    *, unavailable,
    message: "Delete is available only for collections conforming to RangeReplaceableCollection."
  )
  public static var delete: EditActions<Data> { EditActions(rawValue: 1) }

  // Apple: page not found — unavailable
  /// Moving, which only a mutable collection offers.
  @available(
    *, unavailable,
    message: "Move is available only for collections conforming to MutableCollection."
  )
  public static var move: EditActions<Data> { EditActions(rawValue: 2) }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// All the edit actions the collection offers: none for a collection that is neither
  /// mutable nor range-replaceable.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static var all: EditActions<Data> { EditActions(rawValue: 0) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EditActions where Data: RangeReplaceableCollection {
  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// An edit action that allows the user to delete one or more elements of a collection.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static var delete: EditActions<Data> { EditActions(rawValue: 1) }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// All the edit actions a range-replaceable collection offers: deleting.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static var all: EditActions<Data> { EditActions(rawValue: 1) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EditActions where Data: MutableCollection {
  // Apple: https://developer.apple.com/documentation/swiftui/editactions/move — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// An edit action that allows the user to move elements of a collection.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static var move: EditActions<Data> { EditActions(rawValue: 2) }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// All the edit actions a mutable collection offers: moving.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static var all: EditActions<Data> { EditActions(rawValue: 2) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// All the edit actions a mutable, range-replaceable collection offers: deleting and moving.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

// Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
/// A collection of the indices and identifiers of a collection's elements, the data of a
/// `ForEach` with edit actions.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
  let base: Base
  let id: KeyPath<Base.Element, ID>

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// One element's index and identifier.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct Element {
    let index: Base.Index
    let id: ID
  }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// A position in the collection: the base collection's.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public typealias Index = Base.Index

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// The position of the first element.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public var startIndex: Index { base.startIndex }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// The position one past the last element.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public var endIndex: Index { base.endIndex }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// The index and identifier of the element at `position`.
  ///
  /// - Parameter position: A valid index of the collection.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public subscript(position: Index) -> Element {
    Element(index: position, id: base[position][keyPath: id])
  }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Returns the position immediately after the given index.
  ///
  /// - Parameter i: A valid index of the collection.
  /// - Returns: The next index.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public func index(after i: Index) -> Index { base.index(after: i) }
}

// Apple: page not found — unavailable
@available(*, unavailable)
extension IndexedIdentifierCollection: Sendable {}

// Apple: page not found — unavailable
@available(*, unavailable)
extension IndexedIdentifierCollection.Element: Sendable {}

// Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension IndexedIdentifierCollection: BidirectionalCollection
where Base: BidirectionalCollection {
  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Returns the position immediately before the given index.
  ///
  /// - Parameter i: A valid index of the collection, greater than `startIndex`.
  /// - Returns: The previous index.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public func index(before i: Index) -> Index { base.index(before: i) }
}

// Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

// Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
/// The row of a `ForEach` with edit actions: the view its content closure made.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct EditableCollectionContent<Content, Data> {
  let content: Content
}

// Apple: page not found — unavailable
@available(*, unavailable)
extension EditableCollectionContent: Sendable {}

// Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension EditableCollectionContent: View where Content: View {
  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// The row: in the stand-in, the view the content closure made.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View { content }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach {
  // Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:editactions:content:) — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data, and lets the user edit the collection.
  ///
  /// The stand-in's inspector deletes and moves elements of the bound collection as the edit
  /// actions allow (deleting only from arrays); see `InspectedView.delete(atOffsets:)`.
  ///
  /// - Parameters:
  ///   - data: The identified data that the `ForEach` instance uses to create views dynamically
  ///     and can be edited by the user.
  ///   - editActions: The edit actions that are synthesized on `data`.
  ///   - content: The view builder that creates views dynamically.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init<C, R>(
    _ data: Binding<C>,
    editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
    Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection,
    R: View, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier, and lets the user edit the
  /// collection.
  ///
  /// - Parameters:
  ///   - data: The data that the `ForEach` instance uses to create views dynamically and can be
  ///     edited by the user.
  ///   - id: The key path to the provided data's identifier.
  ///   - editActions: The edit actions that are synthesized on `data`.
  ///   - content: The view builder that creates views dynamically.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init<C, R>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable
  {
    self.data = IndexedIdentifierCollection(base: data.wrappedValue, id: id)
    self.content = { element in EditableCollectionContent(content: content(data[element.index])) }
    self.elementID = { $0.id }
    self.editing = CollectionEditing(data, actions: editActions.rawValue)
  }
}

/// What the edit actions of a `ForEach` do to its bound collection.
///
/// They remove elements (from arrays only) and move them. Not SwiftUI API: how the stand-in's
/// inspector plays a swipe or a drag.
struct CollectionEditing {
  let deletes: Bool
  let moves: Bool
  let delete: (IndexSet) -> Void
  let move: (IndexSet, Int) -> Void

  init<C: MutableCollection>(_ data: Binding<C>, actions: Int) {
    deletes = actions & 1 != 0
    moves = actions & 2 != 0
    delete = { offsets in
      guard var removable = data.wrappedValue as? any RemovableAtOffsets else { return }
      removable.removeElements(atOffsets: offsets)
      if let collection = removable as? C { data.wrappedValue = collection }
    }
    move = { source, destination in
      var collection = data.wrappedValue
      collection.move(fromOffsets: source, toOffset: destination)
      data.wrappedValue = collection
    }
  }
}

/// A collection the stand-in can delete elements from at offsets; not SwiftUI API.
protocol RemovableAtOffsets {
  mutating func removeElements(atOffsets offsets: IndexSet)
}

extension Array: RemovableAtOffsets {
  mutating func removeElements(atOffsets offsets: IndexSet) { remove(atOffsets: offsets) }
}

#if canImport(SwiftUI)
  import SwiftUI

  extension ForEach where Content: View {
    /// Creates rows from a binding to a collection, each row bound to its element by `id`, so
    /// that a row evaluated after its element was deleted does not crash.
    ///
    /// Use it where you would write `ForEach($todos) { $todo in … }`. SwiftUI's version hands
    /// each row a binding to an *index*: when an element is deleted (a swipe, `onDelete`, an
    /// update from the network) SwiftUI may evaluate the row once more while it animates away,
    /// and reading the index that no longer exists stops the app with "Index out of range". The
    /// rows made here find their element by id instead:
    ///
    /// ```swift
    /// List {
    ///   ForEach(byID: $todos) { $todo in
    ///     TextField("Title", text: $todo.title)
    ///   }
    ///   .onDelete { todos.remove(atOffsets: $0) }
    ///   .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    /// }
    /// ```
    ///
    /// Each row reads and writes the element with its id, wherever it has moved; once no element
    /// has the id, it reads the value it last had and drops writes; an unchanged row keeps its
    /// binding from update to update. ``RowsByID`` gives the rules in full (duplicate ids, two
    /// lists of one element type), and <doc:EditingRowsOfAList> the cost against
    /// `ForEach($todos)`. The offsets that `onDelete` and `onMove` report are those of the
    /// collection as this `ForEach` showed it.
    ///
    /// To show only some of the elements, pass `where`: the rows are those of the elements it
    /// accepts, and each row still reads and writes its element in the whole collection. The
    /// offsets `onDelete` reports are then among the rows shown; remove them with
    /// ``Swift/RangeReplaceableCollection/remove(atOffsets:where:)`` and the same predicate:
    ///
    /// ```swift
    /// ForEach(byID: $todos, where: { !$0.isDone }) { $todo in
    ///   TextField("Title", text: $todo.title)
    /// }
    /// .onDelete { todos.remove(atOffsets: $0, where: { !$0.isDone }) }
    /// ```
    ///
    /// A row whose element stops passing the predicate leaves the list on the next update; until
    /// then its binding still reaches the element. Moving rows (`onMove`) is for lists that show
    /// every element: among the rows of some, where the others should go is not defined.
    ///
    /// The result is SwiftUI's own `ForEach`, over ``RowsByID``, so it works wherever
    /// `ForEach` does (`List`, `LazyVStack`, `Section`) with the same modifiers. It is not named
    /// `ForEach(_:content:)`: that name is SwiftUI's index-based initializer, and taking it over
    /// in every file that imports this package would change what existing code does.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of identified elements.
    ///   - isIncluded: Which elements get a row; every element when nil.
    ///   - content: A view builder that makes a row from a binding to one element.
    @inlinable
    public init<Source>(
      byID data: Binding<Source>, where isIncluded: ((Source.Element) -> Bool)? = nil,
      @ViewBuilder content: @escaping (Binding<Source.Element>) -> Content
    )
    where
      Data == RowsByID<Source, Source.Element.ID>, ID == Source.Element.ID,
      Source: MutableCollection & RandomAccessCollection,
      Source.Element: Identifiable & Sendable, Source.Element.ID: Sendable
    {
      self.init(rows: RowsByID(held: data, where: isIncluded), content: content)
    }

    /// Creates rows from a binding to a collection, each row bound to its element by `id`, for
    /// elements or ids that are not `Sendable`.
    ///
    /// Rows behave as in the other overload; each row's binding is formed anew whenever its
    /// content is evaluated, instead of being found again.
    ///
    /// An element type of your own comes here in an app whose default isolation is `MainActor`
    /// (a new Xcode 26 app target): its `Identifiable` conformance is the main actor's, which
    /// cannot meet `Sendable`. `ForEach(byID: $items, id: \.id)` finds such rows again when the
    /// id's type is `Hashable` everywhere (a `UUID`, an `Int`).
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of identified elements.
    ///   - isIncluded: Which elements get a row; every element when nil.
    ///   - content: A view builder that makes a row from a binding to one element.
    @inlinable
    public init<Source>(
      byID data: Binding<Source>, where isIncluded: ((Source.Element) -> Bool)? = nil,
      @ViewBuilder content: @escaping (Binding<Source.Element>) -> Content
    )
    where
      Data == RowsByID<Source, Source.Element.ID>, ID == Source.Element.ID,
      Source: MutableCollection & RandomAccessCollection,
      Source.Element: Identifiable
    {
      self.init(rows: RowsByID(uncached: data, where: isIncluded), content: content)
    }

    /// Creates rows from a binding to a collection, each row bound to its element by the id at
    /// `id`, so that a row evaluated after its element was deleted does not crash.
    ///
    /// ```swift
    /// ForEach(byID: $tags, id: \.name) { $tag in
    ///   Toggle(tag.name, isOn: $tag.isPinned)
    /// }
    /// ```
    ///
    /// Rows behave as in ``init(byID:where:content:)``, with `id` naming each element's identifier.
    /// A row's binding is found again while a view holds it for the same id read through the
    /// same key path object, which a key-path literal is, render after render.
    ///
    /// `id` need not be `Sendable`. In a module whose default isolation is `MainActor` (a new
    /// Xcode 26 app target), a key path to a property of your own type is not, since the property
    /// is isolated to the main actor. The rows apply it where SwiftUI reads the ids and where a
    /// row's binding is read or written, as SwiftUI applies the key paths of your own bindings;
    /// the package hands a row's binding, found again, only to code that passed that very key
    /// path.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - id: The key path of each element's identifier.
    ///   - isIncluded: Which elements get a row; every element when nil.
    ///   - content: A view builder that makes a row from a binding to one element.
    @inlinable
    public init<Source>(
      byID data: Binding<Source>, id: KeyPath<Source.Element, ID>,
      where isIncluded: ((Source.Element) -> Bool)? = nil,
      @ViewBuilder content: @escaping (Binding<Source.Element>) -> Content
    )
    where
      Data == RowsByID<Source, ID>, Source: MutableCollection & RandomAccessCollection,
      Source.Element: Sendable, ID: Sendable
    {
      self.init(rows: RowsByID(data, id: id, where: isIncluded), content: content)
    }

    /// Creates rows from a binding to a collection, each row bound to its element by the id at
    /// `id`, for elements or ids that are not `Sendable`.
    ///
    /// Rows behave as in the other overload; each row's binding is formed anew whenever its
    /// content is evaluated, instead of being found again, and is equal to the one formed for the
    /// same id through an equal key path, render after render. `id` need not be `Sendable`.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - id: The key path of each element's identifier.
    ///   - isIncluded: Which elements get a row; every element when nil.
    ///   - content: A view builder that makes a row from a binding to one element.
    @inlinable
    public init<Source>(
      byID data: Binding<Source>, id: KeyPath<Source.Element, ID>,
      where isIncluded: ((Source.Element) -> Bool)? = nil,
      @ViewBuilder content: @escaping (Binding<Source.Element>) -> Content
    )
    where
      Data == RowsByID<Source, ID>, Source: MutableCollection & RandomAccessCollection
    {
      self.init(rows: RowsByID(uncached: data, id: id, where: isIncluded), content: content)
    }

    /// SwiftUI's `ForEach` over `rows`, identified by each row's id, making a row's binding only
    /// when its content is evaluated: the body of the four initializers above.
    @inlinable
    init<Source>(
      rows: RowsByID<Source, ID>, content: @escaping (Binding<Source.Element>) -> Content
    ) where Data == RowsByID<Source, ID> {
      self.init(rows) { content(rows.rowBinding(for: $0)) }
    }
  }
#endif

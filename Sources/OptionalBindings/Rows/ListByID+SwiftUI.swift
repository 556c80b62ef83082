#if canImport(SwiftUI)
  import SwiftUI

  extension List where SelectionValue == Never {
    /// Creates a list whose rows are bound to their elements by `id`, so that a row evaluated
    /// after its element was deleted does not crash.
    ///
    /// The list spelling of `ForEach(byID:content:)`: use it where you
    /// would write `List($todos) { $todo in … }`.
    ///
    /// ```swift
    /// List(byID: $todos) { $todo in
    ///   TextField("Title", text: $todo.title)
    /// }
    /// ```
    ///
    /// Rows behave as those of `ForEach(byID:)`: each reads and writes the element with its id;
    /// once the element is deleted, a row evaluated again reads the value it last had and drops
    /// writes. For `onDelete` and `onMove`, write `List { ForEach(byID: $todos) { … } }`.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of identified elements.
    ///   - rowContent: A view builder that makes a row from a binding to one element.
    @MainActor @preconcurrency
    @inlinable
    public init<Source, RowContent>(
      byID data: Binding<Source>,
      @ViewBuilder rowContent: @escaping (Binding<Source.Element>) -> RowContent
    )
    where
      Content == ForEach<RowsByID<Source, Source.Element.ID>, Source.Element.ID, RowContent>,
      RowContent: View, Source: MutableCollection & RandomAccessCollection,
      Source.Element: Identifiable & Sendable, Source.Element.ID: Sendable
    {
      self.init { ForEach(byID: data, content: rowContent) }
    }

    // Sendable is not part of a symbol's name, so this overload would share the other's if its
    // generic parameters were in the same order.
    /// Creates a list whose rows are bound to their elements by `id`, for elements or ids that
    /// are not `Sendable`.
    ///
    /// Rows behave as in the other overload; each row's binding is formed anew whenever its
    /// content is evaluated, instead of being found again.
    ///
    /// An element type of your own comes here in an app whose default isolation is `MainActor`
    /// (a new Xcode 26 app target): its `Identifiable` conformance is the main actor's, which
    /// cannot meet `Sendable`. `List(byID: $items, id: \.id)` finds such rows again when the id's
    /// type is `Hashable` everywhere (a `UUID`, an `Int`).
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of identified elements.
    ///   - rowContent: A view builder that makes a row from a binding to one element.
    @MainActor @preconcurrency
    @inlinable
    public init<RowContent, Source>(
      byID data: Binding<Source>,
      @ViewBuilder rowContent: @escaping (Binding<Source.Element>) -> RowContent
    )
    where
      Content == ForEach<RowsByID<Source, Source.Element.ID>, Source.Element.ID, RowContent>,
      RowContent: View, Source: MutableCollection & RandomAccessCollection,
      Source.Element: Identifiable
    {
      self.init { ForEach(byID: data, content: rowContent) }
    }

    /// Creates a list whose rows are bound to their elements by the id at `id`, so that a row
    /// evaluated after its element was deleted does not crash.
    ///
    /// ```swift
    /// List(byID: $tags, id: \.name) { $tag in
    ///   Toggle(tag.name, isOn: $tag.isPinned)
    /// }
    /// ```
    ///
    /// `id` need not be `Sendable`, as a key path to a property of your own type is not in a
    /// module whose default isolation is `MainActor`; see `ForEach(byID:id:where:content:)`.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - id: The key path of each element's identifier.
    ///   - rowContent: A view builder that makes a row from a binding to one element.
    @MainActor @preconcurrency
    @inlinable
    public init<Source, ID, RowContent>(
      byID data: Binding<Source>, id: KeyPath<Source.Element, ID>,
      @ViewBuilder rowContent: @escaping (Binding<Source.Element>) -> RowContent
    )
    where
      Content == ForEach<RowsByID<Source, ID>, ID, RowContent>, RowContent: View,
      Source: MutableCollection & RandomAccessCollection, Source.Element: Sendable,
      ID: Hashable & Sendable
    {
      self.init { ForEach(byID: data, id: id, content: rowContent) }
    }

    // Its generic parameters are in another order than the other overload's, for the reason
    // given at the one without `id`.
    /// Creates a list whose rows are bound to their elements by the id at `id`, for elements or
    /// ids that are not `Sendable`.
    ///
    /// Rows behave as in the other overload; each row's binding is formed anew whenever its
    /// content is evaluated, instead of being found again, and is equal to the one formed for the
    /// same id through an equal key path, render after render. `id` need not be `Sendable`.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - id: The key path of each element's identifier.
    ///   - rowContent: A view builder that makes a row from a binding to one element.
    @MainActor @preconcurrency
    @inlinable
    public init<RowContent, Source, ID>(
      byID data: Binding<Source>, id: KeyPath<Source.Element, ID>,
      @ViewBuilder rowContent: @escaping (Binding<Source.Element>) -> RowContent
    )
    where
      Content == ForEach<RowsByID<Source, ID>, ID, RowContent>, RowContent: View,
      Source: MutableCollection & RandomAccessCollection, ID: Hashable
    {
      self.init { ForEach(byID: data, id: id, content: rowContent) }
    }
  }
#endif

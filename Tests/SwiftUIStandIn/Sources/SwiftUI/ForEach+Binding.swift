// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30. The ForEach page for
// this initializer was not surfaced; its shape is read off `List.init(_:rowContent:)` (iOS 13,
// macOS 10.15, tvOS 13, watchOS 6, visionOS 1: `nonisolated init<Data, RowContent>(_ data:
// Binding<Data>, @ContentBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
// where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>,
// Data.Element.ID, RowContent>, Data : MutableCollection, Data : RandomAccessCollection,
// RowContent : View, Data.Element : Identifiable, Data.Index : Hashable`), which builds this
// `ForEach`, and takes that page's availability. Added for the migration tool's fixtures, whose
// rows are written `ForEach($items) { $item in … }`.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data, handing each row a binding to its element.
  ///
  /// The stand-in keeps the element bindings as the data and the closure; nothing is expanded.
  ///
  /// - Parameters:
  ///   - data: A binding to the identified data.
  ///   - content: The view builder that creates views dynamically from an element's binding.
  nonisolated public init<C>(
    _ data: Binding<C>,
    @ContentBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0].id) }
    self.content = { element in content(data[dynamicMember: \C[element.0]]) }
  }
}

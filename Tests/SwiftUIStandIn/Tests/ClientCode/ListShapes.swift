import Foundation
import SwiftUI

// The types list code gets from the stand-in's `ForEach`, `LazyVStack`, edit actions and row
// actions, spelled out: each `same(_:_:)` compiles only if the expression has exactly the type
// named. The same file type-checks against Apple's iOS 17.4 and 26.2 SDKs (`.ci/apple-sdk
// client-code`), so the stand-in hands list code the types SwiftUI does.

private struct ShapedItem: Identifiable, Hashable {
  let id: Int
  var title: String
}

/// Compiles only when `value` is of type `T`.
private func same<T>(_ type: T.Type, _ value: T) {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
private func listShapes(items: Binding<[ShapedItem]>) {
  // `ForEach($items)`: the binding is the collection, each element a binding to an element.
  let byBinding = ForEach(items) { $item in Text(item.title) }
  same(ForEach<Binding<[ShapedItem]>, Int, Text>.self, byBinding)
  let byID = ForEach(items, id: \.id) { $item in Text(item.title) }
  same(ForEach<Binding<[ShapedItem]>, Int, Text>.self, byID)
  // A key path into the element itself reaches the disfavored `Binding<C>` initializer.
  let byElementKeyPath = ForEach(items, id: \ShapedItem.title) { $item in Text(item.title) }
  same(ForEach<LazyMapSequence<Range<Int>, (Int, String)>, String, Text>.self, byElementKeyPath)
  let editable = ForEach(items, editActions: .all) { $item in Text(item.title) }
  same(
    ForEach<
      IndexedIdentifierCollection<[ShapedItem], Int>, Int,
      EditableCollectionContent<Text, [ShapedItem]>
    >.self, editable)
  let editableByID = ForEach(items, id: \.title, editActions: [.delete, .move]) { $item in
    Text(item.title)
  }
  same(
    ForEach<
      IndexedIdentifierCollection<[ShapedItem], String>, String,
      EditableCollectionContent<Text, [ShapedItem]>
    >.self, editableByID)
  let withActions = byBinding.onDelete { _ in }.onMove { _, _ in }
  let stack = LazyVStack { byBinding }
  same(LazyVStack<ForEach<Binding<[ShapedItem]>, Int, Text>>.self, stack)
  _ = LazyVStack(alignment: .leading, spacing: 4, pinnedViews: .init()) { withActions }
  var numbers = [1, 2, 3]
  numbers.remove(atOffsets: IndexSet([0]))
  numbers.move(fromOffsets: IndexSet([0]), toOffset: 2)
}

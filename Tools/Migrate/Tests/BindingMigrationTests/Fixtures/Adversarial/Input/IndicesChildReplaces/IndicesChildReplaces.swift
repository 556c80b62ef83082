// swift-format-ignore-file
// Adversarial case: Rows over indices whose row hands `$items[i]` to a view that replaces the element: refused.
import SwiftUI

private struct Item: Identifiable {
  var id = UUID()
  var title = ""
  var note: String?
}

private struct ItemEditor: View {
  @Binding var item: Item

  var body: some View {
    Button("Reset") { item = Item() }
  }
}

private struct RowsScreen: View {
  @State private var items: [Item] = []

  var body: some View {
    List {
      ForEach(items.indices, id: \.self) { index in
        ItemEditor(item: $items[index])
      }
    }
  }
}

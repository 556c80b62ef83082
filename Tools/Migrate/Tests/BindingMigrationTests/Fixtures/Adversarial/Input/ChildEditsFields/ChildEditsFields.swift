// swift-format-ignore-file
// Adversarial case: A child view in the same file that edits only other fields: fixed.
import SwiftUI

private struct Item: Identifiable {
  var id = UUID()
  var title = ""
  var note: String?
}

private struct ItemEditor: View {
  @Binding var item: Item

  var body: some View {
    TextField("Title", text: $item.title)
    Button("Clear") { item.title = "" }
  }
}

private struct RowsScreen: View {
  @State private var items: [Item] = []

  var body: some View {
    List {
      ForEach($items) { $item in
        ItemEditor(item: $item)
      }
      .onDelete { items.remove(atOffsets: $0) }
    }
  }
}

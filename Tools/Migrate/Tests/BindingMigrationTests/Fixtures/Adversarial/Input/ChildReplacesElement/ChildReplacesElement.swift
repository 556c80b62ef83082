// swift-format-ignore-file
// Adversarial case: A child view in the same file that replaces the whole element: refused.
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
    Button("Reset") { item = Item() }
  }
}

private struct RowsScreen: View {
  @State private var items: [Item] = []

  var body: some View {
    List {
      ForEach($items) { $item in
        ItemEditor(item: $item)
      }
    }
  }
}

// swift-format-ignore-file
// Adversarial case: Rows over indices whose row edits fields through a child view: fixed to rows by id.
import OptionalBindings
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
  }
}

private struct RowsScreen: View {
  @State private var items: [Item] = []

  var body: some View {
    List {
      ForEach(byID: $items) { $element in
        ItemEditor(item: $element)
      }
    }
  }
}

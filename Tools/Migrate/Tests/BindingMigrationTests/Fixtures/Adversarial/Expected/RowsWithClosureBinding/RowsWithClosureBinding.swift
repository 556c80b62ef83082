// swift-format-ignore-file
// Adversarial case: A closure binding inside rows bound by index: both fixed, the row's `withDefault` and rows by id.
import OptionalBindings
import SwiftUI

private struct Item: Identifiable {
  var id = UUID()
  var title = ""
  var note: String?
}

private struct RowsScreen: View {
  @State private var items: [Item] = []

  var body: some View {
    List {
      ForEach(byID: $items) { $item in
        TextField("Title", text: $item.title)
        TextField("Note", text: $item.note.withDefault(""))
      }
    }
  }
}

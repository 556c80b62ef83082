// swift-format-ignore-file
// Adversarial case: The row's child hands the binding to a grandchild that replaces the element: refused.
import SwiftUI

private struct Item: Identifiable {
  var id = UUID()
  var title = ""
  var note: String?
}

private struct ItemCard: View {
  @Binding var item: Item

  var body: some View {
    ItemResetter(item: $item)
  }
}

private struct ItemResetter: View {
  @Binding var item: Item

  var body: some View {
    Button("Reset") { item = Item() }
  }
}

private struct RowsScreen: View {
  @State private var items: [Item] = []

  var body: some View {
    List {
      ForEach($items) { $item in
        ItemCard(item: $item)
      }
    }
  }
}

// swift-format-ignore-file
// Adversarial case: A child view with code in an extension, which the tool does not read for writes: refused.
import SwiftUI

private struct Item: Identifiable {
  var id = UUID()
  var title = ""
  var note: String?
}

private struct ItemBadge: View {
  @Binding var item: Item

  var body: some View {
    Button(item.title) { renew() }
  }
}

extension ItemBadge {
  fileprivate func renew() { item = Item() }
}

private struct RowsScreen: View {
  @State private var items: [Item] = []

  var body: some View {
    List {
      ForEach($items) { $item in
        ItemBadge(item: $item)
      }
    }
  }
}

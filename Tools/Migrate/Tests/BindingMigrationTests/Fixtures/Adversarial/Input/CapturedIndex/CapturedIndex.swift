// swift-format-ignore-file
// Adversarial case: A closure binding reading `items[index]` by a row's index: reported, never changed.
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
      ForEach(items.indices, id: \.self) { index in
        TextField("Title", text: Binding(get: { items[index].title }, set: { items[index].title = $0 }))
      }
    }
  }
}

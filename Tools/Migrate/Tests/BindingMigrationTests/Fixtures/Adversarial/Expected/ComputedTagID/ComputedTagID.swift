// swift-format-ignore-file
// Adversarial case: An id computed from the field the row edits: refused.
import SwiftUI

private struct Tag: Identifiable {
  var name: String
  var id: String { name }
}

private struct RowsScreen: View {
  @State private var tags: [Tag] = []

  var body: some View {
    List {
      ForEach($tags) { $tag in
        TextField("Name", text: $tag.name)
      }
    }
  }
}

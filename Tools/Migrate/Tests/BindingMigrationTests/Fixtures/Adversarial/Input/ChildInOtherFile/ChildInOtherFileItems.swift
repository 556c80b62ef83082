// swift-format-ignore-file
// Adversarial case: A child view in another file of the app that writes the id: refused.
import SwiftUI

struct OtherFileItem: Identifiable {
  var id = 0
  var title = ""
}

private struct RowsScreen: View {
  @State private var items: [OtherFileItem] = []

  var body: some View {
    List {
      ForEach($items) { $item in
        OtherFileRenumberer(item: $item)
      }
    }
  }
}

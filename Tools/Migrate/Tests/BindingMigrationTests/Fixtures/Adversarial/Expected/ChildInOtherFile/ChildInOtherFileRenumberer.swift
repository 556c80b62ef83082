// swift-format-ignore-file
// Adversarial case: A child view in another file of the app that writes the id: refused.
import SwiftUI

struct OtherFileRenumberer: View {
  @Binding var item: OtherFileItem

  var body: some View {
    Text(item.title)
    Button("Renumber") { item.id += 1 }
  }
}

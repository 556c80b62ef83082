// swift-format-ignore-file
// Adversarial case: `pick ?? nil` over `Int?`: it reads `pick` itself; no helper for a default applies.
import SwiftUI

private struct PickScreen: View {
  @State private var pick: Int?

  var body: some View {
    Picker("Pick", selection: Binding(get: { pick ?? nil }, set: { pick = $0 })) {
      Text("None").tag(Int?.none)
      Text("One").tag(Int?.some(1))
    }
  }
}

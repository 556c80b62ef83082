// swift-format-ignore-file
// Adversarial case: `pick ?? nil` over `Int??`: the setter stores `.some(nil)` for a written nil; refused.
import SwiftUI

private struct PickScreen: View {
  @State private var pick: Int??

  var body: some View {
    Picker("Pick", selection: Binding(get: { pick ?? nil }, set: { pick = $0 })) {
      Text("None").tag(Int?.none)
      Text("One").tag(Int?.some(1))
    }
  }
}

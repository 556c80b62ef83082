// swift-format-ignore-file
// Adversarial case: A selection over a property named `id` (`$filter.id` is Binding's own where `Filter` is `Identifiable`).
import SwiftUI

private struct Filter: Identifiable {
  var id: String?
}

private struct FilterScreen: View {
  @State private var filter = Filter()
  let tag: String

  var body: some View {
    Toggle(
      tag,
      isOn: Binding(
        get: { filter.id == tag },
        set: { if $0 { filter.id = tag } else if filter.id == tag { filter.id = nil } }))
  }
}

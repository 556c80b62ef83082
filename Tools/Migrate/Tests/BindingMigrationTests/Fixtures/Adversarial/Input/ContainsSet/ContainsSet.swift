// swift-format-ignore-file
// Adversarial case: A `Set` named `contains`, whose membership is bound.
import SwiftUI

private struct Filter {
  var contains: Set<String> = []
}

private struct TagsScreen: View {
  @State private var filter = Filter()
  let tag: String

  var body: some View {
    Toggle(
      tag,
      isOn: Binding(
        get: { filter.contains.contains(tag) },
        set: { if $0 { filter.contains.insert(tag) } else { filter.contains.remove(tag) } }))
  }
}

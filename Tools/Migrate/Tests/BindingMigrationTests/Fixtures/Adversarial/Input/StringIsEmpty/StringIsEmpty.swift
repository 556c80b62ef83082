// swift-format-ignore-file
// Adversarial case: An empty-means-nil setter over a `String?`: `replacingNil(with: "")`.
import SwiftUI

private struct NameScreen: View {
  @State private var name: String?

  var body: some View {
    TextField("Name", text: Binding(get: { name ?? "" }, set: { name = $0.isEmpty ? nil : $0 }))
  }
}

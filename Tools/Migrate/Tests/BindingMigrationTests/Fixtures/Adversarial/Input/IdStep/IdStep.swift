// swift-format-ignore-file
// Adversarial case: An optional `id` of an `Identifiable` value (Binding is `Identifiable` where its value is).
import SwiftUI

private struct Draft: Identifiable {
  var id: String?
  var title = ""
}

private struct DraftScreen: View {
  @State private var draft = Draft()

  var body: some View {
    TextField("Id", text: Binding(get: { draft.id ?? "" }, set: { draft.id = $0 }))
  }
}

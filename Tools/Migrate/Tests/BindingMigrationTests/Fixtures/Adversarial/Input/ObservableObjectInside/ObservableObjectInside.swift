// swift-format-ignore-file
// Adversarial case: A closure binding inside an `ObservableObject`, where `$x` is a publisher: refused.
import SwiftUI

@MainActor
private final class FormModel: ObservableObject {
  @Published var name: String?

  var nameBinding: Binding<String> {
    Binding(get: { self.name ?? "" }, set: { self.name = $0 })
  }
}

@MainActor
private struct FormScreen: View {
  @StateObject private var model = FormModel()

  var body: some View {
    TextField("Name", text: model.nameBinding)
  }
}

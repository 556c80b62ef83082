// swift-format-ignore-file
// Adversarial case: SwiftUI's force-unwrapping `Binding($draft)` in an `if let`: `Binding(unwrapping: $draft)`.
import OptionalBindings
import SwiftUI

private struct DraftScreen: View {
  @State private var draft: String?

  var body: some View {
    if let text = Binding(unwrapping: $draft) {
      TextField("Draft", text: text)
    }
  }
}

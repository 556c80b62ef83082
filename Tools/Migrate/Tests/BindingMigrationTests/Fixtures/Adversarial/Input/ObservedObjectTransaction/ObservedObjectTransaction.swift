// swift-format-ignore-file
// Adversarial case: `transaction` on an `ObservableObject` model held by `@ObservedObject`.
import SwiftUI

private final class Store: ObservableObject {
  @Published var transaction: String?
}

private struct StoreScreen: View {
  @ObservedObject var store: Store

  var body: some View {
    TextField(
      "Transaction",
      text: Binding(get: { store.transaction ?? "" }, set: { store.transaction = $0 }))
  }
}

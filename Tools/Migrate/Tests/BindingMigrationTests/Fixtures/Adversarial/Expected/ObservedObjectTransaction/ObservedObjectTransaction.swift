// swift-format-ignore-file
// Adversarial case: `transaction` on an `ObservableObject` model held by `@ObservedObject`.
import OptionalBindings
import SwiftUI

private final class Store: ObservableObject {
  @Published var transaction: String?
}

private struct StoreScreen: View {
  @ObservedObject var store: Store

  var body: some View {
    TextField(
      "Transaction",
      text: $store[dynamicMember: \.transaction].withDefault(""))
  }
}

// swift-format-ignore-file
// Adversarial case: `isPresent()` over a property named `transaction`.
import OptionalBindings
import SwiftUI

private struct Checkout {
  var transaction: String?
}

private struct CheckoutScreen: View {
  @State private var checkout = Checkout()

  var body: some View {
    Button("Pay") { checkout.transaction = "t" }
      .sheet(
        isPresented: $checkout[dynamicMember: \.transaction].isPresent()
      ) {
        Text("Paid")
      }
  }
}

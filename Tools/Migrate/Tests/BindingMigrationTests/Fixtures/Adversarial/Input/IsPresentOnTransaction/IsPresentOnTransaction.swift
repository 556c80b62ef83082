// swift-format-ignore-file
// Adversarial case: `isPresent()` over a property named `transaction`.
import SwiftUI

private struct Checkout {
  var transaction: String?
}

private struct CheckoutScreen: View {
  @State private var checkout = Checkout()

  var body: some View {
    Button("Pay") { checkout.transaction = "t" }
      .sheet(
        isPresented: Binding(
          get: { checkout.transaction != nil }, set: { if !$0 { checkout.transaction = nil } })
      ) {
        Text("Paid")
      }
  }
}

// swift-format-ignore-file
// Adversarial case: A guarded force unwrap of a property named `transaction`: the crash fix unwraps `$payment[dynamicMember: \.transaction]`.
import OptionalBindings
import SwiftUI

private struct Payment {
  var transaction: String?
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    if let transaction = Binding(unwrapping: $payment[dynamicMember: \.transaction]) {
      TextField(
        "Transaction",
        text: transaction)
    }
  }
}

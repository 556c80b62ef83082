// swift-format-ignore-file
// Adversarial case: A guarded force unwrap of a property named `transaction`: the crash fix unwraps `$payment[dynamicMember: \.transaction]`.
import SwiftUI

private struct Payment {
  var transaction: String?
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    if payment.transaction != nil {
      TextField(
        "Transaction",
        text: Binding(get: { payment.transaction! }, set: { payment.transaction = $0 }))
    }
  }
}

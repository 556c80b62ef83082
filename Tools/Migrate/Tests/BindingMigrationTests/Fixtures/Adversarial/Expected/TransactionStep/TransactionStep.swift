// swift-format-ignore-file
// Adversarial case: A property named `transaction`: `$payment.transaction` is Binding's own; written `[dynamicMember: \.transaction]`.
import OptionalBindings
import SwiftUI

private struct Payment {
  var transaction: String?
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    TextField("Value", text: $payment[dynamicMember: \.transaction].withDefault(""))
  }
}

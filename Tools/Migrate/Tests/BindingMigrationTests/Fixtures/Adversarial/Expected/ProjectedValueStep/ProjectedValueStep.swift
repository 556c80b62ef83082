// swift-format-ignore-file
// Adversarial case: A property named `projectedValue`.
import OptionalBindings
import SwiftUI

private struct Payment {
  var projectedValue: String?
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    TextField("Value", text: $payment[dynamicMember: \.projectedValue].withDefault(""))
  }
}

// swift-format-ignore-file
// Adversarial case: A property named `projectedValue`.
import SwiftUI

private struct Payment {
  var projectedValue: String?
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    TextField("Value", text: Binding(get: { payment.projectedValue ?? "" }, set: { payment.projectedValue = $0 }))
  }
}

// swift-format-ignore-file
// Adversarial case: A property named `wrappedValue`.
import SwiftUI

private struct Payment {
  var wrappedValue: Int?
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    Stepper("Value", value: Binding(get: { payment.wrappedValue ?? 0 }, set: { payment.wrappedValue = $0 }))
  }
}

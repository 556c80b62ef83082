// swift-format-ignore-file
// Adversarial case: A property named `isPresent`, the package's own member name.
import SwiftUI

private struct Payment {
  var isPresent: Bool?
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    Toggle("Present", isOn: Binding(get: { payment.isPresent ?? false }, set: { payment.isPresent = $0 }))
  }
}

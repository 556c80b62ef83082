// swift-format-ignore-file
// Adversarial case: A property named `withDefault`, a package helper's name.
import SwiftUI

private struct Payment {
  var withDefault: String?
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    TextField("Value", text: Binding(get: { payment.withDefault ?? "" }, set: { payment.withDefault = $0 }))
  }
}

// swift-format-ignore-file
// Adversarial case: A Boolean named `animation`, negated.
import SwiftUI

private struct Payment {
  var animation = true
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    Toggle("Still", isOn: Binding(get: { !payment.animation }, set: { payment.animation = !$0 }))
  }
}

// swift-format-ignore-file
// Adversarial case: A property named `wrappedValue`.
import OptionalBindings
import SwiftUI

private struct Payment {
  var wrappedValue: Int?
  var amount = 0
}

private struct PaymentScreen: View {
  @State private var payment = Payment()

  var body: some View {
    Stepper("Value", value: $payment[dynamicMember: \.wrappedValue].withDefault(0))
  }
}

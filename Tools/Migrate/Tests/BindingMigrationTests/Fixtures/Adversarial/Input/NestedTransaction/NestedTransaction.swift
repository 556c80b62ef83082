// swift-format-ignore-file
// Adversarial case: `transaction` as the second step of a path.
import SwiftUI

private struct Payment {
  var transaction: String?
}

private struct Order {
  var payment = Payment()
}

private struct OrderScreen: View {
  @State private var order = Order()

  var body: some View {
    TextField(
      "Transaction",
      text: Binding(get: { order.payment.transaction ?? "" }, set: { order.payment.transaction = $0 }))
  }
}

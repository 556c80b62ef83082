// swift-format-ignore-file
// Adversarial case: `id: \.customer.id`, the row hands `$order.customer` to a view that replaces the customer: refused.
import SwiftUI

private struct Customer: Identifiable {
  var id = UUID()
  var name = ""
}

private struct Order {
  var customer = Customer()
  var total = 0
}

private struct CustomerPicker: View {
  @Binding var customer: Customer

  var body: some View {
    Button("New customer") { customer = Customer() }
  }
}

private struct RowsScreen: View {
  @State private var orders: [Order] = []

  var body: some View {
    List {
      ForEach($orders, id: \.customer.id) { $order in
        CustomerPicker(customer: $order.customer)
      }
    }
  }
}

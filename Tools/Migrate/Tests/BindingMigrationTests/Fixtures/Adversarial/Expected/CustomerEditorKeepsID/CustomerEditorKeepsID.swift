// swift-format-ignore-file
// Adversarial case: `id: \.customer.id`, the row hands `$order.customer` to an editor that edits only the name: fixed.
import OptionalBindings
import SwiftUI

private struct Customer: Identifiable {
  var id = UUID()
  var name = ""
}

private struct Order {
  var customer = Customer()
  var total = 0
}

private struct CustomerEditor: View {
  @Binding var customer: Customer

  var body: some View {
    TextField("Name", text: $customer.name)
  }
}

private struct RowsScreen: View {
  @State private var orders: [Order] = []

  var body: some View {
    List {
      ForEach(byID: $orders, id: \.customer.id) { $order in
        CustomerEditor(customer: $order.customer)
      }
    }
  }
}

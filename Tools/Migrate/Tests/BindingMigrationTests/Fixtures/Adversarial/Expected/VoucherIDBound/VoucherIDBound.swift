// swift-format-ignore-file
// Adversarial case: A row that binds its own `id` to a text field (SwiftUI picks the dynamic member where a `Binding<String>` is wanted): refused.
import SwiftUI

private struct Voucher: Identifiable {
  var id: String
  var amount = 0
}

private struct RowsScreen: View {
  @State private var vouchers: [Voucher] = []

  var body: some View {
    List {
      ForEach($vouchers) { $voucher in
        TextField("Code", text: $voucher.id)
      }
    }
  }
}

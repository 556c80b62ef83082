// swift-format-ignore-file
// Adversarial case: `values[key, default: 1] = $0`: Dictionary's own default subscript in both closures.
import SwiftUI

private struct CountsScreen: View {
  @State private var values: [String: Int] = [:]
  let key: String

  var body: some View {
    Stepper(
      "Count",
      value: Binding(get: { values[key, default: 1] }, set: { values[key, default: 1] = $0 }))
  }
}

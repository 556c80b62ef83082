// swift-format-ignore-file
// Adversarial case: `Double(count)` read, `Int($0)` written: the conversion truncates where the package's rounds; refused.
import SwiftUI

private struct CountScreen: View {
  @State private var count = 0

  var body: some View {
    Slider(value: Binding(get: { Double(count) }, set: { count = Int($0) }), in: 0...10)
  }
}

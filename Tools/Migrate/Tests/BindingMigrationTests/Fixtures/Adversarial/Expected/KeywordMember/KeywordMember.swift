// swift-format-ignore-file
// Adversarial case: A member named with a keyword (`class`, `default`) on the path.
import OptionalBindings
import SwiftUI

private struct Options {
  var `class`: String?
  var `default` = false
}

private struct OptionsScreen: View {
  @State private var options = Options()

  var body: some View {
    TextField("Class", text: $options.class.withDefault(""))
    Toggle("Default", isOn: $options.default.negated())
  }
}

// swift-format-ignore-file
// Adversarial case: A member named with a keyword (`class`, `default`) on the path.
import SwiftUI

private struct Options {
  var `class`: String?
  var `default` = false
}

private struct OptionsScreen: View {
  @State private var options = Options()

  var body: some View {
    TextField("Class", text: Binding(get: { options.class ?? "" }, set: { options.class = $0 }))
    Toggle("Default", isOn: Binding(get: { !options.default }, set: { options.default = !$0 }))
  }
}

// swift-format-ignore-file
// Adversarial case: A local that shadows the property: `self.name` is still the property, `$name` its binding.
import OptionalBindings
import SwiftUI

private struct NameScreen: View {
  @State private var name: String?

  var body: some View {
    let name = "Placeholder"
    Text(name)
    TextField("Name", text: $name.withDefault(""))
  }
}

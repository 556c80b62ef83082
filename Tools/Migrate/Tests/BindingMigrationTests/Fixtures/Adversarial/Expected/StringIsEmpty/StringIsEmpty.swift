// swift-format-ignore-file
// Adversarial case: An empty-means-nil setter over a `String?`: `replacingNil(with: "")`.
import OptionalBindings
import SwiftUI

private struct NameScreen: View {
  @State private var name: String?

  var body: some View {
    TextField("Name", text: $name.replacingNil(with: ""))
  }
}

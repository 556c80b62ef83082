// swift-format-ignore-file
// Adversarial case: A property named `` `default` ``: `$default`, and the file's other rewrite stays.
import OptionalBindings
import SwiftUI

private struct SettingsScreen: View {
  @State private var `default`: String?
  @State private var nickname: String?

  var body: some View {
    TextField("Default", text: $default.withDefault(""))
    TextField("Nickname", text: $nickname.withDefault(""))
  }
}

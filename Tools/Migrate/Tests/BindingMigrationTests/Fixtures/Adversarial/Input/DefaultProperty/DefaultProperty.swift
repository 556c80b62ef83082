// swift-format-ignore-file
// Adversarial case: A property named `` `default` ``: `$default`, and the file's other rewrite stays.
import SwiftUI

private struct SettingsScreen: View {
  @State private var `default`: String?
  @State private var nickname: String?

  var body: some View {
    TextField("Default", text: Binding(get: { self.default ?? "" }, set: { self.default = $0 }))
    TextField("Nickname", text: Binding(get: { nickname ?? "" }, set: { nickname = $0 }))
  }
}

// swift-format-ignore-file
// Adversarial case: A setter through optional chaining, which does nothing while the value is nil: refused.
import SwiftUI

private struct Profile {
  var name = ""
}

private struct ProfileScreen: View {
  @State private var profile: Profile?

  var body: some View {
    TextField(
      "Name", text: Binding(get: { profile?.name ?? "" }, set: { profile?.name = $0 }))
  }
}

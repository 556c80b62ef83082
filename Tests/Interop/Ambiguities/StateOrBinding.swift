// What does not compile beside SwiftUIX, and why the interop clients name the module: both
// OptionalBindings and SwiftUIX declare `StateOrBinding`, so the bare name is ambiguous, as a
// property wrapper and as a type. `.ci/apple-sdk interop` type-checks this file with `-verify`: it
// passes only if each line that states an error fails with that error and nothing else fails.

import OptionalBindings
import SwiftUI
import SwiftUIX

struct AmbiguousPanel: View {
  @StateOrBinding var isExpanded: Bool  // expected-error {{is ambiguous}}

  var body: some View {
    Text("Filters")
  }
}

func wrapper(for isExpanded: Binding<Bool>) {
  _ = StateOrBinding(isExpanded)  // expected-error {{ambiguous use of}}
}

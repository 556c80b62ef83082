// OptionalBindings beside SwiftUIX. SwiftUIX's property wrapper for a view that takes a binding or
// keeps its own state is `@StateOrBinding`, and this package's is `@StateUnlessBound`, so each is
// named without its module (this package's was `StateOrBinding` too, and the bare name was
// ambiguous). Every other call resolves without a module name as well. A `// resolves:` line names,
// for the call on the line below it, the module whose declaration the call must reach (see
// Tests/Interop/README.md).

import OptionalBindings
import SwiftUI
import SwiftUIX

struct SwiftUIXScreen: View {
  @State private var nickname: String?
  @State private var subtitle: Text?

  var body: some View {
    // resolves: withDefault(_:) in OptionalBindings
    TextField("Nickname", text: $nickname.withDefault(""))
    // resolves: withDefaultValue(_:) in _SwiftUIX
    TextField("Nickname", text: $nickname.withDefaultValue(""))
    // resolves: ??(_:_:) in OptionalBindings
    TextField("Nickname", text: $nickname ?? "")
    // resolves: isPresent() in OptionalBindings
    Toggle("Has a nickname", isOn: $nickname.isPresent())
    // resolves: isNotNil() in _SwiftUIX
    Toggle("Has a nickname", isOn: $nickname.isNotNil())
    // resolves: init(unwrapping:) in OptionalBindings
    if let nickname = Binding(unwrapping: $nickname) {
      TextField("Nickname", text: nickname)
    }
    // resolves: unwrapping(_:) in _SwiftUIX
    if let nickname = Binding.unwrapping($nickname) {
      TextField("Nickname", text: nickname)
    }
    // resolves: ??(_:_:) in SwiftUIX
    subtitle ?? Text("No subtitle")
    FilterPanel()
    SearchField()
  }
}

/// OptionalBindings' property wrapper, by its own name.
struct FilterPanel: View {
  @StateUnlessBound private var isExpanded: Bool

  init(isExpanded: Binding<Bool>) {
    // resolves: init(_:) in OptionalBindings
    _isExpanded = StateUnlessBound(isExpanded)
  }

  init() {
    // resolves: init(wrappedValue:) in OptionalBindings
    _isExpanded = StateUnlessBound(wrappedValue: false)
  }

  var body: some View {
    Toggle("Filters", isOn: $isExpanded)
  }
}

/// SwiftUIX's property wrapper, by its own name.
struct SearchField: View {
  @StateOrBinding private var query: String

  init() {
    // resolves: init(_:) in SwiftUIX
    _query = StateOrBinding("")
  }

  var body: some View {
    TextField("Search", text: $query)
  }
}

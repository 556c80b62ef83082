// OptionalBindings beside both swift-navigation's SwiftUINavigation and SwiftUIX, as an app that
// uses The Composable Architecture and SwiftUIX has them: the calls resolve as they do beside
// each package alone. A `// resolves:` line names, for the call on the line below it, the module
// whose declaration the call must reach (see Tests/Interop/README.md).

import OptionalBindings
import SwiftUI
import SwiftUINavigation
import SwiftUIX

/// A value that is neither `Hashable` nor `Sendable`, as a model struct often is.
struct Draft {
  var text: String
}

struct EverythingScreen: View {
  @State private var nickname: String?
  @State private var draft: Draft?
  @StateUnlessBound private var isExpanded: Bool

  init() {
    // resolves: init(wrappedValue:) in OptionalBindings
    _isExpanded = StateUnlessBound(wrappedValue: false)
  }

  var body: some View {
    // resolves: init(unwrapping:) in SwiftUINavigation
    if let nickname = Binding(unwrapping: $nickname) {
      TextField("Nickname", text: nickname)
    }
    // resolves: init(unwrapping:) in SwiftUINavigation
    if let draft = Binding(unwrapping: $draft) {
      TextField("Draft", text: draft.text)
    }
    // resolves: init(_:) in SwiftUI
    if let nickname = Binding($nickname) {
      TextField("Nickname", text: nickname)
    }
    // resolves: init(_:fileID:filePath:line:column:) in SwiftNavigation
    Toggle("Has a nickname", isOn: Binding($nickname))
    // resolves: isPresent() in OptionalBindings
    Toggle("Has a nickname", isOn: $nickname.isPresent())
    // resolves: ??(_:_:) in OptionalBindings
    TextField("Nickname", text: $nickname ?? "")
    Toggle("Filters", isOn: $isExpanded)
  }
}

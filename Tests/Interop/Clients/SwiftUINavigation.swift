// OptionalBindings beside swift-navigation's SwiftUINavigation (which The Composable
// Architecture re-exports). Both declare `Binding.init?(unwrapping:)`; this package's overloads
// are disfavored, so every such call reaches SwiftUINavigation's instead of being ambiguous,
// whatever the value. `Binding(_:)` reaches SwiftUI's where a `Binding<String>` is wanted and
// swift-navigation's where a `Binding<Bool>` is. A `// resolves:` line names, for the call on the
// line below it, the module whose declaration the call must reach (see Tests/Interop/README.md).

import OptionalBindings
import SwiftUI
import SwiftUINavigation

/// A value that is neither `Hashable` nor `Sendable`, as a model struct often is.
struct Draft {
  var text: String
}

/// A model object: `Hashable` by identity, and not `Sendable`.
final class Note: Hashable {
  var text = ""

  static func == (lhs: Note, rhs: Note) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct NavigationScreen: View {
  @State private var nickname: String?
  @State private var draft: Draft?
  @State private var note: Note?
  @State private var pendingDeletion: String?

  var body: some View {
    // resolves: init(unwrapping:) in SwiftUINavigation
    if let nickname = Binding(unwrapping: $nickname) {
      TextField("Nickname", text: nickname)
    }
    // resolves: init(unwrapping:) in SwiftUINavigation
    if let draft = Binding(unwrapping: $draft) {
      TextField("Draft", text: draft.text)
    }
    // resolves: init(unwrapping:) in SwiftUINavigation
    if let note = Binding(unwrapping: $note) {
      TextField("Note", text: note.text)
    }
    // resolves: init(unwrapping:default:) in SwiftUINavigation
    TextField("Nickname", text: Binding(unwrapping: $nickname, default: ""))
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
    // resolves: withDefault(_:) in OptionalBindings
    TextField("Nickname", text: $nickname.withDefault(""))
    GenericRow(item: $draft)
    Text("Notes")
      .alert(
        "Delete this note?",
        // resolves: init(_:fileID:filePath:line:column:) in SwiftNavigation
        isPresented: Binding($pendingDeletion),
        presenting: pendingDeletion
      ) { _ in
        Button("Delete", role: .destructive) { pendingDeletion = nil }
      }
      .alert(
        "Delete this note?",
        // resolves: isPresent() in OptionalBindings
        isPresented: $pendingDeletion.isPresent(),
        presenting: pendingDeletion
      ) { _ in
        Button("Delete", role: .destructive) { pendingDeletion = nil }
      }
  }
}

/// Unconstrained generic code reaches SwiftUINavigation's initializer too.
struct GenericRow<Item>: View {
  @Binding var item: Item?

  var body: some View {
    // resolves: init(unwrapping:) in SwiftUINavigation
    if Binding(unwrapping: $item) != nil {
      Text("An item")
    }
  }
}

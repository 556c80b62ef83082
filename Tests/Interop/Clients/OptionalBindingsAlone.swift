// OptionalBindings without the other packages: every call resolves to this package's declaration
// or, for `Binding(_:)`, to SwiftUI's, as it did before `init?(unwrapping:)` was disfavored. A
// `// resolves:` line names, for the call on the line below it, the module whose declaration the
// call must reach (see Tests/Interop/README.md).

import OptionalBindings
import SwiftUI

/// A value that is neither `Hashable` nor `Sendable`, as a model struct often is.
struct Draft {
  var text: String
}

/// A model object: `Hashable` by identity, and not `Sendable`.
///
/// The `Hashable & Sendable` overload must not be chosen for it: it would fail on `Sendable`.
final class Note: Hashable {
  var text = ""

  static func == (lhs: Note, rhs: Note) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct AloneScreen: View {
  @State private var nickname: String?
  @State private var draft: Draft?
  @State private var note: Note?
  @State private var name = "Ada"

  var body: some View {
    // resolves: init(unwrapping:) in OptionalBindings
    if let nickname = Binding(unwrapping: $nickname) {
      TextField("Nickname", text: nickname)
    }
    // resolves: init(unwrapping:) in OptionalBindings
    if let draft = Binding(unwrapping: $draft) {
      TextField("Draft", text: draft.text)
    }
    // resolves: init(unwrapping:) in OptionalBindings
    if let note = Binding(unwrapping: $note) {
      TextField("Note", text: note.text)
    }
    // resolves: init(_:) in SwiftUI
    if let nickname = Binding($nickname) {
      TextField("Nickname", text: nickname)
    }
    // resolves: init(_:) in SwiftUI
    OptionalNameField(name: Binding($name))
    // resolves: isPresent() in OptionalBindings
    Toggle("Has a nickname", isOn: $nickname.isPresent())
    // resolves: ??(_:_:) in OptionalBindings
    TextField("Nickname", text: $nickname ?? "")
    // resolves: withDefault(_:) in OptionalBindings
    TextField("Nickname", text: $nickname.withDefault(""))
    // resolves: withDefault(_:id:) in OptionalBindings requiring Sendable
    TextField("Nickname", text: $nickname.withDefault("", id: "empty"))
    // resolves: withDefault(_:id:) in OptionalBindings not requiring Sendable
    TextField("Draft", text: $draft.withDefault(Draft(text: ""), id: "blank").text)
    GenericRow(item: $draft)
    FilterPanel()
    PinnedTags()
  }
}

/// A view that takes a binding to an optional name.
struct OptionalNameField: View {
  @Binding var name: String?

  var body: some View {
    // resolves: replacingNil(with:) in OptionalBindings
    TextField("Name", text: $name.replacingNil(with: ""))
  }
}

/// Unconstrained generic code reaches the unconstrained overload.
struct GenericRow<Item>: View {
  @Binding var item: Item?

  var body: some View {
    // resolves: init(unwrapping:) in OptionalBindings
    if Binding(unwrapping: $item) != nil {
      Text("An item")
    }
  }
}

/// `@StateUnlessBound` needs no module name while no other module declares one.
struct FilterPanel: View {
  @StateUnlessBound private var isExpanded: Bool

  init() {
    // resolves: init(wrappedValue:) in OptionalBindings
    _isExpanded = StateUnlessBound(wrappedValue: false)
  }

  var body: some View {
    Toggle("Filters", isOn: $isExpanded)
  }
}

/// A tag with a name to identify it by, `Sendable` as a value type of `Sendable` fields is.
struct PinnedTag {
  var name: String
  var isPinned = false
}

/// Rows identified through a key path: a `Sendable` key path to a `Sendable` element's `Sendable`
/// id reaches the overload whose rows are found again, whatever else the package declares for key
/// paths that are not `Sendable` (the overload for those takes any `KeyPath`); a non-`Sendable`
/// element (`Note`) the other one.
struct PinnedTags: View {
  @State private var tags: [PinnedTag] = []
  @State private var notes: [Note] = []

  var body: some View {
    List {
      // resolves: init(byID:id:where:content:) in OptionalBindings requiring Sendable
      ForEach(byID: $tags, id: \.name) { $tag in
        Toggle(tag.name, isOn: $tag.isPinned)
      }
      // resolves: init(byID:id:where:content:) in OptionalBindings not requiring Sendable
      ForEach(byID: $notes, id: \.text) { $note in
        TextField("Note", text: $note.text)
      }
    }
    // resolves: init(byID:id:rowContent:) in OptionalBindings requiring Sendable
    List(byID: $tags, id: \.name) { $tag in
      Toggle(tag.name, isOn: $tag.isPinned)
    }
    // resolves: init(byID:id:rowContent:) in OptionalBindings not requiring Sendable
    List(byID: $notes, id: \.text) { $note in
      TextField("Note", text: $note.text)
    }
  }
}

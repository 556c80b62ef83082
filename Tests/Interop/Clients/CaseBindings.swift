// Navigation state as an enum, in an app that imports OptionalBindings and swift-navigation's
// SwiftUINavigation (which re-exports CasePaths). Three enums, as such an app has them:
//
// - `Route` is `@CasePathable @dynamicMemberLookup` (swift-case-paths' macro, expanded by its
//   plugin as in an app): its binding's members (`$route.edit`) reach SwiftUINavigation's
//   subscript, its value's members (`route.edit`) the one of CasePathsCore (which CasePaths
//   re-exports), with the package imported or not. OptionalBindings' member needs `BindableCases`,
//   which `Route` does not adopt, so it never takes part.
// - `Destination` adopts `BindableCases` with a property per case (as
//   `optionalbindings-migrate cases` writes them): its binding's members reach OptionalBindings'
//   subscript, which SwiftUINavigation's cannot take (it needs `CasePathable`), and compose with
//   the package's other helpers.
// - `Screen` is both, as an enum part-way through a move from one package to the other: the
//   binding's member reaches SwiftUINavigation's subscript, because OptionalBindings' is
//   disfavored. Both read the case's value and clear the optional only while the enum is in that
//   case, so the choice changes nothing the screen sees; a call that must reach the package's names
//   the property's key path, `$screen[dynamicMember: \Screen.edit]`.
//
// A `// resolves:` line names the module whose declaration the call on the next line reaches
// (Tests/Interop/README.md).

import OptionalBindings
import SwiftUI
import SwiftUINavigation

/// A value a case carries, `Identifiable` so that SwiftUI's `sheet(item:)` applies as well.
struct Draft: Identifiable {
  var id: Int
  var text: String
}

/// swift-case-paths' macro: an `AllCasePaths` with one case path per case, and the conformance.
@CasePathable
@dynamicMemberLookup
enum Route {
  case edit(Draft)
  case share(URL)
}

/// A tab of a draft's editor: a nested enum with case properties of its own.
enum Tab: BindableCases {
  case text(String)
  case preview

  var text: String? {
    get { if case .text(let text) = self { text } else { nil } }
    set { if case .text = self, let newValue { self = .text(newValue) } }
  }
  var preview: Void? {
    get { if case .preview = self { () } else { nil } }
    set { if case .preview = self, newValue != nil { self = .preview } }
  }
}

/// Navigation state with OptionalBindings' case properties.
enum Destination {
  case edit(Draft)
  case editor(Tab)
  case settings
}

extension Destination: BindableCases {
  var edit: Draft? {
    get { if case .edit(let draft) = self { draft } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }
  var editor: Tab? {
    get { if case .editor(let tab) = self { tab } else { nil } }
    set { if case .editor = self, let newValue { self = .editor(newValue) } }
  }
  var settings: Void? {
    get { if case .settings = self { () } else { nil } }
    set { if case .settings = self, newValue != nil { self = .settings } }
  }
}

/// Both: `@CasePathable @dynamicMemberLookup`, and `BindableCases` with a property.
@CasePathable
@dynamicMemberLookup
enum Screen: BindableCases {
  case edit(Draft)

  var edit: Draft? {
    get { if case .edit(let draft) = self { draft } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }
}

struct CaseScreen: View {
  @State private var route: Route?
  @State private var plainRoute = Route.share(URL(fileURLWithPath: "/"))
  @State private var destination: Destination?
  @State private var screen: Screen?

  var body: some View {
    // resolves: subscript(dynamicMember:) in SwiftUINavigation
    let routeDraft: Binding<Draft?> = $route.edit
    // resolves: subscript(dynamicMember:) in SwiftUINavigation
    let plainDraft: Binding<Draft>? = $plainRoute.edit
    // resolves: subscript(dynamicMember:) in CasePathsCore
    let routeURL = route?.share
    // resolves: subscript(dynamicMember:) in OptionalBindings
    let destinationDraft = $destination.edit
    // resolves: subscript(dynamicMember:) in OptionalBindings
    let tabText = $destination.editor.text
    // resolves: subscript(dynamicMember:) in SwiftUINavigation
    let screenDraft = $screen.edit
    // resolves: subscript(dynamicMember:) in OptionalBindings
    let screenDraftByProperty = $screen[dynamicMember: \Screen.edit]
    VStack {
      Text(routeURL?.path ?? "")
      Text(plainDraft?.wrappedValue.text ?? "")
      TextField("Tab", text: tabText.withDefault(""))
      // resolves: isPresent() in OptionalBindings
      Toggle("Settings", isOn: $destination.settings.isPresent())
      // resolves: withDefault(_:) in OptionalBindings
      TextField("Draft", text: destinationDraft.withDefault(Draft(id: 0, text: "")).text)
      if let draft = Binding(unwrapping: destinationDraft) {
        TextField("Draft", text: draft.text)
      }
      Text(screenDraft.wrappedValue?.text ?? "")
      Text(screenDraftByProperty.wrappedValue?.text ?? "")
    }
    // SwiftUI's sheet(item:), whose content takes the item, for either module's case binding.
    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    .sheet(item: routeDraft) { (draft: Draft) in Text(draft.text) }
    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    .sheet(item: $destination.edit) { (draft: Draft) in Text(draft.text) }
  }
}

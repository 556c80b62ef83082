// Enums in an app that imports both OptionalBindings and swift-navigation's SwiftUINavigation, all
// in one file, as such an app has them during a move from one package to the other:
//
// - `Route` is `@CasePathable @dynamicMemberLookup` (swift-case-paths' macro): its binding's case
//   members (`$route.edit`) reach SwiftUINavigation's subscript.
// - `Item.Status` is `@CaseBindable` (swift-navigation's macro, which also makes it
//   `CasePathable`): `switch $item.status { case .inStock(let $quantity): … }` reaches
//   SwiftNavigation's `Binding` subscript for a `CaseBindable` member, and
//   `switch $status.cases` its `cases`.
// - `Destination` adopts OptionalBindings' `BindableCases`, with a property per case (as
//   `optionalbindings-migrate cases` writes them): its binding's case members
//   (`$destination.edit`) reach OptionalBindings' subscript, the only one that applies.
// - `Sheet` adopts both, `@CaseBindable` and `BindableCases`: on a binding to an optional of it,
//   `$sheet.edit` reaches SwiftUINavigation's case subscript (OptionalBindings' is disfavored; both
//   read the case's value and clear the optional only while the enum is in that case), and
//   `$sheet[dynamicMember: \Sheet.edit]` reaches OptionalBindings'; on a binding to it,
//   `switch $sheet.cases` reaches SwiftNavigation's.
//
// Each macro is expanded by its plugin, built from the package's own sources by .ci/peers, so
// what is checked is what an app compiles. A `// resolves:` line names the module whose
// declaration the call on the next line reaches (Tests/Interop/README.md).

import OptionalBindings
import SwiftUI
import SwiftUINavigation

/// A value a case carries.
struct Draft: Identifiable {
  var id: Int
  var text: String
}

/// swift-case-paths' macro.
@CasePathable
@dynamicMemberLookup
enum Route {
  case edit(Draft)
  case share(URL)
}

/// An item whose status is swift-navigation's `@CaseBindable`.
struct Item {
  @CaseBindable
  enum Status {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
  }

  var name: String
  var status: Status
}

/// OptionalBindings' marker, with a property per case.
enum Destination {
  case edit(Draft)
  case settings
}

extension Destination: BindableCases {
  var edit: Draft? {
    get { if case .edit(let draft) = self { draft } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }
  var settings: Void? {
    get { if case .settings = self { () } else { nil } }
    set { if case .settings = self, newValue != nil { self = .settings } }
  }
}

/// Both: swift-navigation's `@CaseBindable` and OptionalBindings' `BindableCases`.
@CaseBindable
enum Sheet: BindableCases {
  case edit(Draft)
  case about

  var edit: Draft? {
    get { if case .edit(let draft) = self { draft } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }
  var about: Void? {
    get { if case .about = self { () } else { nil } }
    set { if case .about = self, newValue != nil { self = .about } }
  }
}

struct CaseSwitchesScreen: View {
  @State private var item = Item(name: "Pencil", status: .inStock(quantity: 1))
  @State private var route: Route?
  @State private var destination: Destination?
  @State private var sheet: Sheet?
  @State private var presented = Sheet.about

  var body: some View {
    // swift-navigation's switch over a `@CaseBindable` property of a binding.
    // resolves: subscript(dynamicMember:) in SwiftNavigation
    switch $item.status {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    }
    StatusEditor(status: $item.status)
    // resolves: subscript(dynamicMember:) in SwiftUINavigation
    let routeDraft: Binding<Draft?> = $route.edit
    // resolves: subscript(dynamicMember:) in OptionalBindings
    let destinationDraft = $destination.edit
    // resolves: subscript(dynamicMember:) in SwiftUINavigation
    let sheetDraft = $sheet.edit
    // resolves: subscript(dynamicMember:) in OptionalBindings
    let sheetDraftByProperty = $sheet[dynamicMember: \Sheet.edit]
    VStack {
      // resolves: isPresent() in OptionalBindings
      Toggle("Settings", isOn: $destination.settings.isPresent())
      // resolves: withDefault(_:) in OptionalBindings
      TextField("Draft", text: destinationDraft.withDefault(Draft(id: 0, text: "")).text)
      Text(sheetDraft.wrappedValue?.text ?? "")
      Text(sheetDraftByProperty.wrappedValue?.text ?? "")
      // resolves: cases in SwiftNavigation
      switch $presented.cases {
      case .edit(let $draft):
        TextField("Draft", text: $draft.text)
      case .about:
        Text("About")
      }
    }
    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    .sheet(item: routeDraft) { $draft in TextField("Draft", text: $draft.text) }
    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    .sheet(item: $destination.edit) { (draft: Draft) in Text(draft.text) }
  }
}

/// A view that is handed a binding to the `@CaseBindable` enum itself.
struct StatusEditor: View {
  @Binding var status: Item.Status

  var body: some View {
    // resolves: cases in SwiftNavigation
    switch $status.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    }
  }
}

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
// - `Availability` adopts OptionalBindings' `SwitchableCases` (what `optionalbindings-migrate
//   cases fix` writes: a property per case, `CaseBindings` and `caseBindings(of:)`):
//   `switch $product.availability.cases` reaches OptionalBindings' `cases`, on a `@State` value, an
//   `@Observable` model through `@Bindable`, a `@Binding`, and inside another enum's case; its
//   case properties give a binding to an optional of it OptionalBindings' case members
//   (`$pending.inStock`), as `BindableCases` does.
// - `Shipping` adopts both, `@CaseBindable` and `SwitchableCases`: `$shipping.cases` reaches
//   swift-navigation's (OptionalBindings' is disfavored), and `Shipping.caseBindings(of:
//   $shipping)` is how a file reaches this package's switch there; on a binding to an optional of
//   it, `$pendingShipping.courier` reaches SwiftUINavigation's case subscript.
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

/// OptionalBindings' exhaustive switch, written as `optionalbindings-migrate cases fix` writes it.
enum Availability {
  case inStock(quantity: Int)
  case outOfStock(isOnBackOrder: Bool)
  case moved(from: Int, to: Int)
  case discontinued
}

extension Availability: SwitchableCases {
  var inStock: Int? {
    get { if case .inStock(let quantity) = self { quantity } else { nil } }
    set { if case .inStock = self, let newValue { self = .inStock(quantity: newValue) } }
  }
  var outOfStock: Bool? {
    get { if case .outOfStock(let isOnBackOrder) = self { isOnBackOrder } else { nil } }
    set {
      if case .outOfStock = self, let newValue { self = .outOfStock(isOnBackOrder: newValue) }
    }
  }
  var moved: (from: Int, to: Int)? {
    get { if case .moved(let from, let to) = self { (from, to) } else { nil } }
    set {
      if case .moved = self, let newValue { self = .moved(from: newValue.from, to: newValue.to) }
    }
  }
  var discontinued: Void? {
    get { if case .discontinued = self { () } else { nil } }
    set { if case .discontinued = self, newValue != nil { self = .discontinued } }
  }

  enum CaseBindings {
    case inStock(quantity: Binding<Int>)
    case outOfStock(isOnBackOrder: Binding<Bool>)
    case moved(from: Binding<Int>, to: Binding<Int>)
    case discontinued
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .inStock(let quantity):
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      return .inStock(quantity: binding.unwrappingCase(\.inStock, remembering: quantity))
    case .outOfStock(let isOnBackOrder):
      return .outOfStock(
        // resolves: unwrappingCase(_:remembering:) in OptionalBindings
        isOnBackOrder: binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
    case .moved(let from, let to):
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      let moved = binding.unwrappingCase(\.moved, remembering: (from: from, to: to))
      return .moved(from: moved.from, to: moved.to)
    case .discontinued:
      return .discontinued
    }
  }
}

/// Both: swift-navigation's `@CaseBindable` and OptionalBindings' `SwitchableCases`.
@CaseBindable
enum Shipping: SwitchableCases {
  case courier(String)
  case pickup

  var courier: String? {
    get { if case .courier(let name) = self { name } else { nil } }
    set { if case .courier = self, let newValue { self = .courier(newValue) } }
  }
  var pickup: Void? {
    get { if case .pickup = self { () } else { nil } }
    set { if case .pickup = self, newValue != nil { self = .pickup } }
  }

  enum CaseBindings {
    case courier(Binding<String>)
    case pickup
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .courier(let name):
      return .courier(binding.unwrappingCase(\.courier, remembering: name))
    case .pickup:
      return .pickup
    }
  }
}

/// A `SwitchableCases` enum nested in another's case.
enum Listing {
  case active(Availability)
  case archived
}

/// An `@Observable` model, edited through `@Bindable`.
@available(iOS 17.0, *)
@Observable
final class Product {
  var name = "Pencil"
  var availability = Availability.inStock(quantity: 1)
  var status = Item.Status.inStock(quantity: 1)
}

struct CaseSwitchesScreen: View {
  @State private var item = Item(name: "Pencil", status: .inStock(quantity: 1))
  @State private var route: Route?
  @State private var destination: Destination?
  @State private var sheet: Sheet?
  @State private var presented = Sheet.about
  @State private var availability = Availability.inStock(quantity: 1)
  @State private var pending: Availability?
  @State private var listing = Listing.active(.moved(from: 1, to: 2))
  @State private var shipping = Shipping.pickup
  @State private var pendingShipping: Shipping?

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
    switches
  }

  /// OptionalBindings' switch, and an enum with both packages' switches.
  @ViewBuilder var switches: some View {
    // resolves: cases in OptionalBindings
    switch $availability.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    case .moved(let $from, let $to):
      Stepper("From", value: $from)
      Stepper("To", value: $to)
    case .discontinued:
      Text("Discontinued")
    }
    // The nested enum: the outer case binding is SwiftUI's `Binding(_:)` over OptionalBindings'
    // case member (`Listing` is `BindableCases`), the inner switch OptionalBindings'.
    // resolves: init(_:) in SwiftUI
    if let $active = Binding($listing.active) {
      // resolves: cases in OptionalBindings
      switch $active.cases {
      case .moved(let $from, _):
        Stepper("From", value: $from)
      default:
        EmptyView()
      }
    }
    // resolves: subscript(dynamicMember:) in OptionalBindings
    Toggle("Pending in stock", isOn: $pending.inStock.isPresent())
    AvailabilityEditor(availability: $availability)
    // resolves: cases in SwiftNavigation
    switch $shipping.cases {
    case .courier(let $name):
      TextField("Courier", text: $name)
    case .pickup:
      Text("Pickup")
    }
    // resolves: caseBindings(of:) in InteropCaseSwitches
    switch Shipping.caseBindings(of: $shipping) {
    case .courier(let $name):
      TextField("Courier", text: $name)
    case .pickup:
      Text("Pickup")
    }
    // resolves: subscript(dynamicMember:) in SwiftUINavigation
    Text($pendingShipping.courier.wrappedValue ?? "")
  }
}

extension Listing: BindableCases {
  var active: Availability? {
    get { if case .active(let availability) = self { availability } else { nil } }
    set { if case .active = self, let newValue { self = .active(newValue) } }
  }
  var archived: Void? {
    get { if case .archived = self { () } else { nil } }
    set { if case .archived = self, newValue != nil { self = .archived } }
  }
}

/// A view handed a binding to a `SwitchableCases` enum.
struct AvailabilityEditor: View {
  @Binding var availability: Availability

  var body: some View {
    // resolves: cases in OptionalBindings
    switch $availability.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity)
    case .outOfStock, .moved, .discontinued:
      Text("Not in stock")
    }
  }
}

/// Both packages' switches through `@Bindable` on an `@Observable` model.
@available(iOS 17.0, *)
struct ProductEditor: View {
  @Bindable var product: Product

  var body: some View {
    // resolves: subscript(dynamicMember:) in SwiftUI
    // resolves: cases in OptionalBindings
    switch $product.availability.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity)
    case .outOfStock, .moved, .discontinued:
      Text("Not in stock")
    }
    // resolves: subscript(dynamicMember:) in SwiftNavigation
    switch $product.status {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    }
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

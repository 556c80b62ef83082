// swift-format-ignore-file
// Fixture for `cases`: exhaustive switches over the case bindings the tool writes for the enums
// of CasesSwitchModels.swift: a non-optional enum held in `@State`, reached through a `@Binding`,
// through an `@Observable` model with `@Bindable`, and nested inside another case. This file
// declares no enum, so the tool leaves it as it is.
import OptionalBindings
import SwiftUI

/// A status held in `@State`.
struct CasesStatusEditor: View {
  @State private var status: CasesStockItem.Status = .inStock(1)

  var body: some View {
    switch $status.cases {
    case .inStock(let $quantity):
      Stepper("Quantity: \($quantity.wrappedValue)", value: $quantity)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    case .moved(let $from, let $to):
      Stepper("From", value: $from)
      Stepper("To", value: $to)
    case .relabelled(let $label, let $count):
      TextField("Label", text: $label)
      Stepper("Count", value: $count)
    case .discontinued:
      Text("Discontinued")
    }
  }
}

/// A status reached through a `@Binding` to the item that holds it.
struct CasesItemRow: View {
  @Binding var item: CasesStockItem

  var body: some View {
    switch $item.status.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    case .moved, .relabelled, .discontinued:
      Text(item.name)
    }
  }
}

/// A status reached through an `@Observable` model, and one nested inside a case of the shelf.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct CasesStockScreen: View {
  @Bindable var model: CasesStockModel

  var body: some View {
    VStack {
      CasesItemRow(item: $model.item)
      if let shelf = Binding(unwrapping: $model.shelf) {
        switch shelf.cases {
        case .stocked(let $status):
          switch $status.cases {
          case .inStock(let $quantity):
            Stepper("Quantity", value: $quantity)
          case .outOfStock(let $isOnBackOrder):
            Toggle("On back order", isOn: $isOnBackOrder)
          case .moved(let $from, let $to):
            Stepper("From \($from.wrappedValue)", value: $to)
          case .relabelled(let $label, _):
            TextField("Label", text: $label)
          case .discontinued:
            Text("Discontinued")
          }
        case .empty:
          Text("Empty")
        }
      }
    }
    .sheet(isPresented: $model.pendingStatus.discontinued.isPresent()) {
      Text("Discontinue?")
    }
  }
}

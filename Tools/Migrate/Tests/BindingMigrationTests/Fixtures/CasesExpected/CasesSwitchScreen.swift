// swift-format-ignore-file
// Fixture for `cases`: exhaustive switches over the case bindings the tool writes for the enums
// of CasesSwitchModels.swift: a non-optional enum held in `@State`, reached through a `@Binding`,
// through an `@Observable` model with `@Bindable`, and nested inside another case; each binding
// typed as the switch hands it. This file declares no enum, so the tool leaves it as it is.
import OptionalBindings
import SwiftUI

/// A status held in `@State`.
struct CasesStatusEditor: View {
  @State private var status: CasesStockItem.Status = .inStock(1)

  var body: some View {
    Text("Status")
  }

  /// One binding per value of the case the status is in.
  @MainActor func bindings() -> [Any] {
    switch $status.cases {
    case .inStock(let $quantity):
      let quantity: Binding<Int> = $quantity
      return [quantity]
    case .outOfStock(let $isOnBackOrder):
      let isOnBackOrder: Binding<Bool> = $isOnBackOrder
      return [isOnBackOrder]
    case .moved(let $from, let $to):
      let moved: (Binding<Int>, Binding<Int>) = ($from, $to)
      return [moved.0, moved.1]
    case .relabelled(let $label, let $count):
      let relabelled: (Binding<String>, Binding<Int>) = ($label, $count)
      return [relabelled.0, relabelled.1]
    case .discontinued:
      return []
    }
  }
}

/// A status reached through a `@Binding` to the item that holds it.
struct CasesItemRow: View {
  @Binding var item: CasesStockItem

  var body: some View {
    TextField("Name", text: $item.name)
  }

  /// The quantity while the item is in stock.
  @MainActor var quantity: Binding<Int>? {
    switch $item.status.cases {
    case .inStock(let $quantity):
      return $quantity
    case .outOfStock, .moved, .relabelled, .discontinued:
      return nil
    }
  }
}

/// A status reached through an `@Observable` model, and one nested inside a case of the shelf.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct CasesStockScreen: View {
  @Bindable var model: CasesStockModel

  var body: some View {
    CasesItemRow(item: $model.item)
      .sheet(isPresented: $model.pendingStatus.discontinued.isPresent()) {
        Text("Discontinue?")
      }
  }

  /// The model's item's status, switched over.
  @MainActor var onBackOrder: Binding<Bool>? {
    switch $model.item.status.cases {
    case .outOfStock(let $isOnBackOrder):
      return $isOnBackOrder
    default:
      return nil
    }
  }

  /// The shelf's status, switched over inside the shelf's own case.
  @MainActor func shelfBindings() -> [Any] {
    guard let shelf = Binding(unwrapping: $model.shelf) else { return [] }
    switch shelf.cases {
    case .stocked(let $status):
      switch $status.cases {
      case .inStock(let $quantity):
        return [$quantity]
      case .outOfStock(let $isOnBackOrder):
        return [$isOnBackOrder]
      case .moved(let $from, let $to):
        return [$from, $to]
      case .relabelled(let $label, _):
        return [$label]
      case .discontinued:
        return []
      }
    case .empty:
      return []
    }
  }
}

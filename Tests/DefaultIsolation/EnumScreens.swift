// Enums and presentations through the package, in an app target whose default isolation is the
// main actor: the switch over case bindings (with the code `cases fix` writes, in Models.swift),
// the optional case members, and every presentation modifier that hands its content a binding.
// Markers as in OptionalScreens.swift.

import Foundation
import OptionalBindings
import SwiftUI

struct AvailabilityEditor: View {
  @Binding var availability: Availability

  var body: some View {
    // resolves: cases in OptionalBindings
    switch $availability.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity, in: 0...999)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    case .moved(let $from, let $to):
      Stepper("From", value: $from)
      Stepper("To", value: $to)
    case .relabelled(let $label, let $count):
      TextField("Label", text: $label)
      Stepper("Count", value: $count)
    case .shipped(let $shipping):
      // resolves: cases in OptionalBindings
      switch $shipping.cases {
      case .packing(let $label): TextField("Label", text: $label)
      case .onTheWay(let $days): Stepper("Days", value: $days)
      }
    case .discontinued:
      Text("Discontinued")
    }
  }
}

struct StoreScreen: View {
  @Bindable var store: Store
  @State private var availability = Availability.inStock(1)

  var body: some View {
    VStack {
      AvailabilityEditor(availability: $availability)
      AvailabilityEditor(availability: $store.availability)
      // resolves: cases in OptionalBindings
      if case .inStock(let $quantity) = $store.availability.cases {
        Stepper("Quantity", value: $quantity)
      }
      let pendingAvailability = $store.pendingAvailability
      // resolves: subscript(dynamicMember:) in OptionalBindings
      if let pending = Binding(unwrapping: pendingAvailability.inStock) {
        Stepper("Pending", value: pending)
      }
    }
  }
}

struct PresentingScreen: View {
  @State private var destination: Destination?
  @State private var draft: Draft?
  @State private var item: Item?
  @Bindable var store: Store

  var body: some View {
    List {
      Button("Edit") { destination = .edit(Item()) }
      // resolves: subscript(dynamicMember:) in OptionalBindings
      Toggle("Settings", isOn: $destination.settings.isPresent())
    }
    // resolves: sheet(item:onDismiss:content:) in OptionalBindings
    .sheet(item: $destination.edit) { $item in
      TextField("Title", text: $item.title)
    }
    // resolves: sheet(item:id:onDismiss:content:) in OptionalBindings
    .sheet(item: $draft, id: \.text) { $draft in
      TextField("Draft", text: $draft.text)
    }
    // resolves: fullScreenCover(item:onDismiss:content:) in OptionalBindings
    .fullScreenCover(item: $store.destination.edit) { $item in
      TextField("Title", text: $item.title)
    }
    // resolves: fullScreenCover(item:id:onDismiss:content:) in OptionalBindings
    .fullScreenCover(item: $item, id: \.title) { $item in
      TextField("Title", text: $item.title)
    }
    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in OptionalBindings
    .popover(item: $item) { $item in
      TextField("Title", text: $item.title)
    }
    // resolves: popover(item:id:attachmentAnchor:arrowEdge:content:) in OptionalBindings
    .popover(item: $draft, id: \.text) { $draft in
      TextField("Draft", text: $draft.text)
    }
    // resolves: alert(_:item:actions:) in OptionalBindings
    .alert("Rename", item: $item) { $item in
      TextField("Title", text: $item.title)
    }
    // resolves: alert(_:item:actions:message:) in OptionalBindings
    .alert(Text("Rename"), item: $destination.edit) { $item in
      TextField("Title", text: $item.title)
    } message: { $item in
      Text(item.title)
    }
    // resolves: alert(_:item:actions:) in OptionalBindings
    .alert(Text("Rename"), item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    // resolves: alert(_:item:actions:message:) in OptionalBindings
    .alert("Rename", item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    } message: { $draft in
      Text(draft.text)
    }
    // resolves: confirmationDialog(_:item:titleVisibility:actions:) in OptionalBindings
    .confirmationDialog(Text("Delete?"), item: $destination.edit) { $item in
      Button("Delete \(item.title)", role: .destructive) { destination = nil }
    }
    // resolves: confirmationDialog(_:item:titleVisibility:actions:message:) in OptionalBindings
    .confirmationDialog("Move?", item: $item, titleVisibility: .visible) { $item in
      Button("Move \(item.title)") {}
    } message: { $item in
      Text(item.title)
    }
    // resolves: confirmationDialog(_:item:titleVisibility:actions:) in OptionalBindings
    .confirmationDialog("Delete?", item: $item) { $item in
      Button("Delete \(item.title)", role: .destructive) { self.item = nil }
    }
    // resolves: confirmationDialog(_:item:titleVisibility:actions:message:) in OptionalBindings
    .confirmationDialog(Text("Move?"), item: $draft) { $draft in
      Button("Move \(draft.text)") {}
    } message: { $draft in
      Text(draft.text)
    }
  }
}

struct NavigatingScreen: View {
  @State private var item: Item?

  var body: some View {
    NavigationStack {
      Button("Open") { item = Item() }
        // resolves: navigationDestination(item:destination:) in OptionalBindings
        .navigationDestination(item: $item) { $item in
          TextField("Title", text: $item.title)
        }
    }
  }
}

import Observation
import OptionalBindings
import SwiftUI

/// A product's stock as an app keeps it: one case at a time, each with its own values.
enum StockStatus: Hashable, Sendable {
  case inStock(quantity: Int)
  case outOfStock(isOnBackOrder: Bool)
  case shipped(ShipmentStage)
}

/// The stage of a shipped product: an enum inside a case.
enum ShipmentStage: Hashable, Sendable {
  case packing(label: String)
  case onTheWay(days: Int)
}

// What `optionalbindings-migrate cases fix` writes for the two enums.

extension StockStatus: SwitchableCases {
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
  var shipped: ShipmentStage? {
    get { if case .shipped(let shipmentStage) = self { shipmentStage } else { nil } }
    set { if case .shipped = self, let newValue { self = .shipped(newValue) } }
  }

  enum CaseBindings {
    case inStock(quantity: Binding<Int>)
    case outOfStock(isOnBackOrder: Binding<Bool>)
    case shipped(Binding<ShipmentStage>)
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .inStock(let quantity):
      return .inStock(quantity: binding.unwrappingCase(\.inStock, remembering: quantity))
    case .outOfStock(let isOnBackOrder):
      return .outOfStock(
        isOnBackOrder: binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
    case .shipped(let shipmentStage):
      return .shipped(binding.unwrappingCase(\.shipped, remembering: shipmentStage))
    }
  }
}

extension ShipmentStage: SwitchableCases {
  var packing: String? {
    get { if case .packing(let label) = self { label } else { nil } }
    set { if case .packing = self, let newValue { self = .packing(label: newValue) } }
  }
  var onTheWay: Int? {
    get { if case .onTheWay(let days) = self { days } else { nil } }
    set { if case .onTheWay = self, let newValue { self = .onTheWay(days: newValue) } }
  }

  enum CaseBindings {
    case packing(label: Binding<String>)
    case onTheWay(days: Binding<Int>)
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .packing(let label):
      return .packing(label: binding.unwrappingCase(\.packing, remembering: label))
    case .onTheWay(let days):
      return .onTheWay(days: binding.unwrappingCase(\.onTheWay, remembering: days))
    }
  }
}

/// The editor of a status handed down as a `@Binding`: a control per case, bound to the case's
/// values through an exhaustive switch, and the nested stage switched over inside its case.
struct StockStatusEditor: View {
  @Binding var status: StockStatus

  var body: some View {
    switch $status.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity, in: 0...999)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    case .shipped(let $stage):
      switch $stage.cases {
      case .packing(let $label):
        TextField("Label", text: $label)
      case .onTheWay(let $days):
        Stepper("Days on the way", value: $days, in: 0...60)
      }
    }
  }
}

/// A screen that keeps the status in its own `@State`, with buttons that move it between cases.
struct StockStatusScreen: View {
  @State private var status: StockStatus

  init(status: StockStatus) {
    _status = State(initialValue: status)
  }

  var body: some View {
    VStack {
      StockStatusEditor(status: $status)
      Button("Sell out") { status = .outOfStock(isOnBackOrder: false) }
      Button("Ship") { status = .shipped(.packing(label: "")) }
      Button("Dispatch") { status = .shipped(.onTheWay(days: 0)) }
      Button("Restock") { status = .inStock(quantity: 1) }
    }
  }
}

/// A product model, edited through `@Bindable`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class StockedProduct {
  var status: StockStatus

  init(status: StockStatus) { self.status = status }
}

/// The model's editor: the status reached through `@Bindable`, switched over directly.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct StockedProductEditor: View {
  @Bindable var product: StockedProduct

  var body: some View {
    switch $product.status.cases {
    case .inStock(let $quantity):
      Stepper("Quantity", value: $quantity, in: 0...999)
    case .outOfStock(let $isOnBackOrder):
      Toggle("On back order", isOn: $isOnBackOrder)
    case .shipped:
      StockStatusEditor(status: $product.status)
    }
  }
}

// Listings of the article "Editing the cases of an enum" that compile without SwiftUI.
import Foundation
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

enum Availability: Hashable, Sendable {
  case inStock(quantity: Int)
  case outOfStock(isOnBackOrder: Bool)
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

  var discontinued: Void? {
    get { if case .discontinued = self { () } else { nil } }
    set { if case .discontinued = self, newValue != nil { self = .discontinued } }
  }

  enum CaseBindings {
    case inStock(quantity: Binding<Int>)
    case outOfStock(isOnBackOrder: Binding<Bool>)
    case discontinued
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .inStock(let quantity):
      return .inStock(quantity: binding.unwrappingCase(\.inStock, remembering: quantity))
    case .outOfStock(let isOnBackOrder):
      return .outOfStock(
        isOnBackOrder: binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
    case .discontinued:
      return .discontinued
    }
  }
}

/// The model the article's views edit.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable final class Product {
  var name: String
  var availability: Availability

  init(name: String, availability: Availability) {
    self.name = name
    self.availability = availability
  }
}

enum EditingTheCasesOfAnEnumListings {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  static func aLateWriteIsDropped() {
    let product = Product(name: "Lamp", availability: .inStock(quantity: 3))
    guard case .inStock(let quantity) = Bindable(product).availability.cases else { return }
    quantity.wrappedValue = 5  // product.availability is .inStock(quantity: 5)
    product.availability = .discontinued
    quantity.wrappedValue = 6  // dropped: product.availability is still .discontinued
    // quantity.wrappedValue reads 5, the value it last had

    #expect(product.availability == .discontinued)
    #expect(quantity.wrappedValue == 5)
    product.availability = .inStock(quantity: 1)
    quantity.wrappedValue = 2
    #expect(product.availability == .inStock(quantity: 2), "back in the case, it writes again")
  }
}

@Suite("Listings: Editing the cases of an enum")
struct EditingTheCasesOfAnEnumListingsTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aLateWriteIsDropped() {
    EditingTheCasesOfAnEnumListings.aLateWriteIsDropped()
  }
}

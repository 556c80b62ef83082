// Listings of the article "Editing the cases of an enum" that use SwiftUI views.
#if canImport(SwiftUI)
  import Foundation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension EditingTheCasesOfAnEnumListings {
    struct BeforeEditor: View {
      @Bindable var product: Product

      var body: some View {
        switch product.availability {
        case .inStock:
          Stepper(
            "Quantity",
            value: Binding(
              get: { @MainActor in
                if case .inStock(let quantity) = product.availability { quantity } else { 0 }
              },
              set: { @MainActor in product.availability = .inStock(quantity: $0) }
            ),
            in: 0...999)
        case .outOfStock, .discontinued:
          Text("Not in stock")
        }
      }
    }

    struct AvailabilityEditor: View {
      @Bindable var product: Product

      var body: some View {
        switch $product.availability.cases {
        case .inStock(let $quantity):
          Stepper("Quantity", value: $quantity, in: 0...999)
        case .outOfStock(let $isOnBackOrder):
          Toggle("On back order", isOn: $isOnBackOrder)
        case .discontinued:
          Text("Discontinued")
        }
      }
    }

    struct ExplicitEditor: View {
      @Bindable var product: Product

      var body: some View {
        switch Availability.caseBindings(of: $product.availability) {
        case .inStock(let $quantity): Stepper("Quantity", value: $quantity, in: 0...999)
        case .outOfStock(let $isOnBackOrder): Toggle("On back order", isOn: $isOnBackOrder)
        case .discontinued: Text("Discontinued")
        }
      }
    }
  }
#endif

// swift-format-ignore-file
// Fixture for `cases`: a model file that does not import SwiftUI. An item's status is an enum
// nested in it, kept as optional state by a model (a change waiting to be confirmed), and a
// shelf has a case whose value is a status. The case bindings hold SwiftUI's `Binding`, so the
// tool adds `import SwiftUI` beside `import OptionalBindings`.
import Foundation
import Observation

struct CasesStockItem: Hashable, Sendable {
  var name: String
  var status: Status

  enum Status: Hashable, Sendable {
    case inStock(Int)
    case outOfStock(isOnBackOrder: Bool)
    case moved(from: Int, to: Int)
    case relabelled(String, Int)
    case discontinued
  }
}

/// What a shelf holds: a case whose value is an enum with values of its own.
enum CasesShelf: Hashable, Sendable {
  case stocked(CasesStockItem.Status)
  case empty
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable final class CasesStockModel {
  var item = CasesStockItem(name: "Pens", status: .inStock(12))
  var pendingStatus: CasesStockItem.Status?
  var shelf: CasesShelf?
}

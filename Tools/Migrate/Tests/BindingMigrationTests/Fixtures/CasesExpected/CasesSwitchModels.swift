// swift-format-ignore-file
// Fixture for `cases`: a model file that does not import SwiftUI. An item's status is an enum
// nested in it, kept as optional state by a model (a change waiting to be confirmed), and a
// shelf has a case whose value is a status. The case bindings hold SwiftUI's `Binding`, so the
// tool adds `import SwiftUI` beside `import OptionalBindings`.
import Foundation
import Observation
import OptionalBindings
import SwiftUI

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

extension CasesStockItem.Status: SwitchableCases {
  var inStock: Int? {
    get { if case .inStock(let int) = self { int } else { nil } }
    set { if case .inStock = self, let newValue { self = .inStock(newValue) } }
  }

  var outOfStock: Bool? {
    get { if case .outOfStock(let isOnBackOrder) = self { isOnBackOrder } else { nil } }
    set { if case .outOfStock = self, let newValue { self = .outOfStock(isOnBackOrder: newValue) } }
  }

  var moved: (from: Int, to: Int)? {
    get { if case .moved(let from, let to) = self { (from: from, to: to) } else { nil } }
    set { if case .moved = self, let newValue { self = .moved(from: newValue.from, to: newValue.to) } }
  }

  var relabelled: (String, Int)? {
    get { if case .relabelled(let value1, let value2) = self { (value1, value2) } else { nil } }
    set { if case .relabelled = self, let newValue { self = .relabelled(newValue.0, newValue.1) } }
  }

  var discontinued: Void? {
    get { if case .discontinued = self { () } else { nil } }
    set { if case .discontinued = self, newValue != nil { self = .discontinued } }
  }

  enum CaseBindings {
    case inStock(Binding<Int>)
    case outOfStock(isOnBackOrder: Binding<Bool>)
    case moved(from: Binding<Int>, to: Binding<Int>)
    case relabelled(Binding<String>, Binding<Int>)
    case discontinued
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .inStock(let int):
      return .inStock(binding.unwrappingCase(\.inStock, remembering: int))
    case .outOfStock(let isOnBackOrder):
      return .outOfStock(isOnBackOrder: binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
    case .moved(let from, let to):
      let moved = binding.unwrappingCase(\.moved, remembering: (from: from, to: to))
      return .moved(from: moved.from, to: moved.to)
    case .relabelled(let value1, let value2):
      let relabelled = binding.unwrappingCase(\.relabelled, remembering: (value1, value2))
      return .relabelled(relabelled[dynamicMember: \.0], relabelled[dynamicMember: \.1])
    case .discontinued:
      return .discontinued
    }
  }
}

/// What a shelf holds: a case whose value is an enum with values of its own.
enum CasesShelf: Hashable, Sendable {
  case stocked(CasesStockItem.Status)
  case empty
}

extension CasesShelf: SwitchableCases {
  var stocked: CasesStockItem.Status? {
    get { if case .stocked(let status) = self { status } else { nil } }
    set { if case .stocked = self, let newValue { self = .stocked(newValue) } }
  }

  var empty: Void? {
    get { if case .empty = self { () } else { nil } }
    set { if case .empty = self, newValue != nil { self = .empty } }
  }

  enum CaseBindings {
    case stocked(Binding<CasesStockItem.Status>)
    case empty
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .stocked(let status):
      return .stocked(binding.unwrappingCase(\.stocked, remembering: status))
    case .empty:
      return .empty
    }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable final class CasesStockModel {
  var item = CasesStockItem(name: "Pens", status: .inStock(12))
  var pendingStatus: CasesStockItem.Status?
  var shelf: CasesShelf?
}

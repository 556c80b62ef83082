// The models of an app target as Xcode 26 makes it: compiled with `-default-isolation MainActor`
// (SE-0466), so every type here is isolated to the main actor, and so is every conformance it
// declares (SE-0470): `Item` is `Hashable` only on the main actor, and a key path to one of its
// properties is not `Sendable`. Nothing here says `Sendable`, `nonisolated` or `@MainActor`
// unless a comment says why; the types are written the way such an app writes them. See
// Tests/DefaultIsolation/README.md.

import Foundation
import Observation
import OptionalBindings
import SwiftUI

struct Item: Identifiable, Hashable {
  var id = UUID()
  var title = ""
  var notes: String?
  var rating: Int?
  var dueDate: Date?
}

/// What a form edits before it is saved.
struct Draft: Hashable {
  var text = ""
}

enum Pane: Hashable {
  case general
  case advanced
}

struct Tag: Hashable {
  var name: String
  var isPinned = false
}

/// An id of the app's own type, `Hashable` only on the main actor.
struct ChoreID: Hashable {
  var raw: Int
}

struct Chore: Identifiable, Hashable {
  var id: ChoreID
  var title: String
}

/// A handle the app shares by reference and opts out of the main actor, which makes it a class
/// that is not `Sendable`.
nonisolated final class Handle: Hashable {
  let name: String

  init(name: String) { self.name = name }

  static func == (lhs: Handle, rhs: Handle) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

struct Session: Identifiable {
  var id: Handle
  var title: String
}

/// A type the app opts out of the main actor (`nonisolated`), as it may for a value it shares
/// with background work: its conformances are not isolated, so the helpers' overloads for
/// `Hashable & Sendable` values take it.
nonisolated struct Point: Identifiable, Hashable {
  var id: Int
  var label: String
}

/// A type whose `Hashable` conformance the app declares `nonisolated` (the type stays the main
/// actor's): the helpers' overloads for `Hashable & Sendable` values take it.
struct Theme: nonisolated Hashable {
  var name = ""
}

/// Where a screen goes next: the optional case members of `BindableCases`, written as
/// `optionalbindings-migrate cases fix` writes them.
enum Destination {
  case edit(Item)
  case settings
}

extension Destination: BindableCases {
  var edit: Item? {
    get { if case .edit(let item) = self { item } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }

  var settings: Void? {
    get { if case .settings = self { () } else { nil } }
    set { if case .settings = self, newValue != nil { self = .settings } }
  }
}

/// An item's availability, switched over through a binding: the code
/// `optionalbindings-migrate cases fix` writes, as it writes it (see
/// Tools/Migrate/Tests/BindingMigrationTests/Fixtures/CasesExpected).
enum Availability: Hashable {
  case inStock(Int)
  case outOfStock(isOnBackOrder: Bool)
  case moved(from: Int, to: Int)
  case relabelled(String, Int)
  case shipped(Shipping)
  case discontinued
}

extension Availability: SwitchableCases {
  var inStock: Int? {
    get { if case .inStock(let int) = self { int } else { nil } }
    set { if case .inStock = self, let newValue { self = .inStock(newValue) } }
  }

  var outOfStock: Bool? {
    get { if case .outOfStock(let isOnBackOrder) = self { isOnBackOrder } else { nil } }
    set {
      if case .outOfStock = self, let newValue { self = .outOfStock(isOnBackOrder: newValue) }
    }
  }

  var moved: (from: Int, to: Int)? {
    get { if case .moved(let from, let to) = self { (from: from, to: to) } else { nil } }
    set {
      if case .moved = self, let newValue { self = .moved(from: newValue.from, to: newValue.to) }
    }
  }

  var relabelled: (String, Int)? {
    get { if case .relabelled(let value1, let value2) = self { (value1, value2) } else { nil } }
    set { if case .relabelled = self, let newValue { self = .relabelled(newValue.0, newValue.1) } }
  }

  var shipped: Shipping? {
    get { if case .shipped(let shipping) = self { shipping } else { nil } }
    set { if case .shipped = self, let newValue { self = .shipped(newValue) } }
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
    case shipped(Binding<Shipping>)
    case discontinued
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .inStock(let int):
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      return .inStock(binding.unwrappingCase(\.inStock, remembering: int))
    case .outOfStock(let isOnBackOrder):
      return .outOfStock(
        // resolves: unwrappingCase(_:remembering:) in OptionalBindings
        isOnBackOrder: binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
    case .moved(let from, let to):
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      let moved = binding.unwrappingCase(\.moved, remembering: (from: from, to: to))
      return .moved(from: moved.from, to: moved.to)
    case .relabelled(let value1, let value2):
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      let relabelled = binding.unwrappingCase(\.relabelled, remembering: (value1, value2))
      return .relabelled(relabelled[dynamicMember: \.0], relabelled[dynamicMember: \.1])
    case .shipped(let shipping):
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      return .shipped(binding.unwrappingCase(\.shipped, remembering: shipping))
    case .discontinued:
      return .discontinued
    }
  }
}

/// The value of the shipped case: an enum switched over in turn.
enum Shipping: Hashable {
  case packing(label: String)
  case onTheWay(days: Int)
}

extension Shipping: SwitchableCases {
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
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      return .packing(label: binding.unwrappingCase(\.packing, remembering: label))
    case .onTheWay(let days):
      // resolves: unwrappingCase(_:remembering:) in OptionalBindings
      return .onTheWay(days: binding.unwrappingCase(\.onTheWay, remembering: days))
    }
  }
}

@Observable final class Store {
  var items: [Item] = []
  var chores: [Chore] = []
  var points: [Point] = []
  var tags: [Tag] = []
  var pane: Pane?
  var availability = Availability.inStock(3)
  var pendingAvailability: Availability?
  var destination: Destination?
}

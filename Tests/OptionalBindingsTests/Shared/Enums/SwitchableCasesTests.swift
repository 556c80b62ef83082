import Dispatch
import Foundation
import Observation
import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An item's stock, switched over through a binding: written as `optionalbindings-migrate cases
/// fix` writes it (case properties, `CaseBindings` and `caseBindings(of:)`).
enum Stock: Hashable, Sendable, SwitchableCases {
  case inStock(Int)
  case outOfStock(isOnBackOrder: Bool)
  case moved(from: Int, to: Int)
  case pair(String, Int)
  case shipped(Shipment)
  case discontinued

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
  var pair: (String, Int)? {
    get { if case .pair(let value1, let value2) = self { (value1, value2) } else { nil } }
    set { if case .pair = self, let newValue { self = .pair(newValue.0, newValue.1) } }
  }
  var shipped: Shipment? {
    get { if case .shipped(let shipment) = self { shipment } else { nil } }
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
    case pair(Binding<String>, Binding<Int>)
    case shipped(Binding<Shipment>)
    case discontinued
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .inStock(let int):
      return .inStock(binding.unwrappingCase(\.inStock, remembering: int))
    case .outOfStock(let isOnBackOrder):
      return .outOfStock(
        isOnBackOrder: binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
    case .moved(let from, let to):
      let moved = binding.unwrappingCase(\.moved, remembering: (from: from, to: to))
      return .moved(from: moved.from, to: moved.to)
    case .pair(let value1, let value2):
      let pair = binding.unwrappingCase(\.pair, remembering: (value1, value2))
      return .pair(pair[dynamicMember: \.0], pair[dynamicMember: \.1])
    case .shipped(let shipment):
      return .shipped(binding.unwrappingCase(\.shipped, remembering: shipment))
    case .discontinued:
      return .discontinued
    }
  }
}

/// The value of the shipped case: an enum switched over in turn.
enum Shipment: Hashable, Sendable, SwitchableCases {
  case packing(String)
  case onTheWay(days: Int)

  var packing: String? {
    get { if case .packing(let string) = self { string } else { nil } }
    set { if case .packing = self, let newValue { self = .packing(newValue) } }
  }
  var onTheWay: Int? {
    get { if case .onTheWay(let days) = self { days } else { nil } }
    set { if case .onTheWay = self, let newValue { self = .onTheWay(days: newValue) } }
  }

  enum CaseBindings {
    case packing(Binding<String>)
    case onTheWay(days: Binding<Int>)
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .packing(let string):
      return .packing(binding.unwrappingCase(\.packing, remembering: string))
    case .onTheWay(let days):
      return .onTheWay(days: binding.unwrappingCase(\.onTheWay, remembering: days))
    }
  }
}

/// A gauge isolated to the main actor, as every enum of a module whose default isolation is
/// `MainActor` is (a new Xcode 26 app target): the key paths of its case properties are not
/// `Sendable`, since applying one runs the property's main-actor code.
@MainActor
enum Gauge: Equatable, BindableCases {
  case level(Int)
  case off

  var level: Int? {
    get { if case .level(let value) = self { value } else { nil } }
    set { if case .level = self, let newValue { self = .level(newValue) } }
  }
}

/// A model holding the enum, reached through `Bindable` as a view's `@Bindable` does.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class StockItem {
  var name = "Lamp"
  var stock: Stock

  init(stock: Stock) { self.stock = stock }
}

/// A view-like holder of a `@Binding`, as a child view receives the enum.
struct StockEditor {
  @Binding var stock: Stock
}

@Suite("Switching over a binding to an enum: $item.status.cases")
struct SwitchableCasesTests {
  /// The binding to the in-stock quantity that `cases` hands, or an issue recorded.
  static func quantity(
    _ binding: Binding<Stock>, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Binding<Int>? {
    guard case .inStock(let quantity) = binding.cases else {
      Issue.record("expected the in-stock case", sourceLocation: sourceLocation)
      return nil
    }
    return quantity
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func eachCaseHandsABindingToItsValueThatReadsAndWrites() throws {
    let box = Box(Stock.inStock(3))
    let quantity = try #require(Self.quantity(box.binding))
    #expect(quantity.wrappedValue == 3)
    quantity.wrappedValue = 5
    #expect(box.value == .inStock(5))

    box.value = .outOfStock(isOnBackOrder: false)
    guard case .outOfStock(let isOnBackOrder) = box.binding.cases else {
      Issue.record("expected the out-of-stock case")
      return
    }
    isOnBackOrder.wrappedValue = true
    #expect(box.value == .outOfStock(isOnBackOrder: true))

    box.value = .discontinued
    guard case .discontinued = box.binding.cases else {
      Issue.record("expected the discontinued case")
      return
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aCaseWithSeveralValuesHandsOneBindingPerValue() {
    let box = Box(Stock.moved(from: 1, to: 2))
    guard case .moved(let from, let to) = box.binding.cases else {
      Issue.record("expected the moved case")
      return
    }
    #expect(from.wrappedValue == 1 && to.wrappedValue == 2)
    to.wrappedValue = 9
    #expect(box.value == .moved(from: 1, to: 9))
    from.wrappedValue = 4
    #expect(box.value == .moved(from: 4, to: 9))

    box.value = .pair("a", 1)
    guard case .pair(let text, let number) = box.binding.cases else {
      Issue.record("expected the pair case")
      return
    }
    text.wrappedValue = "b"
    number.wrappedValue = 2
    #expect(box.value == .pair("b", 2))

    // After the enum leaves the case, each value's binding reads what it last had, and drops
    // writes.
    box.value = .discontinued
    #expect(text.wrappedValue == "b" && number.wrappedValue == 2)
    #expect(from.wrappedValue == 4 && to.wrappedValue == 9)
    to.wrappedValue = 0
    #expect(box.value == .discontinued)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aWriteAfterTheEnumLeftTheCaseIsDroppedAndNeverSwitchesItBack() throws {
    let box = Box(Stock.inStock(3))
    let held = try #require(Self.quantity(box.binding))
    held.wrappedValue = 7
    box.value = .discontinued

    // A view going away still holds the binding: it reads what it last had, never traps.
    #expect(held.wrappedValue == 7)
    held.wrappedValue = 9
    #expect(box.value == .discontinued, "a late write must not switch the enum back")
    #expect(held.wrappedValue == 7, "a dropped write is not remembered")

    // Another case with a value of the same type is not reached either.
    box.value = .outOfStock(isOnBackOrder: true)
    held.wrappedValue = 1
    #expect(box.value == .outOfStock(isOnBackOrder: true))

    // Back in the case: the binding reads and writes it again.
    box.value = .inStock(2)
    #expect(held.wrappedValue == 2)
    held.wrappedValue = 6
    #expect(box.value == .inStock(6))
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aCaseBindingIsEqualAcrossRendersForTheSameCase() throws {
    let box = Box(Stock.inStock(3))
    let first = try #require(Self.quantity(box.binding))
    let second = try #require(Self.quantity(box.binding))
    let derivations = box.binding.derived
    expectIdentity(
      derivations.unwrappingCase(\.inStock, remembering: 3, handed: first),
      derivations.unwrappingCase(\.inStock, remembering: 3, handed: second), same: true)

    // The value changed between two renders: still the same case, still equal.
    first.wrappedValue = 40
    let third = try #require(Self.quantity(box.binding))
    expectIdentity(
      derivations.unwrappingCase(\.inStock, remembering: 3, handed: first),
      derivations.unwrappingCase(\.inStock, remembering: 40, handed: third), same: true)

    // Another case's binding is another binding.
    box.value = .shipped(.onTheWay(days: 3))
    guard case .shipped(let shipment) = box.binding.cases,
      case .onTheWay(let days) = shipment.cases
    else {
      Issue.record("expected the shipped, on-the-way case")
      return
    }
    #expect(appliedKeyPath(of: days) != appliedKeyPath(of: first))
    let quantity = derivations.unwrappingCase(\.inStock, remembering: 3)
    let moved = derivations.unwrappingCase(\.shipped, remembering: .packing("box"))
    #expect(appliedKeyPath(of: quantity.binding) != nil)
    #expect(quantity.keyPath != moved.keyPath)
  }

  /// The code `cases fix` writes, in a module whose default isolation is `MainActor`, hands
  /// `unwrappingCase` a key path that is not `Sendable`: it reads, writes and keeps its identity
  /// as any other.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @MainActor
  @Test func aCasePropertyOfAMainActorEnumIsBoundAsAnyOther() {
    let box = Box(Gauge.level(3))
    // Not `Sendable`: `level` is isolated to the main actor. An API that asked for
    // `WritableKeyPath & Sendable` would not compile here.
    let level: WritableKeyPath<Gauge, Int?> = \.level
    let derivations = box.binding.derived
    let first = derivations.unwrappingCase(level, remembering: 3)
    let second = derivations.unwrappingCase(\.level, remembering: 3)
    expectIdentity(first, second, same: true)

    first.binding.wrappedValue = 5
    #expect(box.value == .level(5))
    #expect(second.binding.wrappedValue == 5)
    box.value = .off
    #expect(first.binding.wrappedValue == 5, "the value last read or written, once out of the case")
    first.binding.wrappedValue = 9
    #expect(box.value == .off, "a late write must not switch the enum back")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func equalBindingsKeepTheirOwnMemories() throws {
    let box = Box(Stock.inStock(3))
    let first = try #require(Self.quantity(box.binding))
    first.wrappedValue = 4
    let second = try #require(Self.quantity(box.binding))
    second.wrappedValue = 8
    first.wrappedValue = 5
    box.value = .discontinued
    #expect(first.wrappedValue == 5 && second.wrappedValue == 8)
    #expect(appliedKeyPath(of: first) == appliedKeyPath(of: second))

    // Two items' bindings of the same case never read each other's values.
    let other = Box(Stock.inStock(100))
    let theirs = try #require(Self.quantity(other.binding))
    other.value = .discontinued
    #expect(theirs.wrappedValue == 100 && first.wrappedValue == 5)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nestedEnumsSwitchInsideTheirCase() {
    let box = Box(Stock.shipped(.packing("box")))
    guard case .shipped(let shipment) = box.binding.cases,
      case .packing(let label) = shipment.cases
    else {
      Issue.record("expected the shipped, packing case")
      return
    }
    label.wrappedValue = "crate"
    #expect(box.value == .shipped(.packing("crate")))

    shipment.wrappedValue = .onTheWay(days: 2)
    guard case .onTheWay(let days) = shipment.cases else {
      Issue.record("expected the on-the-way case")
      return
    }
    days.wrappedValue = 1
    #expect(box.value == .shipped(.onTheWay(days: 1)))
    label.wrappedValue = "late"
    #expect(box.value == .shipped(.onTheWay(days: 1)), "the inner case's late write is dropped")

    // The outer case leaves: both levels' bindings drop writes and read what they last had.
    box.value = .inStock(1)
    days.wrappedValue = 30
    shipment.wrappedValue = .packing("again")
    #expect(box.value == .inStock(1))
    #expect(days.wrappedValue == 1 && label.wrappedValue == "crate")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func worksThroughBindableAndThroughABindingProperty() {
    let item = StockItem(stock: .inStock(1))
    guard case .inStock(let quantity) = Bindable(item).stock.cases else {
      Issue.record("expected the in-stock case through Bindable")
      return
    }
    quantity.wrappedValue = 2
    #expect(item.stock == .inStock(2))

    let editor = StockEditor(stock: Bindable(item).stock)
    guard case .inStock(let throughBinding) = editor.$stock.cases else {
      Issue.record("expected the in-stock case through @Binding")
      return
    }
    throughBinding.wrappedValue = 3
    #expect(item.stock == .inStock(3))
    #expect(appliedKeyPath(of: throughBinding) == appliedKeyPath(of: quantity))
  }

  /// A value whose `deinit` reads the binding that held it: the package must not hold its lock
  /// while a replaced value is released.
  ///
  /// `@unchecked Sendable` is sound: `onDeinit` is set once, before the value is shared, and
  /// only read in `deinit`.
  final class Reentrant: Hashable, @unchecked Sendable {
    var onDeinit: (() -> Void)?
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { onDeinit?() }
    static func == (lhs: Reentrant, rhs: Reentrant) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// An enum whose case holds that value.
  enum Holder: Sendable, SwitchableCases {
    case value(Reentrant)
    case empty

    var value: Reentrant? {
      get { if case .value(let reentrant) = self { reentrant } else { nil } }
      set { if case .value = self, let newValue { self = .value(newValue) } }
    }
    var empty: Void? {
      get { if case .empty = self { () } else { nil } }
      set { if case .empty = self, newValue != nil { self = .empty } }
    }

    enum CaseBindings {
      case value(Binding<Reentrant>)
      case empty
    }

    static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
      switch binding.wrappedValue {
      case .value(let reentrant):
        return .value(binding.unwrappingCase(\.value, remembering: reentrant))
      case .empty:
        return .empty
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aReplacedValueWhoseDeinitReadsTheBindingDoesNotDeadlock() {
    let reads = Counter()
    let finalID = Counter()
    finishInTime(threads: 1, "a deinit reading the binding that released it") { _ in
      let box = Box(Holder.value(Reentrant(1)))
      guard case .value(let held) = box.binding.cases else { return }
      do {
        let first = Reentrant(2)
        first.onDeinit = {
          _ = held.wrappedValue
          reads.increment()
        }
        held.wrappedValue = first
      }
      box.value = .empty
      // The binding still remembers the value it last wrote. Back in the case, a read
      // remembers the new value and releases that one, whose deinit reads the binding.
      box.value = .value(Reentrant(3))
      _ = held.wrappedValue
      for _ in 0..<held.wrappedValue.id { finalID.increment() }
    }
    #expect(reads.value == 1)
    #expect(finalID.value == 3)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func eightThreadsReadOneHeldCaseBindingWhileOthersWriteTheirOwn() {
    // Each thread writes through a case binding of its own item and reads one binding that all
    // share, whose item has left the case: the shared memory is read from eight threads at
    // once (the thread sanitizer runs this suite), and every read gives its last value.
    let shared = Box(Stock.inStock(42))
    guard case .inStock(let sharedQuantity) = shared.binding.cases else {
      Issue.record("expected the in-stock case")
      return
    }
    shared.value = .discontinued
    let failures = Counter()
    finishInTime(threads: 8, "eight threads using case bindings") { worker in
      let own = Box(Stock.inStock(0))
      var wrong = 0
      for step in 0..<2_000 {
        guard case .inStock(let quantity) = own.binding.cases else {
          wrong += 1
          continue
        }
        quantity.wrappedValue = step
        if own.value != .inStock(step) { wrong += 1 }
        if sharedQuantity.wrappedValue != 42 { wrong += 1 }
        sharedQuantity.wrappedValue = worker
        if step % 100 == 99 {
          own.value = .discontinued
          quantity.wrappedValue = -1
          if own.value != .discontinued || quantity.wrappedValue != step { wrong += 1 }
          own.value = .inStock(step)
        }
      }
      for _ in 0..<wrong { failures.increment() }
    }
    #expect(failures.value == 0)
    #expect(shared.value == .discontinued)
  }
}

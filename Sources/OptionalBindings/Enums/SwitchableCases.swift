import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An enum whose binding can be switched over case by case, with a binding to each case's
/// values.
///
/// Adopt it, as `optionalbindings-migrate cases fix` writes for you, to switch exhaustively over
/// a binding to the enum and bind each case's values to controls:
///
/// ```swift
/// switch $item.status.cases {
/// case .inStock(let $quantity):
///   Stepper("Quantity", value: $quantity, in: 0...999)
/// case .outOfStock(let $isOnBackOrder):
///   Toggle("On back order", isOn: $isOnBackOrder)
/// case .discontinued:
///   Text("Discontinued")
/// }
/// ```
///
/// The switch is exhaustive: a case added to the enum is a compile error in ``caseBindings(of:)``
/// until the tool (or you) adds it to ``CaseBindings``, and then at every switch that does not
/// handle it. The enum also keeps a property per case, as ``BindableCases`` asks, which is what
/// each case's binding reads and writes through:
///
/// ```swift
/// extension Status: SwitchableCases {
///   var inStock: Int? {
///     get { if case .inStock(let quantity) = self { quantity } else { nil } }
///     set { if case .inStock = self, let newValue { self = .inStock(newValue) } }
///   }
///   // … outOfStock: Bool?, discontinued: Void?
///
///   enum CaseBindings {
///     case inStock(Binding<Int>)
///     case outOfStock(Binding<Bool>)
///     case discontinued
///   }
///
///   static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
///     switch binding.wrappedValue {
///     case .inStock(let quantity):
///       return .inStock(binding.unwrappingCase(\.inStock, remembering: quantity))
///     case .outOfStock(let isOnBackOrder):
///       return .outOfStock(binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
///     case .discontinued:
///       return .discontinued
///     }
///   }
/// }
/// ```
///
/// A case with several values has one binding per value, as the enum's own patterns bind each
/// value: the tool binds the case's tuple with `unwrappingCase(_:remembering:)` and hands on a
/// binding to each element (`moved.from`, `moved.to`).
public protocol SwitchableCases: BindableCases {
  /// An enum with the same cases, each holding a binding to each of the case's values.
  associatedtype CaseBindings

  /// The case `binding` is in now, with a binding to each of its values.
  ///
  /// You do not call it: `Binding`'s `cases` does. Make each binding with the binding's
  /// `unwrappingCase(_:remembering:)`, so that it survives the enum leaving the case and keeps
  /// its identity across renders.
  ///
  /// - Parameter binding: A binding to the enum.
  /// - Returns: The case the enum is in, with a binding to each of its values.
  static func caseBindings(of binding: Binding<Self>) -> CaseBindings
}

extension Binding where Value: SwitchableCases {
  /// The case the enum is in now, with a binding to each of the case's values, to `switch` over.
  ///
  /// ```swift
  /// switch $item.status.cases {
  /// case .inStock(let $quantity): Stepper("Quantity", value: $quantity, in: 0...999)
  /// case .outOfStock(let $isOnBackOrder): Toggle("On back order", isOn: $isOnBackOrder)
  /// case .discontinued: Text("Discontinued")
  /// }
  /// ```
  ///
  /// Each binding reads its case's value while the enum is in that case. Once the enum has moved
  /// to another case (a view that still holds the binding, an `onDisappear`, a field that
  /// commits when it loses focus), reading gives the value the binding last read or wrote, and
  /// writing is dropped: a late write never switches the enum back. Deriving the bindings again
  /// on the next render gives equal bindings for the same case (each is a key-path projection
  /// equal for the same case), so the views that take them are not re-evaluated for a new
  /// identity.
  ///
  /// It reads the enum once, to know its case. Disfavored: where swift-navigation's
  /// SwiftUINavigation is imported and the enum also has its `@CaseBindable` macro, `cases`
  /// reaches that module's member, as its users expect.
  @_disfavoredOverload  // `$shipping.cases` on a `@CaseBindable` enum reaches SwiftNavigation's
  public var cases: Value.CaseBindings {
    Value.caseBindings(of: self)
  }
}

extension Binding where Value: BindableCases {
  /// A binding to the value of the case that `property` reads, made while the enum is in that
  /// case.
  ///
  /// ``SwitchableCases/caseBindings(of:)`` calls it for each case; you seldom call it yourself.
  /// `property` is the enum's case property: the case's value, nil in every other case.
  ///
  /// Reading gives the case's value while the enum is in that case. Once it is in another case,
  /// reading gives the value this binding last read or wrote (`value` until then), never a
  /// trap. Writing goes through `property`'s setter while the enum is in that case; once the
  /// enum has left it, a write is dropped, so no write through a binding held by a view that is
  /// going away switches the enum back. If the enum returns to the case, the binding reads and
  /// writes it again.
  ///
  /// It is a key-path projection. Two bindings made for the same `property` are equal, whatever
  /// value each remembers, so deriving it on every render keeps the binding's identity; each
  /// binding remembers its own reads and writes.
  ///
  /// `property` need not be `Sendable`: in a module whose default isolation is `MainActor` (a new
  /// Xcode 26 app target), the enum and its case properties are isolated to the main actor, and
  /// so `\.inStock` is a key path that is not `Sendable`. The binding only applies it, where it
  /// is read and written, and the package keeps no copy of it.
  ///
  /// - Parameters:
  ///   - property: The enum's case property.
  ///   - value: The case's value now, read until the binding reads or writes another.
  /// - Returns: A binding to the case's value.
  public func unwrappingCase<Member>(
    _ property: WritableKeyPath<Value, Member?>, remembering value: Member
  ) -> Binding<Member> {
    self[dynamicMember: \Value[caseValue: RememberedValue(property, startingAt: value)]]
  }
}

extension BindableCases {
  /// The value `memory`'s property reads, or the value last remembered while it reads nil.
  ///
  /// Reading a value remembers it. Setting goes through the property only while it reads a
  /// value, and remembers what it set.
  subscript<Member>(caseValue memory: RememberedValue<Self, Member>) -> Member {
    get {
      guard let value = self[keyPath: memory.property] else { return memory.value }
      memory.remember(value)
      return value
    }
    set {
      guard self[keyPath: memory.property] != nil else { return }
      self[keyPath: memory.property] = newValue
      memory.remember(newValue)
    }
  }
}

import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding to whether the optional selection is `value`.
  ///
  /// Use it for rows of a single-choice list, each with its own toggle or checkmark:
  ///
  /// ```swift
  /// ForEach(plans) { plan in
  ///   Toggle(plan.name, isOn: $selectedPlanID.equals(plan.id))
  /// }
  /// ```
  ///
  /// Reading gives whether the selection is `value`. Writing `true` selects `value`. Writing
  /// `false` clears the selection only while it is still `value`, so one row can never clear
  /// another row's choice, even through a binding made before the other row was chosen.
  ///
  /// Deriving it again from the same source with an equal value gives the same binding.
  ///
  /// - Parameter value: The choice this binding stands for.
  /// - Returns: A binding to a Boolean.
  @inlinable
  public func equals<Wrapped>(_ value: Wrapped) -> Binding<Bool>
  where Value == Wrapped?, Wrapped: Hashable & Sendable {
    self[dynamicMember: Value.selectionKeyPath(value)]
  }

  /// A binding to whether the optional selection is `value`, for a `Wrapped` that is not
  /// `Sendable`.
  ///
  /// Reads and writes behave as in the other overload, and derivations with equal values are the
  /// same binding.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its conformance is the main actor's, which cannot meet `Sendable`.
  ///
  /// - Parameter value: The choice this binding stands for.
  /// - Returns: A binding to a Boolean.
  public func equals<Wrapped: Hashable>(_ value: Wrapped) -> Binding<Bool>
  where Value == Wrapped? {
    self[dynamicMember: Value.selectionKeyPath(uncached: value)]
  }

  /// A binding to whether the selection is `value`, for a selection of any `Hashable` type.
  ///
  /// Reading gives whether the selection is `value`. Writing `true` selects `value`. Writing
  /// `false` while the selection is `value` clears it when `Value` is an optional, exactly as the
  /// optional overload does: this overload is the one the compiler picks for
  /// `$selectedPlanID.equals(planID)` when `planID` is itself an `Int?`, and for generic code
  /// whose type turns out to be optional, and a row's checkbox must still uncheck there. For a
  /// selection that cannot be empty, writing `false` changes nothing: there is no "nothing
  /// selected" to fall back to, and which other value to pick is not this binding's to decide.
  ///
  /// - Parameter value: The choice this binding stands for.
  /// - Returns: A binding to a Boolean.
  @inlinable
  public func equals(_ value: Value) -> Binding<Bool> where Value: Hashable & Sendable {
    self[dynamicMember: Value.sameValueKeyPath(value)]
  }

  /// A binding to whether the selection is `value`, for a selection that cannot be empty and a
  /// `Value` that is not `Sendable`.
  ///
  /// Reads and writes behave as in the other overload: writing `false` clears an optional
  /// selection that is `value` and changes nothing otherwise.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its conformance is the main actor's, which cannot meet `Sendable`.
  ///
  /// - Parameter value: The choice this binding stands for.
  /// - Returns: A binding to a Boolean.
  public func equals(_ value: Value) -> Binding<Bool> where Value: Hashable {
    self[dynamicMember: Value.sameValueKeyPath(uncached: value)]
  }
}

/// `Optional`, as generic code that holds a value of unknown type can ask about it.
protocol OptionalValue {
  /// The value that holds nothing.
  static var none: Self { get }
}

extension Optional: OptionalValue {}

extension Optional where Wrapped: Hashable {
  /// Whether the optional holds `value`.
  ///
  /// Setting true stores `value`; setting false stores nil only if the optional still holds
  /// `value`, so clearing one choice never clears another.
  subscript(selecting value: Wrapped) -> Bool {
    get { self == value }
    set {
      if newValue {
        self = value
      } else if self == value {
        self = nil
      }
    }
  }

  /// The key path `equals(_:)` projects through on an optional selection.
  @usableFromInline
  static func selectionKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Bool> & Sendable
  where Wrapped: Sendable {
    Identity.constant(SelectionProjection.self, value)
  }

  /// The key path `equals(_:)` projects through on an optional selection of a value that is not
  /// `Sendable`; never cached.
  static func selectionKeyPath(uncached value: Wrapped) -> WritableKeyPath<Self, Bool> {
    \Self[selecting: value]
  }
}

extension Hashable {
  /// Whether `self` is `value`.
  ///
  /// Setting true stores `value`. Setting false while `self` is `value` stores nil when `Self` is
  /// an optional (however the caller came to see it as a plain `Hashable`), and otherwise changes
  /// nothing, since a non-optional has no "nothing selected" to fall back to.
  subscript(selecting value: Self) -> Bool {
    get { self == value }
    set {
      if newValue {
        self = value
      } else if self == value, let optional = Self.self as? any OptionalValue.Type {
        // Sound: `Self` is the optional type `optional` names, so its `none` is a `Self`.
        self = optional.none as! Self
      }
    }
  }

  /// The key path `equals(_:)` projects through on a non-optional selection.
  @usableFromInline
  static func sameValueKeyPath(_ value: Self) -> WritableKeyPath<Self, Bool> & Sendable
  where Self: Sendable {
    Identity.constant(SameValueProjection.self, value)
  }

  /// The key path `equals(_:)` projects through on a selection of a value that is not
  /// `Sendable`; never cached.
  static func sameValueKeyPath(uncached value: Self) -> WritableKeyPath<Self, Bool> {
    \Self[selecting: value]
  }
}

/// The cached key paths of `Optional.subscript(selecting:)`.
enum SelectionProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Bool
  typealias Primary = Wrapped

  static func keyPath(_ value: Wrapped, _: Nothing) -> FormedKeyPath { \Wrapped?[selecting: value] }
}

/// The cached key paths of `Hashable.subscript(selecting:)`.
enum SameValueProjection<Root: Hashable & Sendable>: CachedProjection {
  typealias Value = Bool
  typealias Primary = Root

  static func keyPath(_ value: Root, _: Nothing) -> FormedKeyPath { \Root[selecting: value] }
}

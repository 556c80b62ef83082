/// The cached key paths of `Optional.subscript(selecting:)`.
enum SelectionProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Bool
  typealias Primary = Wrapped

  static func keyPath(_ value: Wrapped, _: Nothing) -> Path { \Wrapped?[selecting: value] }
}

/// The cached key paths of `Hashable.subscript(selecting:)`.
enum SameValueProjection<Root: Hashable & Sendable>: CachedProjection {
  typealias Value = Bool
  typealias Primary = Root

  static func keyPath(_ value: Root, _: Nothing) -> Path { \Root[selecting: value] }
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
    KeyPathCache.shared.keyPath(SelectionProjection.self, value)
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
    KeyPathCache.shared.keyPath(SameValueProjection.self, value)
  }

  /// The key path `equals(_:)` projects through on a selection of a value that is not
  /// `Sendable`; never cached.
  static func sameValueKeyPath(uncached value: Self) -> WritableKeyPath<Self, Bool> {
    \Self[selecting: value]
  }
}

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
  static func selectionKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Bool> & Sendable
  where Wrapped: Sendable {
    KeyPathCache.shared.keyPath(.selection, value) { \Self[selecting: $0] }
  }
}

extension Hashable {
  /// Whether `self` is `value`.
  ///
  /// Setting true stores `value`; setting false changes nothing, since a non-optional has no
  /// "nothing selected" to fall back to.
  subscript(selecting value: Self) -> Bool {
    get { self == value }
    set {
      if newValue { self = value }
    }
  }

  /// The key path `equals(_:)` projects through on a non-optional selection.
  static func sameValueKeyPath(_ value: Self) -> WritableKeyPath<Self, Bool> & Sendable
  where Self: Sendable {
    KeyPathCache.shared.keyPath(.sameValue, value) { \Self[selecting: $0] }
  }
}

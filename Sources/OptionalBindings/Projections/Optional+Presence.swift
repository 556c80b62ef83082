extension Optional {
  /// Whether a value is present.
  ///
  /// Setting false stores nil; setting true changes nothing, because there is no value to store.
  var isPresent: Bool {
    get {
      if case .some = self { return true }
      return false
    }
    set {
      if !newValue { self = nil }
    }
  }

  /// Whether a value is present, where setting true can store a value.
  ///
  /// Setting false stores nil; setting true while nil stores the argument's value, and while
  /// non-nil keeps the value there.
  subscript<Default: ProjectionArgument<Wrapped>>(isPresentStoring fallback: Default) -> Bool {
    get { isPresent }
    set {
      if !newValue {
        self = nil
      } else if case .none = self {
        self = fallback.value
      }
    }
  }

  /// The key path `isPresent(default:)` projects through, for a default whose identity is its
  /// value.
  static func presenceKeyPath(storing value: Wrapped) -> WritableKeyPath<Self, Bool> & Sendable
  where Wrapped: Hashable & Sendable {
    KeyPathCache.shared.keyPath(.presence, ByValue(value)) { \Self[isPresentStoring: $0] }
  }
}

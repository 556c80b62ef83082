/// The cached key paths of `Optional.isPresent`.
enum PresenceProjection<Wrapped>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Bool

  static func keyPath(_: Nothing, _: Nothing) -> Path { \Wrapped?.isPresent }
}

/// The cached key paths of `Optional.subscript(isPresentStoring:)`.
enum PresenceStoringProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Bool
  typealias Primary = Wrapped

  static func keyPath(_ value: Wrapped, _: Nothing) -> Path {
    \Wrapped?[isPresentStoring: ByValue(value)]
  }
}

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

  /// The key path `isPresent()` projects through.
  ///
  /// It has no argument, but a key-path literal in generic code is instantiated anew on every
  /// evaluation, so it is cached per type like the others.
  @usableFromInline
  static var presenceKeyPath: WritableKeyPath<Self, Bool> & Sendable {
    KeyPathCache.shared.keyPath(PresenceProjection.self)
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
  @usableFromInline
  static func presenceKeyPath(storing value: Wrapped) -> WritableKeyPath<Self, Bool> & Sendable
  where Wrapped: Hashable & Sendable {
    KeyPathCache.shared.keyPath(PresenceStoringProjection.self, value)
  }

  /// The key path `isPresent(default:)` projects through for a default of a type that promises
  /// nothing: compared by its dynamic type and a `Hashable` conformance found at run time
  /// (``ByDynamicValue``); never cached.
  static func presenceKeyPath(storingComparedAtRunTime value: Wrapped)
    -> WritableKeyPath<Self, Bool>
  {
    \Self[isPresentStoring: ByDynamicValue(value)]
  }
}

import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding to whether the optional holds a value, for presenting an alert or a sheet.
  ///
  /// Keep the optional as the only state and present from it wherever SwiftUI wants a
  /// `Binding<Bool>`:
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $pendingDeletion.isPresent()) { … }
  /// ```
  ///
  /// For an alert or a confirmation dialog about the value, pass the optional itself: on Apple
  /// platforms this package's `alert(_:item:actions:)`, `alert(_:item:actions:message:)`,
  /// `confirmationDialog(_:item:titleVisibility:actions:)` and its `message:` form (from iOS 15,
  /// with any SDK) present while it holds a value, clear it only while it still holds the value
  /// shown, and hand their actions a binding to it (`{ $item in … }`); SwiftUI's of the same
  /// names, in the iOS 27 SDK, take actions that take the value. This binding is still the one
  /// for `sheet(isPresented:)` and `fullScreenCover(isPresented:)` with a value that is not
  /// `Identifiable`, `inspector(isPresented:)`, a `Toggle`, and SwiftUI's
  /// `alert(_:isPresented:…)` and `confirmationDialog(_:isPresented:…)`.
  ///
  /// Reading gives `true` while the source holds a value. Writing `false` stores nil, which is
  /// what a dismissed alert does. Writing `true` while the source is nil changes nothing, because
  /// there is no value to store (use ``isPresent(default:)`` for a toggle that can add one);
  /// writing `true` while it holds a value keeps that value.
  ///
  /// Every call returns the same binding for the same source; the key path has no arguments.
  ///
  /// - Returns: A binding to a Boolean.
  @inlinable
  public func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    self[dynamicMember: Value.presenceKeyPath]
  }

  /// A binding to whether the optional holds a value, where turning it on stores `value`.
  ///
  /// Use it for a toggle that adds and removes an optional field:
  ///
  /// ```swift
  /// Toggle("Has a death date", isOn: $person.deathDate.isPresent(default: today))
  /// ```
  ///
  /// Reading gives `true` while the source holds a value. Writing `false` stores nil. Writing
  /// `true` while nil stores `value`; while it holds a value, that value is kept.
  ///
  /// Deriving it again from the same source with an equal `value` gives the same binding.
  ///
  /// - Parameter value: What to store when the binding is set to `true` while nil.
  /// - Returns: A binding to a Boolean.
  @inlinable
  public func isPresent<Wrapped>(default value: Wrapped) -> Binding<Bool>
  where Value == Wrapped?, Wrapped: Hashable & Sendable {
    self[dynamicMember: Value.presenceKeyPath(storing: value)]
  }

  /// A binding to whether the optional holds a value, where turning it on stores `value`, for a
  /// `Wrapped` that is not `Hashable` and `Sendable`.
  ///
  /// Reads and writes behave as in the `Hashable` overload. Identity comes from the value's
  /// dynamic type and its `Hashable` conformance if it has one at run time (which is
  /// what unconstrained generic code gets): equal values of one type give the same binding, and
  /// values of different types never do (`Int8(1)` and `1`); a value that cannot be compared
  /// makes every derivation a new binding, as with a binding built from closures.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its `Hashable` conformance is the main actor's, which cannot meet
  /// `Sendable`. On the main actor, where views derive their bindings, that conformance is found at
  /// run time as any other.
  ///
  /// - Parameter value: What to store when the binding is set to `true` while nil.
  /// - Returns: A binding to a Boolean.
  public func isPresent<Wrapped>(default value: Wrapped) -> Binding<Bool>
  where Value == Wrapped? {
    self[dynamicMember: Value.presenceKeyPath(storingComparedAtRunTime: value)]
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
    Identity.constant(PresenceProjection.self)
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
    Identity.constant(PresenceStoringProjection.self, value)
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

/// The cached key paths of `Optional.isPresent`.
enum PresenceProjection<Wrapped>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Bool

  static func keyPath(_: Nothing, _: Nothing) -> FormedKeyPath { \Wrapped?.isPresent }
}

/// The cached key paths of `Optional.subscript(isPresentStoring:)`.
enum PresenceStoringProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Bool
  typealias Primary = Wrapped

  static func keyPath(_ value: Wrapped, _: Nothing) -> FormedKeyPath {
    \Wrapped?[isPresentStoring: ByValue(value)]
  }
}

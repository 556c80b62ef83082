import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding to the wrapped value that reads `value` while the source is nil.
  ///
  /// Use it to hand an optional to a control that needs a value, when an untouched field may
  /// stay nil but an edited one should store what the user entered.
  ///
  /// ```swift
  /// TextField("Nickname", text: $person.nickname.withDefault(""))
  /// ```
  ///
  /// Reading gives the wrapped value, or `value` while the source is nil. Writing stores what was
  /// written, including the default itself; the source never becomes nil through this binding
  /// (use ``replacingNil(with:)`` for that).
  ///
  /// Deriving it again from the same source with an equal `value` gives the same binding, so
  /// SwiftUI can tell nothing changed. Equal defaults are therefore interchangeable: when SwiftUI
  /// keeps the binding from an earlier render, the default it shows is that render's, which is
  /// `==` to this one but may differ in ways `==` ignores (`-0.0` and `0.0`, or a type whose
  /// `==` compares only an `id`). A NaN default equals nothing, not even itself, so it defeats
  /// identity, as does a default made fresh on every render such as `Date()`: keep it in a stored
  /// property or use ``withDefault(_:id:)``. What a derivation costs, and what the package keeps
  /// to make it cheap, is in <doc:WhyThePackageUsesKeyPaths>.
  ///
  /// An app that already declares a `withDefault(_:)` of its own on `Binding` keeps calling its
  /// own: this method and its overloads are disfavored, so they never take or make ambiguous a
  /// call the app's declaration fits (`optionalbindings-migrate check` reports such helpers).
  ///
  /// - Parameter value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  @_disfavoredOverload  // an app's own `$name.withDefault("")` reaches the app's
  @inlinable
  public func withDefault<Wrapped>(_ value: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped?, Wrapped: Hashable & Sendable {
    self[dynamicMember: Value.defaultKeyPath(value)]
  }

  /// A binding to the wrapped value that reads `value` while the source is nil, for a `Wrapped`
  /// that is not known to be `Hashable` and `Sendable`.
  ///
  /// Reads and writes behave as in the `Hashable` overload: the default while nil, and whatever
  /// was written is stored. This is also the overload that unconstrained generic code reaches
  /// (`func f<T>(_ field: Binding<T?>, _ fallback: T) { field.withDefault(fallback) }`), whatever
  /// `T` turns out to be, and the overload a model's `Any?` field gets. Identity then comes from
  /// the default's dynamic type and its own `Hashable` conformance, if it has one at run time:
  /// defaults of the same type that are equal give the same binding, as in the other overload,
  /// and defaults of different types never do, even where `AnyHashable` would call them equal
  /// (`Int8(1)` and `1`, `1.0` and `1`, `Optional(1)` and `1`). A default that is not `Hashable`
  /// cannot be compared, so every derivation is a new binding and SwiftUI re-evaluates the views
  /// that take it, as it would for a binding built from closures; to keep identity, use
  /// ``withDefault(_:id:)``.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its `Hashable` conformance is the main actor's, which cannot meet
  /// `Sendable`. On the main actor, where views derive their bindings, that conformance is found at
  /// run time as any other.
  ///
  /// - Parameter value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  @_disfavoredOverload  // an app's own `$name.withDefault("")` reaches the app's
  public func withDefault<Wrapped>(_ value: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped? {
    self[dynamicMember: Value.defaultKeyPath(comparingAtRunTime: value)]
  }

  /// A binding to the wrapped value that reads `value` while the source is nil, identified by
  /// `id` instead of by the default.
  ///
  /// Use it when the default is made fresh on every render (`Date()`, a new model object) or
  /// cannot be compared: derivations with equal ids are the same binding, whatever `value` is.
  ///
  /// ```swift
  /// DatePicker("Death date", selection: $person.deathDate.withDefault(Date(), id: "now"))
  /// ```
  ///
  /// Reading gives the wrapped value, or `value` while nil; writing stores what was written. When
  /// SwiftUI keeps an earlier, equal binding, the default it shows while nil is that binding's.
  ///
  /// The id need not be `Sendable`: in a module whose default isolation is `MainActor` (a new
  /// Xcode 26 app target), an id of your own type is `Hashable` only on the main actor, and this
  /// overload takes it. The key path is formed on every call then, equal for equal ids as ever.
  ///
  /// - Parameters:
  ///   - value: What to read while the source is nil.
  ///   - id: What decides identity; equal ids promise interchangeable defaults.
  /// - Returns: A binding to a non-optional value.
  public func withDefault<Wrapped, ID: Hashable>(_ value: Wrapped, id: ID)
    -> Binding<Wrapped>
  where Value == Wrapped? {
    self[dynamicMember: Value.defaultKeyPath(uncached: value, id: id)]
  }

  /// A binding to the wrapped value that reads `value` while the source is nil, identified by
  /// `id` instead of by the default, for a default that is `Hashable` and `Sendable`.
  ///
  /// Reads, writes and identity are those of the general overload: derivations with equal ids
  /// are the same binding, whatever `value` is. A constant default costs no more here than with
  /// ``withDefault(_:)``; one made fresh on every render costs a key path's formation each time.
  ///
  /// ```swift
  /// DatePicker("Death date", selection: $person.deathDate.withDefault(today, id: "today"))
  /// ```
  ///
  /// - Parameters:
  ///   - value: What to read while the source is nil.
  ///   - id: What decides identity; equal ids promise interchangeable defaults.
  /// - Returns: A binding to a non-optional value.
  @inlinable
  public func withDefault<Wrapped, ID: Hashable & Sendable>(_ value: Wrapped, id: ID)
    -> Binding<Wrapped>
  where Value == Wrapped?, Wrapped: Hashable & Sendable {
    self[dynamicMember: Value.defaultKeyPath(value, id: id)]
  }

  /// A binding to the wrapped value that reads `value` while the source is nil; the operator
  /// spelling of ``withDefault(_:)``.
  ///
  /// ```swift
  /// TextField("Nickname", text: $person.nickname ?? "")
  /// ```
  ///
  /// Reading gives the wrapped value, or `value` while nil; writing stores what was written. An
  /// app's own `??` over `Binding<T?>` keeps taking the app's calls: this operator is disfavored.
  ///
  /// - Parameters:
  ///   - binding: A binding to an optional.
  ///   - value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  @_disfavoredOverload  // an app's own `$name ?? ""` reaches the app's
  @inlinable
  public static func ?? (binding: Binding<Value?>, value: Value) -> Binding<Value>
  where Value: Hashable & Sendable {
    binding.withDefault(value)
  }

  /// A binding to the wrapped value that reads `value` while the source is nil, for a `Wrapped`
  /// that is not `Hashable` and `Sendable`; the operator spelling of ``withDefault(_:)``.
  ///
  /// Reading gives the wrapped value, or `value` while nil; writing stores what was written.
  /// Identity is that of the matching `withDefault(_:)`: equal when the defaults have the same
  /// dynamic type and are equal by a `Hashable` conformance found at run time, otherwise a new
  /// binding each time.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its `Hashable` conformance is the main actor's, which cannot meet
  /// `Sendable`. On the main actor, where views derive their bindings, that conformance is found at
  /// run time as any other.
  ///
  /// - Parameters:
  ///   - binding: A binding to an optional.
  ///   - value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  @_disfavoredOverload  // an app's own `$name ?? ""` reaches the app's
  @inlinable
  public static func ?? (binding: Binding<Value?>, value: Value) -> Binding<Value> {
    binding.withDefault(value)
  }
}

extension Optional {
  /// The wrapped value, or the argument's value while nil.
  ///
  /// Setting stores the new value.
  subscript<Default: ProjectionArgument<Wrapped>>(default fallback: Default) -> Wrapped {
    get { self ?? fallback.value }
    set { self = newValue }
  }

  /// The key path `withDefault(_:)` projects through, for a default whose identity is its value.
  @usableFromInline
  static func defaultKeyPath(_ value: Wrapped) -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    Identity.constant(DefaultProjection.self, value, emptyString: \String?.emptyStringDefault)
  }

  /// The key path `withDefault(_:)` projects through for a default of a type that promises
  /// nothing: compared by its dynamic type and a `Hashable` conformance found at run time
  /// (``ByDynamicValue``); never cached.
  static func defaultKeyPath(comparingAtRunTime value: Wrapped) -> WritableKeyPath<Self, Wrapped> {
    \Self[default: ByDynamicValue(value)]
  }

  /// The key path `withDefault(_:id:)` projects through, for a default identified by `id`.
  ///
  /// Cached by the id *and* the default, so that every binding reads the default it was given;
  /// the key path itself compares by the id alone.
  @usableFromInline
  static func defaultKeyPath<ID: Hashable & Sendable>(_ value: Wrapped, id: ID)
    -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    Identity.constant(IdentifiedDefaultProjection.self, id, value)
  }

  /// The key path `withDefault(_:id:)` projects through for a default that cannot be cached:
  /// compared by `id` alone; never cached.
  static func defaultKeyPath<ID: Hashable>(uncached value: Wrapped, id: ID)
    -> WritableKeyPath<Self, Wrapped>
  {
    \Self[default: ByIdentifier(value: value, id: id)]
  }
}

extension String? {
  /// The wrapped string, or the empty string while nil.
  ///
  /// Setting stores the new value. The argument-free form of `[default: ""]`.
  var emptyStringDefault: String {
    get { self ?? "" }
    set { self = newValue }
  }
}

/// The cached key paths of `Optional.subscript(default:)` with a default compared by value.
enum DefaultProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Wrapped
  typealias Primary = Wrapped

  static func keyPath(_ value: Wrapped, _: Nothing) -> FormedKeyPath {
    \Wrapped?[default: ByValue(value)]
  }
}

/// The cached key paths of `Optional.subscript(default:)` with a default identified by an id.
enum IdentifiedDefaultProjection<Wrapped: Hashable & Sendable, ID: Hashable & Sendable>:
  CachedProjection
{
  typealias Root = Wrapped?
  typealias Value = Wrapped
  typealias Primary = ID
  typealias Secondary = Wrapped

  static func keyPath(_ id: ID, _ value: Wrapped) -> FormedKeyPath {
    \Wrapped?[default: ByIdentifier(value: value, id: id)]
  }
}

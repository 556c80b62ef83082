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
  /// SwiftUI can tell nothing changed; equal defaults are interchangeable, so the one read may be
  /// an equal default from an earlier call. A default made fresh on every render, such as
  /// `Date()`, defeats identity; keep it in a stored property or use ``withDefault(_:id:)``.
  ///
  /// - Parameter value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  @inlinable
  public func withDefault<Wrapped>(_ value: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped?, Wrapped: Hashable & Sendable {
    self[dynamicMember: Value.defaultKeyPath(value)]
  }

  /// A binding to the wrapped value that reads `value` while the source is nil, for a `Wrapped`
  /// that is not `Hashable` and `Sendable`.
  ///
  /// Reads and writes behave as in the `Hashable` overload: the default while nil, and whatever
  /// was written is stored. The package cannot compare such defaults, so every derivation is a
  /// new binding and SwiftUI re-evaluates the views that take it, as it would for
  /// a binding built from closures. To keep identity, use ``withDefault(_:id:)``.
  ///
  /// - Parameter value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  public func withDefault<Wrapped>(_ value: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped? {
    self[dynamicMember: Value.defaultKeyPath(ByDynamicValue(value))]
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
  /// - Parameters:
  ///   - value: What to read while the source is nil.
  ///   - id: What decides identity; equal ids promise interchangeable defaults.
  /// - Returns: A binding to a non-optional value.
  public func withDefault<Wrapped, ID: Hashable & Sendable>(_ value: Wrapped, id: ID)
    -> Binding<Wrapped>
  where Value == Wrapped? {
    self[dynamicMember: Value.defaultKeyPath(ByIdentifier(value: value, id: id))]
  }

  /// A binding to the wrapped value that reads `value` while the source is nil, identified by
  /// `id` instead of by the default, for a default that is `Hashable` and `Sendable`.
  ///
  /// Reads, writes and identity are those of the general overload: derivations with equal ids
  /// are the same binding, whatever `value` is. This overload also takes the key path from the
  /// package's cache when the id and the default both repeat, so a constant default costs no
  /// more than ``withDefault(_:)``; a default made fresh on every render still forms a new key
  /// path each time.
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
  /// Reading gives the wrapped value, or `value` while nil; writing stores what was written.
  ///
  /// - Parameters:
  ///   - binding: A binding to an optional.
  ///   - value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  @inlinable
  public static func ?? (binding: Binding<Value?>, value: Value) -> Binding<Value>
  where Value: Hashable & Sendable {
    binding.withDefault(value)
  }

  /// A binding to the wrapped value that reads `value` while the source is nil, for a `Wrapped`
  /// that is not `Hashable` and `Sendable`; the operator spelling of ``withDefault(_:)``.
  ///
  /// Reading gives the wrapped value, or `value` while nil; writing stores what was written.
  /// Every derivation is a new binding, as for the matching `withDefault(_:)`.
  ///
  /// - Parameters:
  ///   - binding: A binding to an optional.
  ///   - value: What to read while the source is nil.
  /// - Returns: A binding to a non-optional value.
  @inlinable
  public static func ?? (binding: Binding<Value?>, value: Value) -> Binding<Value> {
    binding.withDefault(value)
  }
}

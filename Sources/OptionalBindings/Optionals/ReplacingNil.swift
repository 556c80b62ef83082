import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding that shows nil as `placeholder` and stores `placeholder` as nil.
  ///
  /// Use it when an empty control means "no value": a text field bound this way stores nil when
  /// the user clears it, and shows an empty field for a person with no last name.
  ///
  /// ```swift
  /// TextField("Last name", text: $person.lastName.replacingNil(with: ""))
  /// ```
  ///
  /// Reading gives the wrapped value, or `placeholder` while nil. Writing `placeholder` stores nil;
  /// writing anything else stores it.
  ///
  /// Deriving it again from the same source with an equal placeholder gives the same binding.
  ///
  /// - Parameter placeholder: The value that stands for nil, both ways.
  /// - Returns: A binding to a non-optional value.
  @inlinable
  public func replacingNil<Wrapped>(with placeholder: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped?, Wrapped: Hashable & Sendable {
    self[dynamicMember: Value.replacingNilKeyPath(placeholder)]
  }

  /// A binding that shows nil as `placeholder` and stores `placeholder` as nil, for a `Wrapped`
  /// that is `Equatable` but not `Hashable` and `Sendable`.
  ///
  /// Reading gives the wrapped value, or `placeholder` while nil. Writing `placeholder` stores nil;
  /// writing anything else stores it. Derivations with `==` placeholders are the same binding.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its conformance is the main actor's, which cannot meet `Sendable`.
  ///
  /// - Parameter placeholder: The value that stands for nil, both ways.
  /// - Returns: A binding to a non-optional value.
  public func replacingNil<Wrapped: Equatable>(with placeholder: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped? {
    self[dynamicMember: Value.replacingNilKeyPath(comparingByEquality: placeholder)]
  }
}

extension Optional where Wrapped: Equatable {
  /// The wrapped value, or the placeholder while nil.
  ///
  /// Setting the placeholder stores nil; setting anything else stores it.
  subscript<Placeholder: ProjectionArgument<Wrapped>>(replacingNil placeholder: Placeholder)
    -> Wrapped
  {
    get { self ?? placeholder.value }
    set { self = newValue == placeholder.value ? nil : newValue }
  }

  /// The key path `replacingNil(with:)` projects through, for a placeholder whose identity is
  /// its value.
  @usableFromInline
  static func replacingNilKeyPath(_ placeholder: Wrapped)
    -> WritableKeyPath<Self, Wrapped> & Sendable
  where Wrapped: Hashable & Sendable {
    Identity.constant(
      ReplacingNilProjection.self, placeholder, emptyString: \String?.emptyStringMeansNil)
  }

  /// The key path `replacingNil(with:)` projects through for a placeholder that is only
  /// `Equatable`: compared by `==`; never cached.
  static func replacingNilKeyPath(comparingByEquality placeholder: Wrapped)
    -> WritableKeyPath<Self, Wrapped>
  {
    \Self[replacingNil: ByEquality(placeholder)]
  }
}

extension String? {
  /// The wrapped string, or the empty string while nil.
  ///
  /// Setting the empty string stores nil. The argument-free form of `[replacingNil: ""]`.
  var emptyStringMeansNil: String {
    get { self ?? "" }
    set { self = newValue.isEmpty ? nil : newValue }
  }
}

/// The cached key paths of `Optional.subscript(replacingNil:)`.
enum ReplacingNilProjection<Wrapped: Hashable & Sendable>: CachedProjection {
  typealias Root = Wrapped?
  typealias Value = Wrapped
  typealias Primary = Wrapped

  static func keyPath(_ placeholder: Wrapped, _: Nothing) -> FormedKeyPath {
    \Wrapped?[replacingNil: ByValue(placeholder)]
  }
}

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
  /// - Parameter placeholder: The value that stands for nil, both ways.
  /// - Returns: A binding to a non-optional value.
  public func replacingNil<Wrapped: Equatable>(with placeholder: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped? {
    self[dynamicMember: Value.replacingNilKeyPath(comparingByEquality: placeholder)]
  }
}

// Shaped like the public API of swift-navigation's `SwiftUINavigation` module (pointfreeco/
// swift-navigation 2.11.0, Sources/SwiftUINavigation/Binding.swift): the declarations'
// signatures, written here for the interop check. The bodies only make them compile; nothing in
// this folder runs (see Tests/Interop/README.md).

import CasePaths
import SwiftUI

extension Binding {
  /// A binding to the wrapped value of `base`, or nil while `base` is nil.
  ///
  /// Shaped like swift-navigation's initializer, which has the same name and parameter as
  /// OptionalBindings' unconstrained `init?(unwrapping:)`.
  ///
  /// - Parameter base: A binding to an optional value.
  public init?(unwrapping base: Binding<Value?>) {
    fatalError("A shape for the interop check; never run.")
  }

  /// A binding to the wrapped value of `base`, reading `value` while `base` is nil.
  ///
  /// - Parameters:
  ///   - base: A binding to an optional value.
  ///   - value: The value read while `base` is nil.
  public init(unwrapping base: Binding<Value?>, default value: Value) {
    fatalError("A shape for the interop check; never run.")
  }
}

extension Binding {
  /// A binding to a case's value, or nil while the enum is in another case, for a
  /// `@CasePathable` enum (`$destination.edit` on a `Binding<Destination>`).
  ///
  /// Shaped like swift-navigation's case member of a binding to an enum.
  ///
  /// - Parameter keyPath: The case's path in the enum's `AllCasePaths`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Binding<Member>? where Value: CasePathable {
    fatalError("A shape for the interop check; never run.")
  }

  /// A binding to a case's value, nil while the optional is nil or in another case, for an
  /// optional `@CasePathable` enum (`$destination.edit` on a `Binding<Destination?>`).
  ///
  /// Shaped like swift-navigation's case member of a binding to an optional enum, the one
  /// OptionalBindings' `CaseBindable` member sits beside.
  ///
  /// - Parameter keyPath: The case's path in the enum's `AllCasePaths`.
  public subscript<Enum: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) -> Binding<Member?> where Value == Enum? {
    fatalError("A shape for the interop check; never run.")
  }
}

// Shaped like the public API of swift-navigation's `SwiftUINavigation` module (pointfreeco/
// swift-navigation 2.11.0, Sources/SwiftUINavigation/Binding.swift): the declarations'
// signatures, written here for the interop check. The bodies only make them compile; nothing in
// this folder runs (see Tests/Interop/README.md).

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

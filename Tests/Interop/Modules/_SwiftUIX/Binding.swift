// Shaped like part of the public API of SwiftUIX's `_SwiftUIX` module (SwiftUIX/SwiftUIX,
// Sources/_SwiftUIX/Intermodular/Extensions/SwiftUI/Binding++.swift), which `SwiftUIX`
// re-exports: the `Binding` helpers whose names or shapes come closest to OptionalBindings'. The
// signatures are written here for the interop check; the bodies only make them compile, and
// nothing in this folder runs (see Tests/Interop/README.md).

import SwiftUI

// SwiftUIX d349805: Sources/_SwiftUIX/Intermodular/Extensions/SwiftUI/Binding++.swift
extension Binding {
  /// A binding that reads `defaultValue` while the optional is nil.
  ///
  /// - Parameter defaultValue: The value read while the optional is nil.
  /// - Returns: A binding to the unwrapped value.
  public func withDefaultValue<T>(_ defaultValue: T) -> Binding<T> where Value == T? {
    fatalError("A shape for the interop check; never run.")
  }

  /// A binding that reads `defaultValue` while the optional is nil, for an equatable value.
  ///
  /// - Parameter defaultValue: The value read while the optional is nil.
  /// - Returns: A binding to the unwrapped value.
  public func withDefaultValue<T: Equatable>(_ defaultValue: T) -> Binding<T>
  where Value == T? {
    fatalError("A shape for the interop check; never run.")
  }

  /// A Boolean binding that is true while the optional holds a value.
  ///
  /// - Returns: The Boolean binding.
  public func isNotNil<Wrapped>() -> Binding<Bool> where Wrapped? == Value {
    fatalError("A shape for the interop check; never run.")
  }

  /// A Boolean binding that is true while the optional holds a value; writing `true` stores
  /// `defaultValue` while it is nil.
  ///
  /// - Parameter defaultValue: The value stored when `true` is written while the optional is nil.
  /// - Returns: The Boolean binding.
  public func isNotNil<Wrapped>(
    default defaultValue: @escaping @autoclosure () -> Wrapped
  ) -> Binding<Bool> where Wrapped? == Value {
    fatalError("A shape for the interop check; never run.")
  }

  /// A binding to the wrapped value of `other`, or nil while `other` is nil.
  ///
  /// - Parameter other: A binding to an optional value.
  /// - Returns: The unwrapped binding, or nil.
  public static func unwrapping(_ other: Binding<Value?>) -> Self? {
    fatalError("A shape for the interop check; never run.")
  }
}

// Shaped like SwiftUIX's `??` for optional views (SwiftUIX/SwiftUIX, Sources/SwiftUIX/
// Intermodular/Extensions/Swift/Optional++.swift), an operator OptionalBindings also overloads
// (for `Binding`): its signature, written here for the interop check. The body only makes it
// compile; nothing in this folder runs (see Tests/Interop/README.md).

import SwiftUI

// SwiftUIX d349805: Sources/SwiftUIX/Intermodular/Extensions/Swift/Optional++.swift
extension Optional where Wrapped: View {
  /// The wrapped view, or `rhs` while there is none.
  ///
  /// - Parameters:
  ///   - lhs: An optional view.
  ///   - rhs: The view shown while `lhs` is nil.
  /// - Returns: Conditional content holding one of the two.
  public static func ?? <V: View>(
    lhs: Self, rhs: @autoclosure () -> V
  ) -> _ConditionalContent<Self, V> {
    fatalError("A shape for the interop check; never run.")
  }
}

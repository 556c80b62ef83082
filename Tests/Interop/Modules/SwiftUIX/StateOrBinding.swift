// Shaped like SwiftUIX's `StateOrBinding` (SwiftUIX/SwiftUIX, Sources/SwiftUIX/Intramodular/
// Dynamic Properties/StateOrBinding.swift), which has the name of OptionalBindings' property
// wrapper: its public signatures, written here for the interop check. The bodies only make them
// compile; nothing in this folder runs (see Tests/Interop/README.md).

import SwiftUI

// SwiftUIX d349805: Sources/SwiftUIX/Intramodular/Dynamic Properties/StateOrBinding.swift
/// A property wrapper that reads and writes a value held in its own state or in a binding.
@propertyWrapper
@frozen
public struct StateOrBinding<Value>: DynamicProperty {
  /// The value, from the state or the binding.
  public var wrappedValue: Value {
    get { fatalError("A shape for the interop check; never run.") }
    nonmutating set { fatalError("A shape for the interop check; never run.") }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    fatalError("A shape for the interop check; never run.")
  }

  /// Detaches the value from the binding it was given.
  public mutating func detach() {
    fatalError("A shape for the interop check; never run.")
  }

  /// Holds `value` in the wrapper's own state.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    fatalError("A shape for the interop check; never run.")
  }

  /// Reads and writes through `binding`.
  ///
  /// - Parameter binding: The binding to use.
  public init(_ binding: Binding<Value>) {
    fatalError("A shape for the interop check; never run.")
  }

  /// Reads and writes through `binding`, or its own state starting at `initialValue` while
  /// `binding` is nil.
  ///
  /// - Parameters:
  ///   - binding: The binding to use, if any.
  ///   - initialValue: The initial value of the wrapper's own state.
  public init(_ binding: Binding<Value>?, initialValue: Value) {
    fatalError("A shape for the interop check; never run.")
  }

  /// Reads and writes through `binding`, or its own state starting at nil while `binding` is nil.
  ///
  /// - Parameter binding: The binding to use, if any.
  public init<T>(_ binding: Binding<T?>?) where Value == T? {
    fatalError("A shape for the interop check; never run.")
  }
}

// SwiftUIX d349805: Sources/SwiftUIX/Intramodular/Dynamic Properties/StateOrBinding.swift
extension StateOrBinding: Equatable where Value: Equatable {
  /// Whether two wrappers hold equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    fatalError("A shape for the interop check; never run.")
  }
}

// SwiftUIX d349805: Sources/SwiftUIX/Intramodular/Dynamic Properties/StateOrBinding.swift
extension StateOrBinding: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    fatalError("A shape for the interop check; never run.")
  }
}

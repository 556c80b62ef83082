// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `State.init(wrappedValue:)`,
// `State.init(initialValue:)`, `State.init()` (where `Value: ExpressibleByNilLiteral`),
// `State.projectedValue`. Not modelled: the `State` *macro* that Xcode 27 uses for the `@State`
// attribute ("When you build with Xcode 26 or earlier, the system uses the State property wrapper
// instead"); a macro needs a compiler plugin this package cannot build. The stand-in's `@State`
// is the property wrapper, and the library avoids the attribute (it stores `State<Value>`).

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// In the stand-in the value lives in a reference box made when the state is created, so copies
/// of a view share it and evaluating `body` again sees the latest value. SwiftUI instead keeps
/// state in its view graph, keyed by the view's identity; nothing here models that.
@frozen
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// Creates a state property that stores an initial wrapped value.
  ///
  /// - Parameter value: An initial value to store in the state property.
  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  /// Creates a state property that stores an initial value.
  ///
  /// - Parameter value: An initial value to store in the state property.
  public init(initialValue value: Value) {
    box = StateBox(value)
  }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    Binding(location: BoxLocation(box))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// The reference a `State` keeps its value in; not SwiftUI API.
@usableFromInline
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

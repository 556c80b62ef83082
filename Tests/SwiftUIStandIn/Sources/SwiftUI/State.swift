// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Not modelled: the `State` macro that Xcode 27 uses for the `@State` attribute ("When you
// build with Xcode 26 or earlier, the system uses the State property wrapper instead"); a macro
// needs a compiler plugin this package cannot build. The library avoids the attribute.

// Apple: https://developer.apple.com/documentation/swiftui/state — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// In the stand-in the value lives in a reference box made when the state is created, so copies
/// of a view share it and evaluating `body` again sees the latest value. SwiftUI instead keeps
/// state in its view graph, keyed by the view's identity; nothing here models that.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  // Apple: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a state property that stores an initial wrapped value.
  ///
  /// - Parameter value: An initial value to store in the state property.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a state property that stores an initial value.
  ///
  /// - Parameter value: An initial value to store in the state property.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(initialValue value: Value) {
    box = StateBox(value)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/state/wrappedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The underlying value referenced by the state variable.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/state/projectedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A binding to the state value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var projectedValue: Binding<Value> {
    Binding(location: BoxLocation(box))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  // Apple: https://developer.apple.com/documentation/swiftui/state/init() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a state property without an initial value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
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

/// The location of a `State`'s bindings: the value in its box.
///
/// Two are the same location when they share the box, so `$state` read twice gives the same
/// binding.
final class BoxLocation<Value>: Location {
  private let box: StateBox<Value>
  init(_ box: StateBox<Value>) { self.box = box }
  func get() -> Value { box.value }
  func update<Result>(_ body: (inout Value) -> Result) -> Result { body(&box.value) }
  func set(_ newValue: Value) { box.value = newValue }
  func isSame(as other: any Location<Value>) -> Bool {
    (other as? BoxLocation<Value>)?.box === box
  }
}

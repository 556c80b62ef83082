// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Not modelled: the `State` macro that Xcode 27 uses for the `@State` attribute ("When you
// build with Xcode 26 or earlier, the system uses the State property wrapper instead"). The iOS
// 27.0 SDK's SwiftUICore interface (xybp888/iOS-SDKs, commit ad607cb, the 16,000 characters read
// from offset 1,068,000) declares it three times, `State()`, `State<Value>(initialValue:)` and
// `State<Value>(wrappedValue:)`, each an attached accessor macro (`init`, `get`, `set`) and peer
// macro (names prefixed `_`, `__` and `$`) implemented by `SwiftUIMacros.StateMacro`, with
// helpers its expansion calls (`State._makeStorage(_:)` and `(initialValue:)`, which return a
// `LazyState` from iOS 17 and a `State` before; `_makeStorageFrozen`, `_stateNil(of:)`,
// `State._kind(_:)`; the macros `_StatePropertyWrapperStorage`, `_StateInitialStoredValue`,
// `_StateProjectedValue`, `_SwiftUIState`). A macro needs its compiler plugin: declared here with
// `#externalMacro` naming a plugin this package does not have, every `@State` in the code built
// against the stand-in would fail to expand (tried: a warning at the declaration, an error at each
// use), so the attribute stays the property wrapper below, as Xcode 26 and earlier read it, and
// the helpers, which only an expansion calls, are left out too. `LazyState` is declared
// (LazyState.swift). What the macro no longer accepts (Apple's TN3211) is checked on this
// package's own code by Tests/SwiftUIStandIn/Audit/tn3211.py.
//
// Against 26.2, 27.0's `State` adds `_propertyStorageSize` (PropertyStorageSize.swift) and spells
// `init(initialValue:)`'s `@_alwaysEmitIntoClient` `@export(implementation)`, the same attribute.

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

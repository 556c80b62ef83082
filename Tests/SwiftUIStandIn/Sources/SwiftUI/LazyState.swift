// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `LazyState`, as the iOS 27.0 SDK's SwiftUICore interface declares it (xybp888/iOS-SDKs, commit
// ad607cb, the 16,000 characters read from offset 824,000): the storage Xcode 27's `@State`
// macro makes for a property from iOS 17 (`State._makeStorage(_:)` returns one; from iOS 13 to
// 16 it returns a `State`), holding a closure that makes the initial value when it is first
// needed, not each time the view is made. The iOS 17.4 and 26.2 SDKs have no such type.
//
// Declared here: the type, its two initializers, `wrappedValue`, `projectedValue` and
// `_propertyStorageSize`. Left out: its public `Storage` enum, which the interface declares
// `@unchecked Sendable` while holding a closure that is not `Sendable` (nothing here could
// show that safe); the conformance to `Sendable` and the `init()` for an optional value, both
// `@available(*, deprecated)` without a version, which the stand-in's availability comments
// cannot state; and `_makeProperty`, which the stand-in's `DynamicProperty` does not have. The
// `@State` macro itself, and the `State._makeStorage` family its expansion calls, are not
// declared (State.swift says why).
//
// The stand-in makes the value on the first read or write through the wrapper or a binding from
// it, and keeps it in a reference, as `State` does; SwiftUI makes it when the view's storage is
// installed, which nothing here models.

// Apple: page not found — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
/// The storage of a state property whose initial value is made when it is first needed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@_documentation(visibility: internal)
@frozen
public struct LazyState<Value>: DynamicProperty {
  @usableFromInline
  let box: LazyStateBox<Value>

  // Apple: page not found — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Creates state whose initial value `thunk` makes when it is first needed.
  ///
  /// - Parameter thunk: Makes the initial value; called once at most.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public init(initialValue thunk: @escaping () -> Value) {
    box = LazyStateBox(thunk: thunk)
  }

  // Apple: page not found — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Creates state holding an initial value already made.
  ///
  /// - Parameter _initialValue: The initial value.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  public init(_initialValue: Value) {
    box = LazyStateBox(value: _initialValue)
  }

  // Apple: page not found — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// The value, made on the first read if it was not given.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  // Apple: page not found — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// A binding to the value.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public var projectedValue: Binding<Value> {
    Binding(location: LazyStateLocation(box))
  }

  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// The size of the storage the property needs: none stated, in the stand-in.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  public static var _propertyStorageSize: Int? { nil }
}

/// The reference a `LazyState` keeps its value, or what makes it, in; not SwiftUI API.
@usableFromInline
final class LazyStateBox<Value> {
  private enum Content {
    case thunk(() -> Value)
    case value(Value)
  }

  private var content: Content

  @usableFromInline
  init(thunk: @escaping () -> Value) { content = .thunk(thunk) }

  @usableFromInline
  init(value: Value) { content = .value(value) }

  /// The value; the first read makes it from the thunk, which is then dropped.
  var value: Value {
    get {
      switch content {
      case .value(let value):
        return value
      case .thunk(let make):
        let value = make()
        content = .value(value)
        return value
      }
    }
    set { content = .value(newValue) }
  }
}

/// The location of a `LazyState`'s bindings: the value in its box.
///
/// Two are the same location when they share the box.
final class LazyStateLocation<Value>: Location {
  private let box: LazyStateBox<Value>
  init(_ box: LazyStateBox<Value>) { self.box = box }
  func get() -> Value { box.value }
  func update<Result>(_ body: (inout Value) -> Result) -> Result {
    var value = box.value
    defer { box.value = value }
    return body(&value)
  }
  func set(_ newValue: Value) { box.value = newValue }
  func isSame(as other: any Location<Value>) -> Bool {
    (other as? LazyStateLocation<Value>)?.box === box
  }
}

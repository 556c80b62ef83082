import Observation

// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The unconstrained `init(wrappedValue:)` and `init(projectedValue:)`, unavailable, are not on
// Apple's pages (unavailable symbols are not documented); their shape and message are those of
// the SDK interface, which the compiler's diagnostic for a non-observable `@Bindable` quotes.

// Apple: https://developer.apple.com/documentation/swiftui/bindable — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// The stand-in's bindings read and write the object's property through its key path.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  // Apple: https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// The wrapped object.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public var wrappedValue: Value {
    get { object }
    set { object = newValue }
  }

  // Stored apart from `wrappedValue` because a stored property cannot carry an `@available`
  // newer than the deployment target; SwiftUI's own storage is not part of its interface.
  private var object: Value

  // Apple: https://developer.apple.com/documentation/swiftui/bindable/projectedvalue — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// The bindable wrapper for the object that creates bindings to its properties using dynamic
  /// member lookup.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public var projectedValue: Bindable<Value> { self }

  // Apple: page not found — unavailable
  /// Unavailable: the wrapped value must be an object that conforms to `Observable`.
  ///
  /// SwiftUI declares this unconstrained initializer, unavailable, beside the usable one in the
  /// `AnyObject & Observable` extension. Its presence is what lets the compiler see that the
  /// wrapper has an `init(wrappedValue:)`, so a view's memberwise initializer takes the model
  /// itself (`PersonForm(person: person)`) rather than a `Bindable`.
  ///
  /// - Parameter wrappedValue: The value.
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) {
    fatalError("unavailable")
  }

  // Apple: page not found — unavailable
  /// Unavailable: the wrapped value must be an object that conforms to `Observable`.
  ///
  /// - Parameter projectedValue: The bindable to copy.
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) {
    fatalError("unavailable")
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
  // Apple: https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Returns a binding to the value of a given key path.
  ///
  /// - Parameter keyPath: The property to bind to.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding(location: ObjectLocation(wrappedValue, keyPath))
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public init(wrappedValue: Value) {
    object = wrappedValue
  }

  // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(_:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public init(_ wrappedValue: Value) {
    object = wrappedValue
  }

  // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Creates a bindable from the value of another bindable.
  ///
  /// - Parameter projectedValue: The bindable to copy.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public init(projectedValue: Bindable<Value>) {
    object = projectedValue.object
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/bindable — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: Identifiable where Value: Identifiable {
  // Apple: page not found — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// The identifier of the object.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public var id: Value.ID { wrappedValue.id }
}

// Apple: https://developer.apple.com/documentation/swiftui/bindable — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: Sendable where Value: Sendable {}

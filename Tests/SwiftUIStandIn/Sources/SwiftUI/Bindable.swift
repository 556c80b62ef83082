import Observation

// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `Bindable`
// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1), `init(wrappedValue:)`, `init(_:)`,
// `subscript(dynamicMember:)`. The declaration line, `init(projectedValue:)`, `projectedValue`
// and the conformances follow the third-party reference snapshot of the SDK 27.1 interface and
// SwiftUI's long-standing shape (not individually confirmed on Apple's pages).

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// The stand-in's bindings read and write the object's property through its key path.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// The bindable wrapper for the object that creates bindings to its properties using dynamic
  /// member lookup.
  public var projectedValue: Bindable<Value> { self }

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
  /// Returns a binding to the value of a given key path.
  ///
  /// - Parameter keyPath: The property to bind to.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding(location: ObjectLocation(wrappedValue, keyPath))
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another bindable.
  ///
  /// - Parameter projectedValue: The bindable to copy.
  public init(projectedValue: Bindable<Value>) {
    self.wrappedValue = projectedValue.wrappedValue
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
  /// The identifier of the object.
  public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}

#if !canImport(SwiftUI)
  import Observation

  /// A property wrapper that makes bindings to the mutable properties of an observable object.
  ///
  /// The package's stand-in for SwiftUI's `Bindable` on platforms without SwiftUI. Declare a
  /// property `@Bindable` and use its projected value to reach bindings:
  ///
  /// ```swift
  /// @Observable final class Person { var lastName: String? = nil }
  ///
  /// struct PersonForm {
  ///   @Bindable var person: Person
  ///   var lastName: Binding<String> { $person.lastName.withDefault("") }
  /// }
  /// ```
  ///
  /// Two bindings made from the same object through equal key paths are the same location.
  @propertyWrapper
  @dynamicMemberLookup
  public struct Bindable<Value> {
    /// The object bindings are made from.
    public var wrappedValue: Value

    /// The bindable itself, so that `$person.lastName` reaches a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property of the object that `keyPath` names.
    ///
    /// - Parameter keyPath: The property to bind to.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
      Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }

    /// Creates a bindable for an observable object, for the `@Bindable` attribute.
    ///
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
      self.wrappedValue = wrappedValue
    }

    /// Creates a bindable for an observable object.
    ///
    /// - Parameter wrappedValue: The object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
      self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from another bindable's projected value.
    ///
    /// - Parameter projectedValue: The bindable to copy.
    public init(projectedValue: Bindable<Value>) {
      self = projectedValue
    }
  }

  extension Bindable: Identifiable where Value: Identifiable {
    /// The identifier of the object.
    public var id: Value.ID { wrappedValue.id }
  }

  extension Bindable: Sendable where Value: Sendable {}
#endif

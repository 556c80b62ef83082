// The package's one imitation of SwiftUI's `Bindable`, compiled wherever Binding.swift is (see
// there): the library's own on platforms without SwiftUI, and the SwiftUI stand-in's. Its shape
// is Apple's: the unconstrained initializers exist, unavailable, beside the usable ones for an
// `Observable` object, so a `@Bindable` property takes the model in a memberwise initializer and
// a non-observable model gets SwiftUI's diagnostic.
#if !canImport(SwiftUI) || SWIFTUI_STAND_IN
  import Observation

  // Apple: https://developer.apple.com/documentation/swiftui/bindable — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
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
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @dynamicMemberLookup
  @propertyWrapper
  public struct Bindable<Value> {
    // Apple: https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    /// The object bindings are made from.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public var wrappedValue: Value {
      get { object }
      set { object = newValue }
    }

    // Stored apart from `wrappedValue` because a stored property cannot carry an `@available`
    // newer than the deployment target; SwiftUI's own storage is not part of its interface.
    private var object: Value

    // Apple: https://developer.apple.com/documentation/swiftui/bindable/projectedvalue — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    /// The bindable itself, so that `$person.lastName` reaches a binding.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public var projectedValue: Bindable<Value> { self }

    // Apple: page not found — unavailable
    /// Unavailable: the wrapped value must be an object that conforms to `Observable`.
    ///
    /// SwiftUI declares this unconstrained initializer, unavailable, beside the usable one for an
    /// `Observable` object. Its presence is what lets the compiler see that the wrapper has an
    /// `init(wrappedValue:)`, so a view's memberwise initializer takes the model itself
    /// (`PersonForm(person: person)`) rather than a `Bindable`.
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
    /// A binding to the property of the object that `keyPath` names.
    ///
    /// - Parameter keyPath: The property to bind to.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Bindable where Value: AnyObject, Value: Observable {
    // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    /// Creates a bindable for an observable object, for the `@Bindable` attribute.
    ///
    /// - Parameter wrappedValue: The object.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(wrappedValue: Value) {
      object = wrappedValue
    }

    // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(_:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    /// Creates a bindable for an observable object.
    ///
    /// - Parameter wrappedValue: The object.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ wrappedValue: Value) {
      object = wrappedValue
    }

    // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    /// Creates a bindable from another bindable's projected value.
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
#endif

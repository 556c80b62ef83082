// The ObservableObject family, for client code written with models that conform to
// `ObservableObject` (the migration tool's fixtures). Each declaration names the Apple page it
// follows in an `// Apple:` line (see StandIn.swift).
//
// `ObservableObject` and `Published` are Combine's, not SwiftUI's. Apps use them with `import
// SwiftUI` alone, which Apple's iOS 17.4 and 26.2 SDKs accept (SwiftUI imports Combine, and Swift 6
// code sees the names of a module's imports), so this module declares them too. Their pages are
// Combine's (named on the line above each one); the `// Apple:` check accepts SwiftUI's pages only,
// so those lines say `page not found`.
//
// Not modelled: `objectWillChange` and the publisher `$property` gives inside the object; nothing
// here observes a change or invalidates a view.

// Combine's page: https://developer.apple.com/documentation/combine/observableobject
// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A type of object with a publisher that emits before the object has changed.
///
/// The stand-in's protocol has no requirements: it declares no publisher.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ObservableObject: AnyObject {}

// Combine's page: https://developer.apple.com/documentation/combine/published
// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A type that publishes a property marked with an attribute.
///
/// In the stand-in the value is stored in the wrapper and published nowhere; as in Combine, the
/// wrapper is usable only on properties of classes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  // Combine's page: https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates the published instance with an initial wrapped value.
  ///
  /// - Parameter wrappedValue: The publisher's initial value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  // Combine's page: https://developer.apple.com/documentation/combine/published/init(initialvalue:)
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates the published instance with an initial value.
  ///
  /// - Parameter initialValue: The publisher's initial value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(initialValue: Value) {
    value = initialValue
  }

  // Apple: page not found — unavailable
  /// Unavailable: `@Published` is only available on properties of classes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The value of a published property of `object`: the accessor the compiler uses for a
  /// property wrapper of a class's property.
  ///
  /// - Parameters:
  ///   - object: The object that holds the property.
  ///   - wrappedKeyPath: The property.
  ///   - storageKeyPath: The wrapper's storage in the object.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set { object[keyPath: storageKeyPath].value = newValue }
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/observedobject — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The stand-in keeps the object and gives bindings to its properties; it subscribes to nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor
@preconcurrency
@propertyWrapper
@frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/observedobject/wrapper — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  @dynamicMemberLookup
  @frozen
  public struct Wrapper {
    let root: ObjectType

    // Apple: https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Gets a binding to the value of a specified key path.
    ///
    /// - Parameter keyPath: A key path to a specific value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @MainActor
    @preconcurrency
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectLocation(object: root, keyPath: keyPath))
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The underlying value that the observed object references.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var wrappedValue: ObjectType

  // Apple: https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an observed object with an initial wrapped value.
  ///
  /// - Parameter wrappedValue: An initial value for the observable object.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  // Apple: https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an observed object with an initial value.
  ///
  /// - Parameter initialValue: An initial value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public init(initialValue: ObjectType) {
    wrappedValue = initialValue
  }

  // Apple: https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A projection of the observed object that creates bindings to its properties.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/stateobject — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
/// A property wrapper type that instantiates an observable object.
///
/// The stand-in makes the object when the wrapper is made and keeps it; SwiftUI makes it once
/// per view identity, which nothing here models.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor
@preconcurrency
@frozen
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  // `nonisolated(unsafe)` because Apple's `init(wrappedValue:)` is `nonisolated` while the type
  // is `@MainActor`, and a nonisolated initializer may not store into a main-actor property of
  // a non-`Sendable` type. Why it is safe: the property is a `let`, written once by that
  // initializer before the value can reach anyone else, and afterwards read only by
  // `wrappedValue` and `projectedValue`, which are `@MainActor`; so the object is handed out on
  // the main actor alone, and the reference itself never changes.
  nonisolated(unsafe) private let object: ObjectType

  // Apple: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:) — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Creates a new state object with an initial wrapped value.
  ///
  /// - Parameter thunk: An initial value for the state object.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    object = thunk()
  }

  // Apple: https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The underlying value referenced by the state object.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var wrappedValue: ObjectType { object }

  // Apple: https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// A projection of the state object that creates bindings to its properties.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(root: object)
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/environmentobject — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// The stand-in has no environment to read the object from: reading one stops the program, as
/// SwiftUI does when no ancestor supplied the object.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor
@preconcurrency
@frozen
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/environmentobject/wrapper — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A wrapper of the underlying environment object that can create bindings to its properties
  /// using dynamic member lookup.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  @dynamicMemberLookup
  @frozen
  public struct Wrapper {
    let root: ObjectType

    // Apple: https://developer.apple.com/documentation/swiftui/environmentobject/wrapper/subscript(dynamicmember:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Returns a binding to the resulting value of a given key path.
    ///
    /// - Parameter keyPath: A key path to a specific resulting value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @MainActor
    @preconcurrency
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectLocation(object: root, keyPath: keyPath))
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/environmentobject/init() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an environment object.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public init() {}

  // Apple: https://developer.apple.com/documentation/swiftui/environmentobject/wrappedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The underlying value referenced by the environment object.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var wrappedValue: ObjectType {
    fatalError(
      "No ObservableObject of type \(ObjectType.self) found: the stand-in has no environment.")
  }

  // Apple: https://developer.apple.com/documentation/swiftui/environmentobject/projectedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A projection of the environment object that creates bindings to its properties using
  /// dynamic member lookup.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }
}

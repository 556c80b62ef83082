// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The collection conformances' members have no pages of their own: they follow the
// `Collection` protocol, and the conformances are listed on the `Binding` page. Their
// availability is the one Apple's iOS 26.2 and 17.4 SDK interfaces give the conformances (iOS 15,
// macOS 12, tvOS 15, watchOS 8), not the `Binding` page's: `ForEach($items) { $item in … }`
// works from iOS 13 through `ForEach`'s own initializer over a `Binding<C>`, which does not use
// them (see ForEachOverBindings.swift).

// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// The stand-in's binding reads and writes through a reference to a location (closures, a key
/// path from another binding, a `State` box or an object property). It keeps a transaction but
/// never uses it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  // Apple: https://developer.apple.com/documentation/swiftui/binding/transaction — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The binding's transaction.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var transaction: Transaction

  let location: BindingLocation<Value>

  init(location: BindingLocation<Value>, transaction: Transaction = Transaction()) {
    self.location = location
    self.transaction = transaction
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The underlying value referenced by the binding variable.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/projectedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A projection of the binding value that returns a binding.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var projectedValue: Binding<Value> { self }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding from the value of another binding.
  ///
  /// - Parameter projectedValue: The binding to copy.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding with closures that read and write the binding value.
  ///
  /// Both parameters are `@_inheritActorContext`, as in the iOS 26.2 SDK (SwiftUICore,
  /// `Binding.init(get:set:)`): a closure takes the isolation of the code it is written in. The
  /// symbol graphs the audit compares do not show that attribute; `RejectionTests` checks its
  /// effect.
  ///
  /// - Parameters:
  ///   - get: A closure that retrieves the binding value.
  ///   - set: A closure that sets the binding value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.init(location: ClosureLocation(get: get, set: set))
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5 — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding with a closure that reads from the binding value, and a closure that
  /// applies a transaction when writing to the binding value.
  ///
  /// The stand-in passes the binding's transaction to `set`.
  ///
  /// - Parameters:
  ///   - get: A closure to retrieve the binding value.
  ///   - set: A closure to set the binding value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) {
    self.init(
      location: ClosureLocation(
        get: get,
        set: { newValue in
          let setter = set
          setter.isolation?.preconditionIsolated("Binding setter called off its actor.")
          // Sound: see `ClosureLocation.get()`; the isolation was checked on the line above.
          let call = unsafeBitCast(setter, to: (@Sendable (Value, Transaction) -> Void).self)
          call(newValue, Transaction())
        }
      )
    )
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/constant(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding with an immutable value.
  ///
  /// - Parameter value: An immutable value.
  /// - Returns: A binding whose writes are ignored.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Returns a binding to the resulting value of a given key path.
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  /// - Returns: A new binding.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(
      location: ProjectedLocation(location, keyPath),
      transaction: transaction
    )
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/transaction(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Specifies a transaction for the binding.
  ///
  /// - Parameter transaction: An instance of a `Transaction`.
  /// - Returns: A new binding.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/animation(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Specifies an animation to perform when the binding value changes.
  ///
  /// - Parameter animation: An animation sequence performed when the binding value changes.
  /// - Returns: A new binding.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }
}

extension Binding {
  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(_:)-6krsi — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding by projecting the base value to an optional value.
  ///
  /// - Parameter base: A value to project to an optional value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(location: PromotedLocation(base.location), transaction: base.transaction)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9 — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding by projecting the base value to an unwrapped value.
  ///
  /// As Apple documents, the new binding force-unwraps the value from the original binding: the
  /// original becoming nil makes the new binding crash, here as in SwiftUI. (Apple's page says
  /// so; the iOS 26.2 SDK's `Binding.init?(_:)` is not inlinable, so its interface cannot show
  /// it.)
  ///
  /// - Parameter base: A value to project to an unwrapped value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init?(_ base: Binding<Value?>) {
    guard base.wrappedValue != nil else { return nil }
    self.init(location: ForceUnwrappedLocation(base.location), transaction: base.transaction)
  }
}

extension Binding {
  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(_:)-86mwe — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding by projecting the base value to a hashable value.
  ///
  /// The stand-in writes a value back only when it holds a `V`; a value of another type is
  /// dropped.
  ///
  /// - Parameter base: A `Hashable` value to project to an `AnyHashable` value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
    self.init(location: ErasedHashableLocation(base.location), transaction: base.transaction)
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Binding: Sequence where Value: MutableCollection {
  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A binding to an element of the collection.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public typealias Element = Binding<Value.Element>

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// An iterator over the element bindings.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public typealias Iterator = IndexingIterator<Binding<Value>>

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A slice of the element bindings.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public typealias SubSequence = Slice<Binding<Value>>
}

// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Binding: Collection where Value: MutableCollection {
  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A position in the collection.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public typealias Index = Value.Index

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The positions of the collection, in order.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public typealias Indices = Value.Indices

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The position of the first element.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The position one past the last element.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The collection's indices.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var indices: Value.Indices { wrappedValue.indices }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Returns the position immediately after the given index.
  ///
  /// - Parameter i: A valid index of the collection.
  /// - Returns: The next index.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index {
    wrappedValue.index(after: i)
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Replaces the given index with its successor.
  ///
  /// - Parameter i: A valid index of the collection.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func formIndex(after i: inout Binding<Value>.Index) {
    wrappedValue.formIndex(after: &i)
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A binding to the element at `position`: it reads and writes whatever the collection holds
  /// there when it is used.
  ///
  /// - Parameter position: A valid index of the collection.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
    Binding<Value.Element>(
      location: ElementLocation(location, position), transaction: transaction)
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Returns the position immediately before the given index.
  ///
  /// - Parameter i: A valid index of the collection, greater than `startIndex`.
  /// - Returns: The previous index.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
    wrappedValue.index(before: i)
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Replaces the given index with its predecessor.
  ///
  /// - Parameter i: A valid index of the collection, greater than `startIndex`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func formIndex(before i: inout Binding<Value>.Index) {
    wrappedValue.formIndex(before: &i)
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: DynamicProperty {}

// Apple: https://developer.apple.com/documentation/swiftui/binding/id — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Binding: Identifiable where Value: Identifiable {
  // Apple: https://developer.apple.com/documentation/swiftui/binding/id — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The stable identity of the entity associated with this instance, corresponding to the `id`
  /// of the binding's wrapped value.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var id: Value.ID { wrappedValue.id }
}

// Apple's documentation: "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable.
// It is always safe to pass a sendable binding between different concurrency domains. However,
// reading from or writing to a binding's wrapped value from a different concurrency domain may or
// may not be safe, depending on how the binding was created."
//
// `@unchecked` because the location is a class the compiler cannot see through. What the
// conformance promises is what Apple promises, and that part is safe here: a `Binding` is a
// `let` reference to a location plus a `Transaction` value, and every location keeps only `let`
// properties, so passing a binding shares nothing that can change. Reading or writing the value
// from another domain is exactly as safe as the source of truth, as in SwiftUI; the stand-in's
// tests do it only on the main actor.
// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

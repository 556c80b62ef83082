// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `Binding`,
// `init(get:set:)` (both overloads), `init(projectedValue:)`, `init(_:)` (both overloads),
// `subscript(dynamicMember:)`, `transaction`, `transaction(_:)`, `animation(_:)`, the Sendable
// rule in `init(get:set:)`'s discussion, the `DynamicProperty` and `Identifiable` conformances.
// `wrappedValue`, `projectedValue` and `constant(_:)` pages were not surfaced; they are declared
// as SwiftUI has always declared them.

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// The stand-in's binding reads and writes through a reference to a location (closures, a key
/// path from another binding, a `State` box or an object property). It keeps a transaction but
/// never uses it.
@frozen
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// The binding's transaction.
  public var transaction: Transaction

  let location: BindingLocation<Value>

  init(location: BindingLocation<Value>, transaction: Transaction = Transaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding from the value of another binding.
  ///
  /// - Parameter projectedValue: The binding to copy.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Creates a binding with closures that read and write the binding value.
  ///
  /// - Parameters:
  ///   - get: A closure that retrieves the binding value.
  ///   - set: A closure that sets the binding value.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.init(location: ClosureLocation(get: get, set: set))
  }

  /// Creates a binding with a closure that reads from the binding value, and a closure that
  /// applies a transaction when writing to the binding value.
  ///
  /// The stand-in passes the binding's transaction to `set`.
  ///
  /// - Parameters:
  ///   - get: A closure to retrieve the binding value.
  ///   - set: A closure to set the binding value.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) {
    let transaction = Transaction()
    self.init(
      location: ClosureLocation(
        get: get,
        set: { newValue in
          let setter = set
          setter.isolation?.preconditionIsolated("Binding setter called off its actor.")
          // Sound: see `ClosureLocation.get()`; the isolation was checked on the line above.
          let call = unsafeBitCast(setter, to: (@Sendable (Value, Transaction) -> Void).self)
          call(newValue, transaction)
        }
      )
    )
  }

  /// Creates a binding with an immutable value.
  ///
  /// - Parameter value: An immutable value.
  /// - Returns: A binding whose writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// Returns a binding to the resulting value of a given key path.
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  /// - Returns: A new binding.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(
      location: ProjectedLocation(location, keyPath),
      transaction: transaction
    )
  }

  /// Specifies a transaction for the binding.
  ///
  /// - Parameter transaction: An instance of a `Transaction`.
  /// - Returns: A new binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// Specifies an animation to perform when the binding value changes.
  ///
  /// - Parameter animation: An animation sequence performed when the binding value changes.
  /// - Returns: A new binding.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }
}

extension Binding {
  /// Creates a binding by projecting the base value to an optional value.
  ///
  /// - Parameter base: A value to project to an optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(location: PromotedLocation(base.location), transaction: base.transaction)
  }

  /// Creates a binding by projecting the base value to an unwrapped value.
  ///
  /// As Apple documents, the new binding force-unwraps the value from the original binding: the
  /// original becoming nil makes the new binding crash, here as in SwiftUI.
  ///
  /// - Parameter base: A value to project to an unwrapped value.
  public init?(_ base: Binding<Value?>) {
    guard base.wrappedValue != nil else { return nil }
    self.init(location: ForceUnwrappedLocation(base.location), transaction: base.transaction)
  }
}

extension Binding {
  /// Creates a binding by projecting the base value to a hashable value.
  ///
  /// The stand-in writes a value back only when it holds a `V`; a value of another type is
  /// dropped.
  ///
  /// - Parameter base: A `Hashable` value to project to an `AnyHashable` value.
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
    self.init(location: ErasedHashableLocation(base.location), transaction: base.transaction)
  }
}

extension Binding: Sequence where Value: MutableCollection {
  /// A binding to an element of the collection.
  public typealias Element = Binding<Value.Element>

  /// An iterator over the element bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>

  /// A slice of the element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// A position in the collection.
  public typealias Index = Value.Index

  /// The positions of the collection, in order.
  public typealias Indices = Value.Indices

  /// The position of the first element.
  public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }

  /// The position one past the last element.
  public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }

  /// The collection's indices.
  public var indices: Value.Indices { wrappedValue.indices }

  /// Returns the position immediately after the given index.
  ///
  /// - Parameter i: A valid index of the collection.
  /// - Returns: The next index.
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index {
    wrappedValue.index(after: i)
  }

  /// Replaces the given index with its successor.
  ///
  /// - Parameter i: A valid index of the collection.
  public func formIndex(after i: inout Binding<Value>.Index) {
    wrappedValue.formIndex(after: &i)
  }

  /// A binding to the element at `position`: it reads and writes whatever the collection holds
  /// there when it is used.
  ///
  /// - Parameter position: A valid index of the collection.
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
    Binding<Value.Element>(
      location: ElementLocation(location, position), transaction: transaction)
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  /// Returns the position immediately before the given index.
  ///
  /// - Parameter i: A valid index of the collection, greater than `startIndex`.
  /// - Returns: The previous index.
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
    wrappedValue.index(before: i)
  }

  /// Replaces the given index with its predecessor.
  ///
  /// - Parameter i: A valid index of the collection, greater than `startIndex`.
  public func formIndex(before i: inout Binding<Value>.Index) {
    wrappedValue.formIndex(before: &i)
  }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
  /// The stable identity of the entity associated with this instance, corresponding to the `id`
  /// of the binding's wrapped value.
  public var id: Value.ID { wrappedValue.id }
}

// Apple: "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable.
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
extension Binding: @unchecked Sendable where Value: Sendable {}

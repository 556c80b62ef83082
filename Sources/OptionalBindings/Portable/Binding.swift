// The package's one imitation of SwiftUI's `Binding`: the library's own on platforms without
// SwiftUI, and the one the SwiftUI stand-in's module is built with (Tests/SwiftUIStandIn compiles
// this folder into its module named `SwiftUI`, with `SWIFTUI_STAND_IN` defined), so that
// `.ci/apple-sdk stand-in` audits these very declarations against Apple's. Hence Apple's
// availability and an `// Apple:` line on each public declaration (the stand-in's convention,
// stated in its StandIn.swift); on Linux the attributes have no effect. What SwiftUI has and
// Linux users do not need (transactions, animations, `DynamicProperty`) is the stand-in's own.
// The two things each side supplies, `DerivationContext` and `unwrapping(lastRead:)`, are in
// Binding+Library.swift here and in the stand-in's Binding+SwiftUI.swift.
#if !canImport(SwiftUI) || SWIFTUI_STAND_IN
  // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A property wrapper that reads and writes a value owned by a source of truth elsewhere.
  ///
  /// This is the package's stand-in for SwiftUI's `Binding` on platforms without SwiftUI (Linux,
  /// Windows, Android). It has SwiftUI's spelling for everything the package's helpers and their
  /// users touch, so helper code written once compiles against either, and it models the one
  /// piece of SwiftUI's behaviour the helpers exist for: two bindings derived from the same source
  /// through equal key paths are the same location, while a binding made from closures is only
  /// ever the same as itself.
  ///
  /// ```swift
  /// @Observable final class Person { var lastName: String? = nil }
  ///
  /// let person = Person()
  /// @Bindable var model = person
  /// let lastName: Binding<String?> = $model.lastName
  /// lastName.wrappedValue = "Lovelace"  // person.lastName == "Lovelace"
  /// ```
  ///
  /// Left out, because nothing here has a view graph to give them meaning: `transaction`,
  /// `animation(_:)`, `transaction(_:)` and `DynamicProperty`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @frozen
  @propertyWrapper
  @dynamicMemberLookup
  public struct Binding<Value> {
    @usableFromInline let location: any Location<Value>

    /// What a binding derived from this one carries over (see `DerivationContext`).
    @usableFromInline var context: DerivationContext

    @usableFromInline init(
      location: any Location<Value>, context: DerivationContext = DerivationContext()
    ) {
      self.location = location
      self.context = context
    }

    // Apple: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// The value of the source of truth.
    ///
    /// Reading asks the source; writing stores into it. Neither caches anything in the binding.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var wrappedValue: Value {
      get { location.get() }
      nonmutating set { location.set(newValue) }
    }

    // Apple: https://developer.apple.com/documentation/swiftui/binding/projectedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// The binding itself, so that `$binding` works on a `@Binding` property.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var projectedValue: Binding<Value> { self }

    // Apple: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Creates a binding from the value of another binding, for `@Binding` parameters.
    ///
    /// - Parameter projectedValue: The binding to use.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(projectedValue: Binding<Value>) {
      self = projectedValue
    }

    // Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Creates a binding that reads and writes through two closures.
    ///
    /// The parameter types are those of the iOS 26.2 SDK (SwiftUICore, `Binding.init(get:set:)`):
    /// the closures are `@Sendable` and carry their actor isolation (`@isolated(any)`), so a
    /// capture that is not `Sendable` gets the same Swift 6 diagnostic here as against SwiftUI.
    /// Like SwiftUI's, the parameters are `@_inheritActorContext` (see below).
    ///
    /// What is checked when the binding is read or written:
    ///
    /// - A closure written `{ @MainActor in … }` (or any closure the compiler isolates to the main
    ///   actor) runs only on the main actor, that is, from code running on the main dispatch
    ///   queue. Called from anywhere else, it stops the program with the package's message on
    ///   standard error: "OptionalBindings: a Binding(get:set:) closure isolated to the main actor
    ///   was called off the main actor (from code that is not running on the main queue)."
    /// - A closure isolated to another global actor (`{ @MyActor in … }`) runs only on that actor.
    ///   Called from elsewhere, it stops the program with the Swift runtime's message, "Incorrect
    ///   actor executor assumption; expected '…' executor.": Swift has no public way to ask
    ///   whether code runs on an arbitrary actor without trapping, so the package cannot print a
    ///   message of its own first.
    /// - A closure takes the isolation of the function or method it is written in, as with
    ///   SwiftUI's `Binding` in the iOS 26.2 SDK, whose parameters are `@_inheritActorContext`
    ///   too: `Binding(get: { self.value }, set: { … })` in a `@MainActor` method is isolated to
    ///   the main actor and checked as above, and in an actor's method to that actor. (In the
    ///   iOS 17.4 SDK they are plain closures.) A closure written where nothing is isolated is
    ///   not checked.
    ///
    /// A binding made this way is the same location only as itself: two bindings made from equal
    /// closures are different, which is what makes SwiftUI re-evaluate the views that take them.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Stores a new value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency
    public init(
      @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
      @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
      self.init(location: ClosureLocation(get: get, set: set))
    }

    // Apple: https://developer.apple.com/documentation/swiftui/binding/constant(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Creates a binding that always reads `value` and ignores writes.
    ///
    /// - Parameter value: The value to read.
    /// - Returns: A binding whose writes change nothing.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func constant(_ value: Value) -> Binding<Value> {
      Binding(location: ConstantLocation(value))
    }

    // Apple: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// A binding to the part of the value that `keyPath` names.
    ///
    /// This is what makes `$model.name` and `$dictionary["key"]` work. The result remembers this
    /// binding and the key path, so deriving it twice with equal key paths gives the same location.
    ///
    /// - Parameter keyPath: The part of the value to bind to.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @inlinable
    public subscript<Subject>(
      dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      Binding<Subject>(
        location: ProjectedLocation(base: location, keyPath: keyPath), context: context)
    }

    /// Whether `other` reads and writes the same place as this binding, by the rule SwiftUI uses
    /// to decide that a view's binding did not change between two evaluations.
    ///
    /// Bindings from `Bindable` are the same when they name the same object through equal key
    /// paths; derived bindings when their sources are the same and their key paths equal; a
    /// binding from `init(get:set:)` or `constant(_:)` only as itself. Not part of SwiftUI's API
    /// or this package's: SPI that tests, the demo and the benchmark use to observe identity,
    /// through `@_spi(Testing) import OptionalBindings`.
    ///
    /// - Parameter other: The binding to compare with.
    /// - Returns: `true` when both are the same location.
    @_spi(Testing)
    public func _isSameLocation(as other: Binding<Value>) -> Bool {
      location.isSame(as: other.location)
    }

    /// The key path this binding applies to its source, when it was derived through one; nil for a
    /// binding from `init(get:set:)`, `constant(_:)` or straight from a `Bindable`.
    ///
    /// Not part of SwiftUI's API or this package's: SPI that the benchmark uses to time the bare
    /// key path a helper wraps, and tests to compare key paths.
    @_spi(Testing)
    public var _keyPath: AnyKeyPath? { location.projectionKeyPath }
  }

  extension Binding {
    // Apple: https://developer.apple.com/documentation/swiftui/binding/init(_:)-6krsi — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Creates a binding to an optional from a binding to a value.
    ///
    /// Reading gives the base's value, never nil. Writing a value stores it in the base; writing
    /// nil changes nothing, because the base cannot hold nil.
    ///
    /// - Parameter base: The binding to a non-optional value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init<V>(_ base: Binding<V>) where Value == V? {
      self.init(location: OptionalPromotionLocation(base: base.location), context: base.context)
    }

    // Apple: https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9 — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Creates a binding to the wrapped value of an optional, or nil while the optional is nil.
    ///
    /// SwiftUI's version of this initializer traps if the source becomes nil while the unwrapped
    /// binding is still in use, as Apple's documentation says (the iOS 26.2 SDK's
    /// `Binding.init?(_:)` is not inlinable, so its interface cannot show it). This one does not:
    /// once the source is nil it keeps reading the value the source held when the binding was made,
    /// and a write through it is dropped, so the source stays nil instead of getting back a value
    /// that was removed.
    ///
    /// - Parameter base: The binding to an optional value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init?(_ base: Binding<Value?>) {
      guard let value = base.wrappedValue else { return nil }
      // The stand-in's `unwrapping(lastRead:)` traps instead, as Apple documents for SwiftUI's.
      self = base.unwrapping(lastRead: value)
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  extension Binding: Sequence where Value: MutableCollection {
    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// A binding to one element of the collection.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public typealias Element = Binding<Value.Element>

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// An iterator over bindings to the elements, in order.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public typealias Iterator = IndexingIterator<Binding<Value>>

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// A contiguous run of bindings to elements.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public typealias SubSequence = Slice<Binding<Value>>
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  extension Binding: Collection where Value: MutableCollection {
    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// A position in the collection: the bound collection's own index.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public typealias Index = Value.Index

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The bound collection's indices.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public typealias Indices = Value.Indices

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The position of the first element of the bound collection.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The position one past the last element of the bound collection.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The bound collection's indices, in order.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var indices: Value.Indices { wrappedValue.indices }

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The position after `i` in the bound collection.
    ///
    /// - Parameter i: A valid index other than `endIndex`.
    /// - Returns: The next index.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index {
      wrappedValue.index(after: i)
    }

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// Moves `i` to the position after it in the bound collection.
    ///
    /// - Parameter i: A valid index other than `endIndex`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func formIndex(after i: inout Binding<Value>.Index) {
      wrappedValue.formIndex(after: &i)
    }

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// A binding to the element at `position`.
    ///
    /// This is what `$model.rows[i]` and `ForEach($model.rows)` use. The binding holds the
    /// position, not a key path, so deriving it costs no key-path formation; two derived from the
    /// same source at equal positions are the same binding. Like the collection's own subscript, it
    /// reads and writes whatever element is at that position when it is used, and traps if the
    /// position is no longer valid: to follow an element wherever it moves, and to read nil once
    /// it is deleted, use `subscript(id:)`.
    ///
    /// - Parameter position: A valid index other than `endIndex`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
      Binding<Value.Element>(
        location: ElementLocation(base: location, index: position), context: context)
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  extension Binding: BidirectionalCollection
  where Value: BidirectionalCollection, Value: MutableCollection {
    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The position before `i` in the bound collection.
    ///
    /// - Parameter i: A valid index other than `startIndex`.
    /// - Returns: The previous index.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
      wrappedValue.index(before: i)
    }

    // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// Moves `i` to the position before it in the bound collection.
    ///
    /// - Parameter i: A valid index other than `startIndex`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func formIndex(before i: inout Binding<Value>.Index) {
      wrappedValue.formIndex(before: &i)
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  extension Binding: RandomAccessCollection
  where Value: MutableCollection, Value: RandomAccessCollection {}

  // Apple: https://developer.apple.com/documentation/swiftui/binding/id — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  extension Binding: Identifiable where Value: Identifiable {
    // Apple: https://developer.apple.com/documentation/swiftui/binding/id — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The identifier of the bound value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var id: Value.ID { wrappedValue.id }
  }

  // `@unchecked` because a binding erases the type of its source of truth, so the compiler cannot
  // see what it reaches. Why sharing one across concurrency domains is safe: a `Binding` is one
  // `let` reference to a location and a `DerivationContext` value (empty here; the stand-in's
  // holds a `Transaction`, a value too), and every location class keeps only `let` properties, so
  // the binding and its locations never change after they are made and can be read from any
  // thread. What a location reaches is checked where it is made: `init(get:set:)` accepts only
  // `@Sendable` closures and, on every call, traps unless the caller is on the closure's actor;
  // `constant(_:)` stores a `Value`, `Sendable` under this conformance's condition; key paths
  // are immutable. Reading or writing the value from another domain is exactly as safe as the
  // source of truth makes it. SwiftUI's own `Binding` declares the same conformance (iOS 26.2
  // SDK, SwiftUICore: `extension Binding : @unchecked Sendable where Value : Sendable`), and its
  // documentation makes the same promise: handing such a binding to another domain is safe,
  // while reading or writing its value there is only as safe as the way it was made.
  // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  extension Binding: @unchecked Sendable where Value: Sendable {}
#endif

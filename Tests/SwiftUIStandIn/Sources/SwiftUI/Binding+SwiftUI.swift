// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
//
// `Binding` and `Bindable` themselves are the library's portable ones (the `Portable` folder here
// is a symbolic link to Sources/OptionalBindings/Portable, compiled with `SWIFTUI_STAND_IN`
// defined), so the audit covers the `Binding` Linux users get. This file adds what SwiftUI's has
// and the library's Linux build does not need: the transaction and animation, the initializers
// SwiftUI has beyond the library's, and the `DynamicProperty` conformance; and it answers the two
// things the shared `Binding` leaves to the module that compiles it (the library answers in
// Portable/Binding+Library.swift, which compiles to nothing here).

/// What a binding hands on to the bindings derived from it: its transaction, as SwiftUI's
/// derived bindings keep their source's.
@usableFromInline
struct DerivationContext {
  var transaction = Transaction()
  @usableFromInline init() {}
}

extension Binding {
  // Apple: https://developer.apple.com/documentation/swiftui/binding/transaction — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The binding's transaction.
  ///
  /// The stand-in keeps it and hands it on to derived bindings, and nothing reads it.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var transaction: Transaction {
    get { context.transaction }
    set { context.transaction = newValue }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5 — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding with a closure that reads from the binding value, and a closure that
  /// applies a transaction when writing to the binding value.
  ///
  /// The stand-in passes a new `Transaction` to `set`: the location that calls it does not know
  /// the binding's.
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
      get: get,
      set: { newValue in
        ClosureLocation<Value>.checkIsolation(set.isolation)
        // Sound for the reason `ClosureLocation.init` gives: the isolation was checked on the
        // line above, so this synchronous call crosses no isolation boundary.
        let call = unsafeBitCast(set, to: (@Sendable (Value, Transaction) -> Void).self)
        call(newValue, Transaction())
      })
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

  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(_:)-86mwe — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a binding by projecting the base value to a hashable value.
  ///
  /// The stand-in writes a value back only when it holds a `V`; a value of another type is
  /// dropped.
  ///
  /// - Parameter base: A `Hashable` value to project to an `AnyHashable` value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
    self.init(location: ErasedHashableLocation(base.location), context: base.context)
  }

  /// `Binding.init?(_:)` for a source that holds `value`: as Apple documents for SwiftUI's, the
  /// binding force-unwraps its source, and reading it once the source is nil stops the program.
  func unwrapping<Wrapped>(lastRead value: Wrapped) -> Binding<Wrapped> where Value == Wrapped? {
    Binding<Wrapped>(location: ForceUnwrappedLocation(location), context: context)
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: DynamicProperty {}

/// A location that unwraps an optional base, for `Binding.init?(_:)`.
///
/// Apple documents that the binding this makes force-unwraps its base and crashes once the base
/// becomes nil; the stand-in stops the program the same way, with a message.
final class ForceUnwrappedLocation<Value>: Location {
  private let base: any Location<Value?>
  init(_ base: any Location<Value?>) { self.base = base }

  func get() -> Value {
    guard let value = base.get() else {
      fatalError("Binding.init?(_:) read after its base became nil (SwiftUI documents a crash).")
    }
    return value
  }

  func update<Result>(_ body: (inout Value) -> Result) -> Result {
    var value = get()
    let result = body(&value)
    base.set(value)
    return result
  }

  func isSame(as other: any Location<Value>) -> Bool {
    guard let other = other as? ForceUnwrappedLocation<Value> else { return false }
    return base.isSame(as: other.base)
  }
}

/// A location that shows a hashable base as `AnyHashable`, for `Binding.init(_:)`.
///
/// Writing stores the new value only when it holds the base's type.
final class ErasedHashableLocation<Base: Hashable>: Location {
  private let base: any Location<Base>
  init(_ base: any Location<Base>) { self.base = base }

  func get() -> AnyHashable { AnyHashable(base.get()) }

  func update<Result>(_ body: (inout AnyHashable) -> Result) -> Result {
    var value = get()
    let result = body(&value)
    if let newValue = value.base as? Base { base.set(newValue) }
    return result
  }
}

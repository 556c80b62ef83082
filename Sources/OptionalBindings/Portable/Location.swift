#if !canImport(SwiftUI)
  /// The storage behind a portable ``Binding``: where it reads and writes, and what it is the same
  /// place as.
  ///
  /// Every conforming class keeps only `let` properties, so a location never changes after it is
  /// made; what it reaches (a closure, an object, another location) holds the mutable state.
  @usableFromInline
  protocol Location<Value>: AnyObject {
    associatedtype Value

    /// The current value.
    func get() -> Value

    /// Mutates the value in place and returns what `body` returns.
    ///
    /// Nested projections go through here, so a write through `$model.dictionary[key]` changes the
    /// dictionary where it is stored instead of copying it out and back.
    func update<Result>(_ body: (inout Value) -> Result) -> Result

    /// Stores a new value; the same as `update { $0 = newValue }`, one closure call cheaper.
    func set(_ newValue: Value)

    /// Whether `other` reads and writes the same place, in the sense SwiftUI uses to decide that a
    /// view's binding has not changed between two evaluations.
    func isSame(as other: any Location<Value>) -> Bool

    /// The key path this location applies to its base, if it is a projection.
    var projectionKeyPath: AnyKeyPath? { get }
  }

  extension Location {
    func set(_ newValue: Value) { update { $0 = newValue } }
    func isSame(as other: any Location<Value>) -> Bool { self === other }
    var projectionKeyPath: AnyKeyPath? { nil }
  }

  /// A location made by `Binding(get:set:)`: two closures, the same only as itself.
  final class ClosureLocation<Value>: Location {
    private let getter: @isolated(any) @Sendable () -> Value
    private let setter: @isolated(any) @Sendable (Value) -> Void

    init(
      get: @escaping @isolated(any) @Sendable () -> Value,
      set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
      self.getter = get
      self.setter = set
    }

    func get() -> Value {
      let getter = self.getter
      getter.isolation?.preconditionIsolated(Self.offIsolationMessage)
      // Why this cast is sound, in two parts.
      //
      // Isolation: Swift 6 refuses a synchronous call to an `@isolated(any)` function because the
      // function may belong to an actor the caller is not on. We settle that question at run time:
      // `isolation` is nil for a non-isolated closure, which any caller may run; otherwise the
      // line above traps unless the current executor *is* that actor's executor. After that line
      // the call below crosses no isolation boundary, which is exactly the condition SE-0431 sets
      // for calling such a function synchronously.
      //
      // Representation: an `@isolated(any)` function value has the size and calling convention of
      // the same function type without the attribute; the isolation travels in the closure's
      // context, not in its signature. `unsafeBitCast` checks the sizes at run time, and the tests
      // (`PortableBindingTests`) call global-actor, non-isolated, capturing and function-reference
      // closures through this path.
      let call = unsafeBitCast(getter, to: (@Sendable () -> Value).self)
      return call()
    }

    func update<Result>(_ body: (inout Value) -> Result) -> Result {
      var value = get()
      let result = body(&value)
      let setter = self.setter
      setter.isolation?.preconditionIsolated(Self.offIsolationMessage)
      // Sound for the reasons given in `get()`.
      let call = unsafeBitCast(setter, to: (@Sendable (Value) -> Void).self)
      call(value)
      return result
    }

    private static var offIsolationMessage: String {
      "A Binding(get:set:) closure isolated to an actor was called from outside that actor."
    }
  }

  /// A location made by `Binding.constant(_:)`: it always reads the same value and ignores writes.
  final class ConstantLocation<Value>: Location {
    private let value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { value }

    func update<Result>(_ body: (inout Value) -> Result) -> Result {
      var scratch = value
      return body(&scratch)
    }
  }

  /// A location that is a property of an object, made by `Bindable`.
  ///
  /// It is the same as another object location when both name the same object through equal key
  /// paths.
  final class ObjectLocation<Root: AnyObject, Value>: Location {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
      self.object = object
      self.keyPath = keyPath
    }

    func get() -> Value { object[keyPath: keyPath] }

    func update<Result>(_ body: (inout Value) -> Result) -> Result {
      body(&object[keyPath: keyPath])
    }

    func set(_ newValue: Value) {
      object[keyPath: keyPath] = newValue
    }

    func isSame(as other: any Location<Value>) -> Bool {
      guard let other = other as? ObjectLocation<Root, Value> else { return false }
      return object === other.object && keyPath == other.keyPath
    }
  }

  /// A location derived from another through a writable key path.
  ///
  /// `$model.name` and `$model.name.withDefault("")` are projections. One is the same as another
  /// when their bases are the same and their key paths are equal, which is how SwiftUI compares
  /// derived bindings.
  @usableFromInline
  final class ProjectedLocation<Base, Value>: Location {
    private let base: any Location<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    @usableFromInline
    init(base: any Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
      self.base = base
      self.keyPath = keyPath
    }

    @usableFromInline var projectionKeyPath: AnyKeyPath? { keyPath }

    @usableFromInline func get() -> Value { base.get()[keyPath: keyPath] }

    @usableFromInline func update<Result>(_ body: (inout Value) -> Result) -> Result {
      base.update { body(&$0[keyPath: keyPath]) }
    }

    @usableFromInline func set(_ newValue: Value) {
      base.update { $0[keyPath: keyPath] = newValue }
    }

    @usableFromInline func isSame(as other: any Location<Value>) -> Bool {
      guard let other = other as? ProjectedLocation<Base, Value> else { return false }
      return keyPath == other.keyPath && base.isSame(as: other.base)
    }
  }

  /// A location that shows a non-optional base as an optional, for `Binding.init(_:)`.
  ///
  /// Writing nil through it changes nothing, because the base has no way to store nil.
  final class OptionalPromotionLocation<Wrapped>: Location {
    private let base: any Location<Wrapped>

    init(base: any Location<Wrapped>) { self.base = base }

    func get() -> Wrapped? { base.get() }

    func update<Result>(_ body: (inout Wrapped?) -> Result) -> Result {
      base.update { wrapped in
        var optional: Wrapped? = wrapped
        let result = body(&optional)
        if let newValue = optional { wrapped = newValue }
        return result
      }
    }

    func isSame(as other: any Location<Wrapped?>) -> Bool {
      guard let other = other as? OptionalPromotionLocation<Wrapped> else { return false }
      return base.isSame(as: other.base)
    }
  }
#endif

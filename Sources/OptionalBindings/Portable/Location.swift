// The storage behind the shared `Binding`, compiled wherever Binding.swift is (see there).
#if !canImport(SwiftUI) || SWIFTUI_STAND_IN
  import Foundation

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
  ///
  /// Each closure's isolation is read once, when the binding is made, and checked before every
  /// call (``checkIsolation(_:)``); the closure itself is kept as the same function without the
  /// `@isolated(any)` attribute, so that a read or a write is a plain synchronous call.
  ///
  /// SwiftUI's `Binding` takes the same two closure types (iOS 26.2 SDK, SwiftUICore,
  /// `Binding.init(get:set:)`), but its initializer is not inlinable: how SwiftUI calls them is
  /// not in its interface, and the cast below is this package's own.
  final class ClosureLocation<Value>: Location {
    private let getter: @Sendable () -> Value
    private let getterIsolation: (any Actor)?
    private let setter: @Sendable (Value) -> Void
    private let setterIsolation: (any Actor)?

    init(
      get: @escaping @isolated(any) @Sendable () -> Value,
      set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
      // Sound: the cast drops only the static `@isolated(any)` marker (the representation is
      // the same two words today; `unsafeBitCast` traps if the sizes ever differ), and every
      // call below first passes `checkIsolation` on the isolation read here, so no call crosses
      // an isolation boundary. Why there is no other way, and what guards it: README.md here.
      self.getterIsolation = get.isolation
      self.setterIsolation = set.isolation
      self.getter = unsafeBitCast(get, to: (@Sendable () -> Value).self)
      self.setter = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
    }

    func get() -> Value {
      Self.checkIsolation(getterIsolation)
      return getter()
    }

    func update<Result>(_ body: (inout Value) -> Result) -> Result {
      var value = get()
      let result = body(&value)
      Self.checkIsolation(setterIsolation)
      setter(value)
      return result
    }

    /// Returns only if a closure isolated to `isolation` may run synchronously here; otherwise
    /// stops the program: with the package's message for the main actor (checked through the
    /// main dispatch queue, ``MainQueue``), with the runtime's for any other actor.
    static func checkIsolation(_ isolation: (any Actor)?) {
      guard let isolation else { return }
      if isolation is MainActor, !MainQueue.isCurrent {
        fatalError(offMainActorMessage)
      }
      isolation.preconditionIsolated(
        "A Binding(get:set:) closure isolated to \(isolation) was called from outside that actor.")
    }

    /// What the package prints before stopping a main-actor closure called off the main actor.
    static var offMainActorMessage: String {
      """
      OptionalBindings: a Binding(get:set:) closure isolated to the main actor was called off the \
      main actor (from code that is not running on the main queue).
      """
    }
  }

  /// Whether code runs on the main dispatch queue, asked without trapping.
  enum MainQueue {
    /// A value set on the main queue under this key is visible, through `getSpecific`, to code
    /// running on that queue and to no other code.
    private static let key: SpecificKey = {
      let key = SpecificKey()
      DispatchQueue.main.setSpecific(key: key.base, value: ())
      return key
    }()

    /// Whether the current code runs on the main queue (and so on the main actor).
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key.base) != nil }

    /// `DispatchSpecificKey`, which Dispatch does not declare `Sendable`.
    ///
    /// `@unchecked Sendable` is sound: the key is created once, never mutated, and used only as
    /// an identity that `setSpecific` and `getSpecific` compare; Dispatch's own functions that
    /// take it are safe to call from any thread.
    private final class SpecificKey: @unchecked Sendable {
      let base = DispatchSpecificKey<Void>()
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

  /// A location that is one element of a mutable collection, for `Binding`'s collection subscript.
  ///
  /// It holds the index, not a key path: `$model.rows[i]` forms no key path per call. It is the
  /// same as another element location when their bases are the same and their indices equal.
  /// Like an array subscript, it reads and writes whatever element is at the index now, and an
  /// index past the end traps.
  final class ElementLocation<Base: MutableCollection>: Location {
    private let base: any Location<Base>
    private let index: Base.Index

    init(base: any Location<Base>, index: Base.Index) {
      self.base = base
      self.index = index
    }

    func get() -> Base.Element { base.get()[index] }

    func update<Result>(_ body: (inout Base.Element) -> Result) -> Result {
      base.update { body(&$0[index]) }
    }

    func set(_ newValue: Base.Element) {
      base.update { $0[index] = newValue }
    }

    func isSame(as other: any Location<Base.Element>) -> Bool {
      guard let other = other as? ElementLocation<Base> else { return false }
      return index == other.index && base.isSame(as: other.base)
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

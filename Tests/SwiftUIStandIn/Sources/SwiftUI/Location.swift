// Not SwiftUI API: the stand-in's storage behind `Binding`. Internal to the module.

/// A place a binding reads and writes.
///
/// Subclasses keep only `let` properties, so a location never changes after it is made.
@usableFromInline
class BindingLocation<Value> {
  func get() -> Value { fatalError("abstract") }
  func set(_ newValue: Value) { fatalError("abstract") }
}

/// A location made of two closures, for `Binding(get:set:)`.
final class ClosureLocation<Value>: BindingLocation<Value> {
  private let getter: @isolated(any) @Sendable () -> Value
  private let setter: @isolated(any) @Sendable (Value) -> Void

  init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    getter = get
    setter = set
  }

  override func get() -> Value {
    let getter = self.getter
    getter.isolation?.preconditionIsolated(Self.message)
    // Sound: the line above stops the program unless the caller already runs on the closure's
    // actor (a nil isolation means any caller may run it), so this synchronous call crosses no
    // isolation boundary. An `@isolated(any)` function value carries its isolation in its
    // context and has the layout of the plain function type; `unsafeBitCast` checks the sizes.
    let call = unsafeBitCast(getter, to: (@Sendable () -> Value).self)
    return call()
  }

  override func set(_ newValue: Value) {
    let setter = self.setter
    setter.isolation?.preconditionIsolated(Self.message)
    // Sound for the reasons given in `get()`.
    let call = unsafeBitCast(setter, to: (@Sendable (Value) -> Void).self)
    call(newValue)
  }

  private static var message: String {
    "A Binding(get:set:) closure was called off the actor it is isolated to."
  }
}

/// A location that always reads one value and ignores writes, for `Binding.constant(_:)`.
final class ConstantLocation<Value>: BindingLocation<Value> {
  private let value: Value
  init(_ value: Value) { self.value = value }
  override func get() -> Value { value }
  override func set(_ newValue: Value) {}
}

/// A location that is the value in a reference box, for `State`.
final class BoxLocation<Value>: BindingLocation<Value> {
  private let box: StateBox<Value>
  init(_ box: StateBox<Value>) { self.box = box }
  override func get() -> Value { box.value }
  override func set(_ newValue: Value) { box.value = newValue }
}

/// A location that is a property of an object, for `Bindable`.
final class ObjectLocation<Root: AnyObject, Value>: BindingLocation<Value> {
  private let object: Root
  private let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ newValue: Value) { object[keyPath: keyPath] = newValue }
}

/// A location reached from another through a writable key path, for `subscript(dynamicMember:)`.
final class ProjectedLocation<Base, Value>: BindingLocation<Value> {
  private let base: BindingLocation<Base>
  private let keyPath: WritableKeyPath<Base, Value>
  init(_ base: BindingLocation<Base>, _ keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ newValue: Value) {
    var whole = base.get()
    whole[keyPath: keyPath] = newValue
    base.set(whole)
  }
}

/// A location that shows a value as an optional, for `Binding.init(_:)` from a non-optional base.
///
/// Writing nil changes nothing: the base cannot hold nil.
final class PromotedLocation<Wrapped>: BindingLocation<Wrapped?> {
  private let base: BindingLocation<Wrapped>
  init(_ base: BindingLocation<Wrapped>) { self.base = base }
  override func get() -> Wrapped? { base.get() }
  override func set(_ newValue: Wrapped?) {
    if let newValue { base.set(newValue) }
  }
}

/// A location that unwraps an optional base, for `Binding.init?(_:)`.
///
/// Apple documents that the binding this makes force-unwraps its base and crashes once the base
/// becomes nil; the stand-in stops the program the same way, with a message.
final class ForceUnwrappedLocation<Value>: BindingLocation<Value> {
  private let base: BindingLocation<Value?>
  init(_ base: BindingLocation<Value?>) { self.base = base }
  override func get() -> Value {
    guard let value = base.get() else {
      fatalError("Binding.init?(_:) read after its base became nil (SwiftUI documents a crash).")
    }
    return value
  }
  override func set(_ newValue: Value) { base.set(newValue) }
}

/// A location that shows a hashable base as `AnyHashable`, for `Binding.init(_:)`.
///
/// Writing stores the new value only when it holds the base's type.
final class ErasedHashableLocation<Base: Hashable>: BindingLocation<AnyHashable> {
  private let base: BindingLocation<Base>
  init(_ base: BindingLocation<Base>) { self.base = base }
  override func get() -> AnyHashable { AnyHashable(base.get()) }
  override func set(_ newValue: AnyHashable) {
    if let value = newValue.base as? Base { base.set(value) }
  }
}

/// A location that is one element of a mutable collection, for `Binding`'s collection subscript.
///
/// It reads and writes the element at a fixed index, as SwiftUI's element bindings do.
final class ElementLocation<Base: MutableCollection>: BindingLocation<Base.Element> {
  private let base: BindingLocation<Base>
  private let index: Base.Index
  init(_ base: BindingLocation<Base>, _ index: Base.Index) {
    self.base = base
    self.index = index
  }
  override func get() -> Base.Element { base.get()[index] }
  override func set(_ newValue: Base.Element) {
    var whole = base.get()
    whole[index] = newValue
    base.set(whole)
  }
}

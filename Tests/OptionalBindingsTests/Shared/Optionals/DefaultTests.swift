import Testing

@testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("withDefault and ??")
struct BindingDefaultTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsTheDefaultWhileNilAndTheValueOtherwise() {
    let person = Person(firstName: "Ada")
    let nickname = Bindable(person).nickname.withDefault("Unknown")
    #expect(nickname.wrappedValue == "Unknown")
    person.nickname = "Countess"
    #expect(nickname.wrappedValue == "Countess")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writesStoreWhatWasWrittenIncludingTheDefault() {
    let person = Person(firstName: "Ada")
    let nickname = Bindable(person).nickname.withDefault("Unknown")
    nickname.wrappedValue = "Unknown"
    #expect(
      person.nickname == "Unknown", "writing the default stores it; only replacingNil maps it")
    nickname.wrappedValue = "Countess"
    #expect(person.nickname == "Countess")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func emptyStringDefaultUsesTheArgumentFreeKeyPath() {
    let box = Box<String?>(nil)
    let text = box.binding.withDefault("")
    #expect(text.wrappedValue == "")
    expectKeyPath(box.binding.derived.withDefault(""), is: \String?.emptyStringDefault)
    text.wrappedValue = ""
    #expect(box.value == "")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func operatorIsTheSameBindingAsWithDefault() {
    let box = Box<Int?>(nil)
    let viaOperator = box.binding ?? 3
    expectIdentity(
      box.binding.derived.nilCoalescing(3), box.binding.derived.withDefault(3), same: true)
    #expect(viaOperator.wrappedValue == 3)
    viaOperator.wrappedValue = 4
    #expect(box.value == 4)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func equalDefaultsFromTheSameSourceAreTheSameBinding() {
    let person = Person(firstName: "Ada")
    let bindable = Bindable(person)
    let nickname = bindable.nickname.derived
    expectIdentity(nickname.withDefault("x"), nickname.withDefault("x"), same: true)
    expectIdentity(nickname.withDefault(""), nickname.withDefault(""), same: true)
    expectIdentity(nickname.withDefault("x"), nickname.withDefault("y"), same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aFreshDefaultEveryRenderDefeatsIdentityAndAnIDRestoresIt() {
    let box = Box<Double?>(nil)
    var clock = 0.0
    func now() -> Double {
      clock += 1
      return clock
    }
    let source = box.binding.derived
    expectIdentity(source.withDefault(now()), source.withDefault(now()), same: false)
    let first = source.withDefault(now(), id: "now")
    let second = source.withDefault(now(), id: "now")
    expectIdentity(first, second, same: true)
    #expect(
      first.binding.wrappedValue != second.binding.wrappedValue,
      "each keeps the default it was given")
    expectIdentity(first, source.withDefault(now(), id: "later"), same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nonHashableDefaultsWorkAndAreNeverTheSame() {
    let box = Box<Opaque?>(nil)
    let first = box.binding.withDefault(Opaque(text: "none"))
    #expect(first.wrappedValue.text == "none")
    first.wrappedValue = Opaque(text: "set")
    #expect(box.value?.text == "set")
    expectIdentity(
      box.binding.derived.withDefault(Opaque(text: "none")),
      box.binding.derived.withDefault(Opaque(text: "none")), same: false)
    let viaOperator = box.binding ?? Opaque(text: "x")
    box.value = nil
    #expect(viaOperator.wrappedValue.text == "x")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nonHashableDefaultsWithAnIDAreTheSame() {
    let box = Box<Opaque?>(nil)
    expectIdentity(
      box.binding.derived.withDefault(Opaque(text: "a"), id: 1),
      box.binding.derived.withDefault(Opaque(text: "b"), id: 1),
      same: true
    )
  }
}

/// The helpers called from unconstrained generic code, where the compiler picks the general
/// overloads: identity comes from a `Hashable` conformance found at run time.
@Suite("Helpers from generic code")
struct GenericCallerTests {
  static func defaulted<T>(_ field: Binding<T?>, _ fallback: T) -> Binding<T> {
    field.withDefault(fallback)
  }

  static func presence<T>(_ field: Binding<T?>, _ fallback: T) -> Binding<Bool> {
    field.isPresent(default: fallback)
  }

  static func entry<K: Hashable, V>(_ map: Binding<[K: V]>, _ key: K, _ fallback: V) -> Binding<V> {
    map[key, default: fallback]
  }

  @Test func aHashableDefaultKeepsItsIdentity() {
    #expect(
      Int?.defaultKeyPath(comparingAtRunTime: 5) == Int?.defaultKeyPath(comparingAtRunTime: 5))
    #expect(
      Int?.defaultKeyPath(comparingAtRunTime: 5) != Int?.defaultKeyPath(comparingAtRunTime: 6))
    #expect(
      \[String: Int][entry: "a", default: ByDynamicValue(1)]
        == \[String: Int][entry: "a", default: ByDynamicValue(1)])
  }

  /// Pairs of values that `AnyHashable` alone calls equal, although each reads back through an
  /// `Any` binding as a different type.
  static var lookalikes: [(Any, Any)] {
    [(Int8(1), 1), (UInt64(1), 1), (1.0, 1), (Float(0.5), 0.5), (Int?.some(1) as Any, 1)]
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test(arguments: 0..<5)
  func valuesOfDifferentTypesAreDifferentDefaults(pair: Int) {
    // Both ways round: SwiftUI keeps whichever binding it saw first.
    let (one, other) = Self.lookalikes[pair]
    for (first, second) in [(one, other), (other, one)] {
      let optional = Box<Any?>(nil)
      let source = optional.binding.derived
      expectIdentity(source.withDefault(first), source.withDefault(second), same: false)
      expectIdentity(source.nilCoalescing(first), source.nilCoalescing(second), same: false)
      expectIdentity(
        source.isPresent(default: first), source.isPresent(default: second), same: false)
      let map = Box<[String: Any]>([:])
      expectIdentity(
        map.binding.derived["k", default: first], map.binding.derived["k", default: second],
        same: false)
      // Equal values of one type are still one binding.
      expectIdentity(source.withDefault(first), source.withDefault(first), same: true)
      expectIdentity(
        map.binding.derived["k", default: second], map.binding.derived["k", default: second],
        same: true)
      // And each reads back as its own type.
      #expect(type(of: optional.binding.withDefault(first).wrappedValue) == type(of: first))
      #expect(type(of: (optional.binding ?? second).wrappedValue) == type(of: second))
    }
  }

  @Test func aValueThatCannotBeComparedIsEqualOnlyToItself() {
    let first = ByDynamicValue(Opaque(text: "a"))
    let second = ByDynamicValue(Opaque(text: "a"))
    // A copy, as a key path holds its argument, is the same argument; one made apart is not.
    let copy = first
    #expect(first == copy && first.hashValue == copy.hashValue)
    #expect(first != second)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsAndWritesAreTheHelpers() {
    let box = Box<Int?>(nil)
    let field = Self.defaulted(box.binding, 7)
    #expect(field.wrappedValue == 7)
    field.wrappedValue = 8
    #expect(box.value == 8)
    box.value = nil
    Self.presence(box.binding, 3).wrappedValue = true
    #expect(box.value == 3)
    let map = Box<[String: Int]>([:])
    Self.entry(map.binding, "a", 1).wrappedValue += 1
    #expect(map.value == ["a": 2])
  }
}

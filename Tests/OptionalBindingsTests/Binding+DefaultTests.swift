import Testing

@testable import OptionalBindings

@Suite("withDefault and ??")
struct BindingDefaultTests {
  @Test func readsTheDefaultWhileNilAndTheValueOtherwise() {
    let person = Person(firstName: "Ada")
    let nickname = Bindable(person).nickname.withDefault("Unknown")
    #expect(nickname.wrappedValue == "Unknown")
    person.nickname = "Countess"
    #expect(nickname.wrappedValue == "Countess")
  }

  @Test func writesStoreWhatWasWrittenIncludingTheDefault() {
    let person = Person(firstName: "Ada")
    let nickname = Bindable(person).nickname.withDefault("Unknown")
    nickname.wrappedValue = "Unknown"
    #expect(
      person.nickname == "Unknown", "writing the default stores it; only replacingNil maps it")
    nickname.wrappedValue = "Countess"
    #expect(person.nickname == "Countess")
  }

  @Test func emptyStringDefaultUsesTheArgumentFreeKeyPath() {
    let box = Box<String?>(nil)
    let text = box.binding.withDefault("")
    #expect(text.wrappedValue == "")
    #expect(text._keyPath == \String?.emptyStringDefault)
    text.wrappedValue = ""
    #expect(box.value == "")
  }

  @Test func operatorIsTheSameBindingAsWithDefault() {
    let box = Box<Int?>(nil)
    let viaOperator = box.binding ?? 3
    expectIdentity(viaOperator, box.binding.withDefault(3), same: true)
    #expect(viaOperator.wrappedValue == 3)
    viaOperator.wrappedValue = 4
    #expect(box.value == 4)
  }

  @Test func equalDefaultsFromTheSameSourceAreTheSameBinding() {
    let person = Person(firstName: "Ada")
    let bindable = Bindable(person)
    expectIdentity(
      bindable.nickname.withDefault("x"), bindable.nickname.withDefault("x"), same: true)
    expectIdentity(bindable.nickname.withDefault(""), bindable.nickname.withDefault(""), same: true)
    expectIdentity(
      bindable.nickname.withDefault("x"), bindable.nickname.withDefault("y"), same: false)
    #expect(
      !bindable.nickname.withDefault("x")._isSameLocation(as: bindable.lastName.withDefault("x")))
  }

  @Test func aFreshDefaultEveryRenderDefeatsIdentityAndAnIDRestoresIt() {
    let box = Box<Double?>(nil)
    var clock = 0.0
    func now() -> Double {
      clock += 1
      return clock
    }
    expectIdentity(box.binding.withDefault(now()), box.binding.withDefault(now()), same: false)
    let first = box.binding.withDefault(now(), id: "now")
    let second = box.binding.withDefault(now(), id: "now")
    expectIdentity(first, second, same: true)
    #expect(first.wrappedValue != second.wrappedValue, "each keeps the default it was given")
    expectIdentity(first, box.binding.withDefault(now(), id: "later"), same: false)
  }

  @Test func nonHashableDefaultsWorkAndAreNeverTheSame() {
    let box = Box<Opaque?>(nil)
    let first = box.binding.withDefault(Opaque(text: "none"))
    #expect(first.wrappedValue.text == "none")
    first.wrappedValue = Opaque(text: "set")
    #expect(box.value?.text == "set")
    expectIdentity(first, box.binding.withDefault(Opaque(text: "none")), same: false)
    let viaOperator = box.binding ?? Opaque(text: "x")
    box.value = nil
    #expect(viaOperator.wrappedValue.text == "x")
  }

  @Test func nonHashableDefaultsWithAnIDAreTheSame() {
    let box = Box<Opaque?>(nil)
    expectIdentity(
      box.binding.withDefault(Opaque(text: "a"), id: 1),
      box.binding.withDefault(Opaque(text: "b"), id: 1),
      same: true
    )
  }
}

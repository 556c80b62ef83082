import Testing

@testable import OptionalBindings

@Suite("isPresent() and isPresent(default:)")
struct BindingPresenceTests {
  @Test func readsWhetherAValueIsPresent() {
    let box = Box<String?>(nil)
    let isPresented = box.binding.isPresent()
    #expect(!isPresented.wrappedValue)
    box.value = "Delete?"
    #expect(isPresented.wrappedValue)
  }

  @Test func writingFalseStoresNil() {
    let box = Box<String?>("Delete?")
    box.binding.isPresent().wrappedValue = false
    #expect(box.value == nil)
  }

  @Test func writingTrueWhileNilChangesNothing() {
    let box = Box<String?>(nil)
    let isPresented = box.binding.isPresent()
    isPresented.wrappedValue = true
    #expect(box.value == nil)
    #expect(!isPresented.wrappedValue)
  }

  @Test func writingTrueWhilePresentKeepsTheValue() {
    let box = Box<String?>("kept")
    box.binding.isPresent().wrappedValue = true
    #expect(box.value == "kept")
  }

  @Test func isAlwaysTheSameBindingForTheSameSource() {
    let person = Person(firstName: "Ada")
    let bindable = Bindable(person)
    expectIdentity(bindable.nickname.isPresent(), bindable.nickname.isPresent(), same: true)
    #expect(!bindable.nickname.isPresent()._isSameLocation(as: bindable.lastName.isPresent()))
  }

  @Test func withADefaultWritingTrueWhileNilStoresTheDefault() {
    let person = Person(firstName: "Ada")
    let hasDeathDate = Bindable(person).deathDate.isPresent(default: 1852)
    #expect(!hasDeathDate.wrappedValue)
    hasDeathDate.wrappedValue = true
    #expect(person.deathDate == 1852)
    person.deathDate = 1900
    hasDeathDate.wrappedValue = true
    #expect(person.deathDate == 1900, "true while present keeps the value")
    hasDeathDate.wrappedValue = false
    #expect(person.deathDate == nil)
  }

  @Test func withADefaultEqualDefaultsAreTheSameBinding() {
    let box = Box<Int?>(nil)
    expectIdentity(box.binding.isPresent(default: 1), box.binding.isPresent(default: 1), same: true)
    expectIdentity(
      box.binding.isPresent(default: 1), box.binding.isPresent(default: 2), same: false)
  }

  @Test func withANonHashableDefaultWorksAndIsNeverTheSame() {
    let box = Box<Opaque?>(nil)
    let toggle = box.binding.isPresent(default: Opaque(text: "new"))
    toggle.wrappedValue = true
    #expect(box.value?.text == "new")
    expectIdentity(toggle, box.binding.isPresent(default: Opaque(text: "new")), same: false)
  }
}

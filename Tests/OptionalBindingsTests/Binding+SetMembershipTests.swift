import Testing

@testable import OptionalBindings

@Suite("Set membership: contains(_:)")
struct BindingSetMembershipTests {
  @Test func readsMembership() {
    let person = Person(firstName: "Ada")
    person.tags = ["math"]
    let tags = Bindable(person).tags
    #expect(tags.contains("math").wrappedValue)
    #expect(!tags.contains("poetry").wrappedValue)
  }

  @Test func trueInsertsAndFalseRemoves() {
    let box = Box<Set<String>>(["math"])
    box.binding.contains("poetry").wrappedValue = true
    box.binding.contains("math").wrappedValue = false
    #expect(box.value == ["poetry"])
    box.binding.contains("math").wrappedValue = false
    #expect(box.value == ["poetry"], "removing an absent element changes nothing")
  }

  @Test func equalElementsAreTheSameBinding() {
    let box = Box<Set<Int>>([])
    expectIdentity(box.binding.contains(1), box.binding.contains(1), same: true)
    expectIdentity(box.binding.contains(1), box.binding.contains(2), same: false)
  }
}

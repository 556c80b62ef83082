import Testing

@testable import OptionalBindings

@Suite("Binding(unwrapping:)")
struct BindingUnwrappingTests {
  @Test func isNilWhileTheSourceIsNil() {
    let person = Person(firstName: "Ada")
    #expect(Binding(unwrapping: Bindable(person).lastName) == nil)
  }

  @Test func readsAndWritesWhileTheSourceHoldsAValue() throws {
    let person = Person(firstName: "Ada", lastName: "Lovelace")
    let lastName = try #require(Binding(unwrapping: Bindable(person).lastName))
    #expect(lastName.wrappedValue == "Lovelace")
    lastName.wrappedValue = "King"
    #expect(person.lastName == "King")
    person.lastName = "Byron"
    #expect(lastName.wrappedValue == "Byron")
  }

  @Test func survivesTheSourceTurningNilWithoutAGhostWrite() throws {
    let person = Person(firstName: "Ada", lastName: "Lovelace")
    let lastName = try #require(Binding(unwrapping: Bindable(person).lastName))
    person.lastName = nil
    #expect(lastName.wrappedValue == "Lovelace", "keeps reading the value it was made with")
    lastName.wrappedValue = "Ghost"
    #expect(person.lastName == nil, "the write is dropped: no ghost write")
    person.lastName = "King"
    #expect(lastName.wrappedValue == "King", "reaches the source again once it holds a value")
    lastName.wrappedValue = "Noel"
    #expect(person.lastName == "Noel")
  }

  @Test func isTheSameBindingWhileTheValueIsUnchanged() throws {
    let box = Box<String?>("Ada")
    let first = try #require(Binding(unwrapping: box.binding))
    let second = try #require(Binding(unwrapping: box.binding))
    expectIdentity(first, second, same: true)
    box.value = "Grace"
    let third = try #require(Binding(unwrapping: box.binding))
    expectIdentity(first, third, same: false)
  }

  @Test func nonHashableValuesWorkAndAreAlwaysTheSame() throws {
    let box = Box<Opaque?>(Opaque(text: "a"))
    let first = try #require(Binding(unwrapping: box.binding))
    box.value = Opaque(text: "b")
    let second = try #require(Binding(unwrapping: box.binding))
    expectIdentity(first, second, same: true)
    second.wrappedValue = Opaque(text: "c")
    #expect(box.value?.text == "c")
    box.value = nil
    #expect(second.wrappedValue.text == "b")
    second.wrappedValue = Opaque(text: "ghost")
    #expect(box.value == nil)
  }
}

import Testing

@testable import OptionalBindings

@Suite("replacingNil(with:)")
struct BindingReplacingNilTests {
  @Test func nilReadsAsThePlaceholder() {
    let person = Person(firstName: "Ada")
    let lastName = Bindable(person).lastName.replacingNil(with: "")
    #expect(lastName.wrappedValue == "")
    person.lastName = "Lovelace"
    #expect(lastName.wrappedValue == "Lovelace")
  }

  @Test func writingThePlaceholderStoresNil() {
    let person = Person(firstName: "Ada", lastName: "Lovelace")
    let lastName = Bindable(person).lastName.replacingNil(with: "")
    lastName.wrappedValue = ""
    #expect(person.lastName == nil)
    lastName.wrappedValue = "King"
    #expect(person.lastName == "King")
  }

  @Test func nonEmptyPlaceholdersGoThroughTheCache() {
    let box = Box<Int?>(5)
    let count = box.binding.replacingNil(with: 0)
    #expect(count.wrappedValue == 5)
    count.wrappedValue = 0
    #expect(box.value == nil)
    #expect(count.wrappedValue == 0)
    expectIdentity(count, box.binding.replacingNil(with: 0), same: true)
    expectIdentity(count, box.binding.replacingNil(with: -1), same: false)
  }

  @Test func emptyStringUsesTheArgumentFreeKeyPath() {
    let box = Box<String?>(nil)
    let text = box.binding.replacingNil(with: "")
    #expect(text._keyPath == \String?.emptyStringMeansNil)
    expectIdentity(text, box.binding.replacingNil(with: ""), same: true)
    #expect(!text._isSameLocation(as: box.binding.withDefault("")))
  }

  @Test func equatableButNotHashableValuesCompareByEquality() {
    let box = Box<Measurement?>(nil)
    let zero = Measurement(amount: 0)
    let amount = box.binding.replacingNil(with: zero)
    #expect(amount.wrappedValue == zero)
    amount.wrappedValue = Measurement(amount: 2)
    #expect(box.value == Measurement(amount: 2))
    amount.wrappedValue = zero
    #expect(box.value == nil)
    expectIdentity(amount, box.binding.replacingNil(with: Measurement(amount: 0)), same: true)
    expectIdentity(amount, box.binding.replacingNil(with: Measurement(amount: 1)), same: false)
  }
}

import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("replacingNil(with:)")
struct BindingReplacingNilTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nilReadsAsThePlaceholder() {
    let person = Person(firstName: "Ada")
    let lastName = Bindable(person).lastName.replacingNil(with: "")
    #expect(lastName.wrappedValue == "")
    person.lastName = "Lovelace"
    #expect(lastName.wrappedValue == "Lovelace")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writingThePlaceholderStoresNil() {
    let person = Person(firstName: "Ada", lastName: "Lovelace")
    let lastName = Bindable(person).lastName.replacingNil(with: "")
    lastName.wrappedValue = ""
    #expect(person.lastName == nil)
    lastName.wrappedValue = "King"
    #expect(person.lastName == "King")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nonEmptyPlaceholdersGoThroughTheCache() {
    let box = Box<Int?>(5)
    let count = box.binding.replacingNil(with: 0)
    #expect(count.wrappedValue == 5)
    count.wrappedValue = 0
    #expect(box.value == nil)
    #expect(count.wrappedValue == 0)
    let source = box.binding.derived
    expectIdentity(source.replacingNil(with: 0), source.replacingNil(with: 0), same: true)
    expectIdentity(source.replacingNil(with: 0), source.replacingNil(with: -1), same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func emptyStringUsesTheArgumentFreeKeyPath() {
    let box = Box<String?>(nil)
    let source = box.binding.derived
    expectKeyPath(source.replacingNil(with: ""), is: \String?.emptyStringMeansNil)
    expectIdentity(source.replacingNil(with: ""), source.replacingNil(with: ""), same: true)
    expectIdentity(source.replacingNil(with: ""), source.withDefault(""), same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func equatableButNotHashableValuesCompareByEquality() {
    let box = Box<Measurement?>(nil)
    let zero = Measurement(amount: 0)
    let amount = box.binding.replacingNil(with: zero)
    #expect(amount.wrappedValue == zero)
    amount.wrappedValue = Measurement(amount: 2)
    #expect(box.value == Measurement(amount: 2))
    amount.wrappedValue = zero
    #expect(box.value == nil)
    let source = box.binding.derived
    expectIdentity(
      source.replacingNil(with: zero), source.replacingNil(with: Measurement(amount: 0)),
      same: true)
    expectIdentity(
      source.replacingNil(with: zero), source.replacingNil(with: Measurement(amount: 1)),
      same: false)
  }
}

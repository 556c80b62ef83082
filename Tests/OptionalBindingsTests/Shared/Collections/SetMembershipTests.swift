import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("Set membership: contains(_:)")
struct BindingSetMembershipTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsMembership() {
    let person = Person(firstName: "Ada")
    person.tags = ["math"]
    let tags = Bindable(person).tags
    #expect(tags.contains("math").wrappedValue)
    #expect(!tags.contains("poetry").wrappedValue)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func trueInsertsAndFalseRemoves() {
    let box = Box<Set<String>>(["math"])
    box.binding.contains("poetry").wrappedValue = true
    box.binding.contains("math").wrappedValue = false
    #expect(box.value == ["poetry"])
    box.binding.contains("math").wrappedValue = false
    #expect(box.value == ["poetry"], "removing an absent element changes nothing")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func equalElementsAreTheSameBinding() {
    let box = Box<Set<Int>>([])
    expectIdentity(box.binding.derived.contains(1), box.binding.derived.contains(1), same: true)
    expectIdentity(box.binding.derived.contains(1), box.binding.derived.contains(2), same: false)
  }
}

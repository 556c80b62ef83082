import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("isPresent() and isPresent(default:)")
struct BindingPresenceTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsWhetherAValueIsPresent() {
    let box = Box<String?>(nil)
    let isPresented = box.binding.isPresent()
    #expect(!isPresented.wrappedValue)
    box.value = "Delete?"
    #expect(isPresented.wrappedValue)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writingFalseStoresNil() {
    let box = Box<String?>("Delete?")
    box.binding.isPresent().wrappedValue = false
    #expect(box.value == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writingTrueWhileNilChangesNothing() {
    let box = Box<String?>(nil)
    let isPresented = box.binding.isPresent()
    isPresented.wrappedValue = true
    #expect(box.value == nil)
    #expect(!isPresented.wrappedValue)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writingTrueWhilePresentKeepsTheValue() {
    let box = Box<String?>("kept")
    box.binding.isPresent().wrappedValue = true
    #expect(box.value == "kept")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func isAlwaysTheSameBindingForTheSameSource() {
    let person = Person(firstName: "Ada")
    let bindable = Bindable(person)
    expectIdentity(
      bindable.nickname.derived.isPresent(), bindable.nickname.derived.isPresent(), same: true)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func withADefaultEqualDefaultsAreTheSameBinding() {
    let box = Box<Int?>(nil)
    let source = box.binding.derived
    expectIdentity(source.isPresent(default: 1), source.isPresent(default: 1), same: true)
    expectIdentity(source.isPresent(default: 1), source.isPresent(default: 2), same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func withANonHashableDefaultWorksAndIsNeverTheSame() {
    let box = Box<Opaque?>(nil)
    let toggle = box.binding.isPresent(default: Opaque(text: "new"))
    toggle.wrappedValue = true
    #expect(box.value?.text == "new")
    expectIdentity(
      box.binding.derived.isPresent(default: Opaque(text: "new")),
      box.binding.derived.isPresent(default: Opaque(text: "new")), same: false)
  }
}

import Observation
import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

/// The stand-in's own behaviour that the other tests rely on: bindings really read and write,
/// state lives in a reference, and the library's helpers run against the stand-in's `Binding`.
@MainActor
@Suite("SwiftUI stand-in")
struct StandInTests {
  @Observable
  final class Person {
    var lastName: String?
    init(lastName: String?) { self.lastName = lastName }
  }

  @MainActor
  final class Counter {
    var value = 0
  }

  @Test("a State binding reads and writes the state's value")
  func stateBinding() {
    let state = State(initialValue: 1)
    let binding = state.projectedValue
    binding.wrappedValue = 2
    #expect(state.wrappedValue == 2)
    state.wrappedValue = 3
    #expect(binding.wrappedValue == 3)
  }

  @Test("dynamic member lookup projects a binding to a property")
  func dynamicMember() {
    struct Pair { var first = 0, second = "" }
    let state = State(initialValue: Pair())
    let second: Binding<String> = state.projectedValue.second
    second.wrappedValue = "two"
    #expect(state.wrappedValue.second == "two")
  }

  @Test("Binding(get:set:) calls main-actor closures from the main actor")
  func closureBinding() {
    let counter = Counter()
    let binding = Binding(
      get: { @MainActor in counter.value }, set: { @MainActor in counter.value = $0 })
    binding.wrappedValue = 5
    #expect(counter.value == 5)
    #expect(binding.wrappedValue == 5)
  }

  @Test("Bindable reaches an observable object's properties")
  func bindable() {
    let person = Person(lastName: nil)
    let lastName = Bindable(person).lastName
    lastName.wrappedValue = "Lovelace"
    #expect(person.lastName == "Lovelace")
  }

  @Test("SwiftUI's Binding.init?(_:) is nil for nil, and the library's helpers run on this Binding")
  func libraryHelpers() {
    let person = Person(lastName: nil)
    let lastName = Bindable(person).lastName
    #expect(Binding(lastName) == nil)
    #expect(Binding(unwrapping: lastName) == nil)
    lastName.withDefault("").wrappedValue = "Byron"
    #expect(person.lastName == "Byron")
    lastName.replacingNil(with: "").wrappedValue = ""
    #expect(person.lastName == nil)
  }

  @Test("a binding's animation and transaction are kept on the new binding")
  func transactionAndAnimation() {
    let binding = State(initialValue: 0).projectedValue
    #expect(binding.animation().transaction.animation == .default)
    #expect(binding.transaction(Transaction(animation: .linear)).transaction.animation == .linear)
    #expect(binding.transaction.animation == nil)
  }

  @Test("the inspector reads through conditional, optional and erased views")
  func inspectorWalksBuilders() throws {
    struct Sample: View {
      let flag: Bool
      var body: some View {
        if flag {
          Text("yes")
        } else {
          Text("no")
        }
        if !flag {
          AnyView(Text("erased"))
        }
        HStack { Button("Go") {} }
      }
    }
    #expect(inspect(Sample(flag: true)).texts == ["yes", "Go"])
    #expect(inspect(Sample(flag: false)).texts == ["no", "erased", "Go"])
    #expect(throws: InspectionError.noAction(.text)) {
      try #require(inspect(Sample(flag: true)).all(.text).first).press()
    }
  }
}

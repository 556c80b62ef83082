import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("Binding(unwrapping:)")
struct BindingUnwrappingTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func isNilWhileTheSourceIsNil() {
    let person = Person(firstName: "Ada")
    #expect(Binding(unwrapping: Bindable(person).lastName) == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsAndWritesWhileTheSourceHoldsAValue() throws {
    let person = Person(firstName: "Ada", lastName: "Lovelace")
    let lastName = try #require(Binding(unwrapping: Bindable(person).lastName))
    #expect(lastName.wrappedValue == "Lovelace")
    lastName.wrappedValue = "King"
    #expect(person.lastName == "King")
    person.lastName = "Byron"
    #expect(lastName.wrappedValue == "Byron")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func isTheSameBindingWhileTheValueIsUnchanged() throws {
    let box = Box<String?>("Ada")
    let first = try #require(box.binding.derived.unwrapping())
    let second = try #require(box.binding.derived.unwrapping())
    expectIdentity(first, second, same: true)
    box.value = "Grace"
    let third = try #require(box.binding.derived.unwrapping())
    expectIdentity(first, third, same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nonHashableValuesWorkAndAreAlwaysTheSame() throws {
    let box = Box<Opaque?>(Opaque(text: "a"))
    let first = try #require(box.binding.derived.unwrapping())
    box.value = Opaque(text: "b")
    let second = try #require(box.binding.derived.unwrapping())
    expectIdentity(first, second, same: true)
    second.binding.wrappedValue = Opaque(text: "c")
    #expect(box.value?.text == "c")
    box.value = nil
    #expect(second.binding.wrappedValue.text == "b")
    second.binding.wrappedValue = Opaque(text: "ghost")
    #expect(box.value == nil)
  }

  /// A model value whose `==` compares only its id, as many app models do.
  struct Record: Hashable, Sendable {
    var id: Int
    var title: String
    static func == (lhs: Record, rhs: Record) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aBindingNeverReadsAValueItsOwnSourceDidNotHold() throws {
    // Two sources hold records equal by id but with different titles, long enough to live in
    // buffers of their own.
    let first = Box<Record?>(Record(id: 1, title: String(repeating: "first draft ", count: 4)))
    let second = Box<Record?>(Record(id: 1, title: String(repeating: "second draft ", count: 4)))
    let fromFirst = try #require(Binding(unwrapping: first.binding))
    let fromSecond = try #require(Binding(unwrapping: second.binding))
    first.value = nil
    second.value = nil
    #expect(fromFirst.wrappedValue.title.hasPrefix("first draft"))
    #expect(fromSecond.wrappedValue.title.hasPrefix("second draft"), "not the first source's")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anotherSourcesBindingDoesNotKeepTheFirstValueAlive() throws {
    final class Token: Sendable {}
    struct Holder: Hashable, Sendable {
      var id: Int
      var token: Token
      static func == (lhs: Holder, rhs: Holder) -> Bool { lhs.id == rhs.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    weak var firstToken: Token?
    let secondToken = Token()
    let second = Box<Holder?>(Holder(id: 1, token: secondToken))
    var fromSecond: Binding<Holder>?
    do {
      let token = Token()
      firstToken = token
      let first = Box<Holder?>(Holder(id: 1, token: token))
      let fromFirst = try #require(Binding(unwrapping: first.binding))
      fromSecond = Binding(unwrapping: second.binding)
      #expect(fromFirst.wrappedValue.token === token)
    }
    #expect(firstToken == nil, "the first source and its binding are gone, and so is its value")
    second.value = nil
    #expect(fromSecond?.wrappedValue.token === secondToken, "its own source's value")
  }
}

import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("Array elements by id: $array[id:]")
struct BindingIdentifiedElementTests {
  struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  static let todos = [
    Todo(id: 1, title: "Write"), Todo(id: 2, title: "Test"), Todo(id: 3, title: "Ship"),
  ]

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func findsTheElementByIDNotPosition() {
    let box = Box(Self.todos)
    let test = box.binding[id: 2]
    box.value.insert(Todo(id: 0, title: "Plan"), at: 0)
    box.value.reverse()
    #expect(test.wrappedValue == Todo(id: 2, title: "Test"))
    test.wrappedValue?.title = "Test twice"
    #expect(box.value.first { $0.id == 2 }?.title == "Test twice")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aMissingIDReadsNil() {
    let box = Box(Self.todos)
    #expect(box.binding[id: 9].wrappedValue == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writingNilRemovesTheElement() {
    let box = Box(Self.todos)
    box.binding[id: 2].wrappedValue = nil
    #expect(box.value.map(\.id) == [1, 3])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aStaleBindingCannotResurrectADeletedElement() {
    let box = Box(Self.todos)
    let test = box.binding[id: 2]
    box.value.removeAll { $0.id == 2 }
    #expect(test.wrappedValue == nil)
    test.wrappedValue = Todo(id: 2, title: "Back?")
    #expect(box.value.map(\.id) == [1, 3])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writingAValueWithAnotherIDRenamesTheElement() {
    let box = Box(Self.todos)
    let test = box.binding[id: 2]
    test.wrappedValue = Todo(id: 7, title: "Renamed")
    #expect(box.value.map(\.id) == [1, 7, 3])
    #expect(test.wrappedValue == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func unwrappingAnElementBindingSurvivesItsDeletion() throws {
    let box = Box(Self.todos)
    let row = try #require(Binding(unwrapping: box.binding[id: 3]))
    box.value.removeLast()
    #expect(row.wrappedValue.title == "Ship")
    row.wrappedValue.title = "Ghost"
    #expect(box.value.map(\.id) == [1, 2])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func equalIDsAreTheSameBinding() {
    let box = Box(Self.todos)
    expectIdentity(box.binding.derived[id: 1], box.binding.derived[id: 1], same: true)
    expectIdentity(box.binding.derived[id: 1], box.binding.derived[id: 2], same: false)
  }
}

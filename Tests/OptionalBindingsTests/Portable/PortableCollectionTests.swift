// Linux-only: these tests observe the portable Binding's identity hooks, which SwiftUI's Binding
// does not have. (What the package holds in memory is checked on every platform, in
// HostileUseTests, by its own figures and by weak references.)
#if !canImport(SwiftUI)
  import Foundation
  import Observation
  import Testing

  @_spi(Testing) @testable import OptionalBindings

  @Suite("Portable Binding: collection subscript")
  struct PortableCollectionSubscriptTests {
    struct Row: Equatable {
      var note: String?
    }

    @Test func anIndexBindingFormsNoKeyPathAndIsTheSameBindingTwice() {
      let box = Box([Row(note: nil), Row(note: "b")])
      let first = box.binding[1]
      #expect(first._keyPath == nil, "the position is held, not a key path")
      #expect(first._isSameLocation(as: box.binding[1]))
      #expect(!first._isSameLocation(as: box.binding[0]))
      #expect(first.note._isSameLocation(as: box.binding[1].note))
      let note = box.binding[0].note.withDefault("")
      #expect(note._isSameLocation(as: box.binding[0].note.withDefault("")))
    }

    struct Todo: Identifiable, Equatable, Sendable {
      let id: Int
      var title: String
    }

    @Test func aRowByIndexEvaluatedAfterItsElementIsDeletedTraps() async {
      // What `ForEach($todos) { $todo in … }` hands its rows, and what happens when SwiftUI
      // evaluates a row once more after its element was deleted: the index is out of range.
      await #expect(processExitsWith: .failure) {
        let box = Box([Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let rows = Array(box.binding)
        box.value.removeLast()
        print(rows[1].title.wrappedValue)
      }
    }

    @Test func theSameSequenceThroughRowsByIDDoesNotTrap() async {
      await #expect(processExitsWith: .success) {
        let box = Box([Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let rows = Array(box.binding.byID)
        box.value.removeLast()
        print(rows[1].title.wrappedValue)
        rows[1].title.wrappedValue = "typed"
        precondition(box.value == [Todo(id: 1, title: "a")])
      }
    }

    @Test func readsAndWritesTheElementAtThePosition() {
      let box = Box([Row(note: nil), Row(note: "b")])
      box.binding[0].note.withDefault("").wrappedValue = "a"
      #expect(box.value == [Row(note: "a"), Row(note: "b")])
      box.value.insert(Row(note: "new"), at: 0)
      #expect(box.binding[1].wrappedValue == Row(note: "a"), "a position, not an element")
    }

    @Test func theBindingIsARandomAccessCollectionOfElementBindings() {
      let box = Box([1, 2, 3])
      #expect(box.binding.count == 3)
      #expect(box.binding.map(\.wrappedValue) == [1, 2, 3])
      for element in box.binding { element.wrappedValue *= 10 }
      #expect(box.value == [10, 20, 30])
      #expect(box.binding.last?.wrappedValue == 30)
      #expect(box.binding.indices == 0..<3)
    }
  }
#endif

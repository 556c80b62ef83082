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

  /// An element whose id can change, for the duplicate-id checks.
  ///
  /// A type of this suite's own, so that no other test's key paths for its ids share hints with
  /// these.
  struct Tagged: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
  }

  /// Issue 42, item 8: a binding keeps its element whatever another array sharing the id holds.
  ///
  /// `A = [x0, x1, x2, x3, 7]`, `inA = $A[id: 7]` reads `A[4]`; `A[0]` takes the id 7 too; another array `B = [7, …]` is read through `$B[id: 7]`; one element is appended to
  /// `A`. `inA` keeps reading and writing `A[4]`, which neither moved nor changed its id, whether
  /// or not `B` was read, and whether the append kept `A`'s storage or moved it (as it does when
  /// a copy of `A` is held elsewhere, or `A` is full).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test(arguments: [false, true], [false, true])
  func aBindingKeepsItsElementWhateverAnotherArraySharingTheIDHolds(
    readsB: Bool, movesStorage: Bool
  ) {
    let a = Box((0..<4).map { Tagged(id: $0, name: "x\($0)") } + [Tagged(id: 7, name: "seven")])
    let b = Box([Tagged(id: 7, name: "b0"), Tagged(id: 8, name: "b1")])
    let inA = a.binding[id: 7]
    #expect(inA.wrappedValue?.name == "seven")
    a.value[0].id = 7
    #expect(inA.wrappedValue?.name == "seven", "A[0] took the id in place: A[4] is still it")
    if readsB {
      #expect(b.binding[id: 7].wrappedValue?.name == "b0")
    }
    let storage = { a.value.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    let before = storage()
    let copy = movesStorage ? a.value : []
    a.value.append(Tagged(id: 9, name: "x9"))
    if movesStorage {
      #expect(storage() != before, "with a copy held, the append moved A into new storage")
      #expect(copy.count == 5)
    }
    #expect(inA.wrappedValue?.name == "seven")
    inA.wrappedValue?.name = "written"
    #expect(a.value[4].name == "written")
    #expect(a.value[0].name == "x0", "the other element with id 7 is untouched")
    if readsB {
      #expect(b.value[0].name == "b0")
    }
  }

  /// Four arrays sharing an id (as many as a hint keeps records for), each holding it twice,
  /// read in turn: each binding keeps reading the element it found first in its own array,
  /// whatever the others found, and whether or not its array was copied meanwhile.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func arraysSharingAnIDDoNotMoveEachOthersChoice() {
    let boxes = (0..<4).map { list in
      Box([
        Tagged(id: 1, name: "\(list) first"), Tagged(id: 2, name: ""), Tagged(id: 3, name: ""),
        Tagged(id: 1, name: "\(list) second"),
      ])
    }
    // Lists 0 and 2 are searched at 2 first, so their bindings find the element at offset 3;
    // lists 1 and 3 are not, so theirs find the one at offset 0.
    var bindings: [Binding<Tagged?>] = []
    for (list, box) in boxes.enumerated() {
      if list.isMultiple(of: 2) { _ = box.binding[id: 3].wrappedValue }
      bindings.append(box.binding[id: 1])
      #expect(
        bindings[list].wrappedValue?.name
          == "\(list) \(list.isMultiple(of: 2) ? "second" : "first")")
    }
    var copies: [[Tagged]] = []
    for round in 0..<3 {
      for (list, binding) in bindings.enumerated().reversed() {
        #expect(
          binding.wrappedValue?.name.hasSuffix(list.isMultiple(of: 2) ? "second" : "first") == true,
          "round \(round), list \(list)")
        copies.append(boxes[list].value)
        boxes[list].value.append(Tagged(id: 9, name: ""))  // into new storage: a copy is held
      }
    }
    #expect(copies.count == 12)
  }

  /// An element changed through its binding and then carried into new storage (the array copied
  /// on write, as SwiftUI's state does) stays the one the binding reads.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anEditedElementStaysTheBindingsAfterTheArrayIsCopied() {
    let box = Box([
      Tagged(id: 5, name: "front"), Tagged(id: 6, name: ""), Tagged(id: 5, name: "back"),
    ])
    let binding = box.binding[id: 5]
    let first = binding.wrappedValue?.name
    for round in 0..<3 {
      binding.wrappedValue?.name = "edit \(round) of \(first ?? "")"
      let copy = box.value
      box.value.append(Tagged(id: 7, name: ""))  // a copy is held: new storage
      #expect(binding.wrappedValue?.name == "edit \(round) of \(first ?? "")")
      _ = copy
    }
  }
}

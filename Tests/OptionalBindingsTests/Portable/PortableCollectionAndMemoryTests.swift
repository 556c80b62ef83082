// Linux-only: these tests observe the portable Binding's identity hooks and this process's
// resident memory through /proc, neither of which exists where SwiftUI does.
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

  @Suite("Portable Binding: memory")
  struct PortableMemoryTests {
    /// This process's resident set, in bytes.
    static func residentBytes() throws -> Int {
      let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
      let pages = try #require(Int(statm.split(separator: " ")[1]))
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func residentMemoryComesBackAfterTwoThousandMegabyteDefaults() throws {
      let deinits = Counter()
      let box = Box<HostileUseTests.Blob?>(nil)
      let before = try Self.residentBytes()
      for id in 0..<2_000 {
        let binding = box.binding.withDefault(
          HostileUseTests.Blob(id: id, bytes: 1 << 20, deinits: deinits))
        #expect(binding.wrappedValue.id == id)
      }
      let after = try Self.residentBytes()
      #expect(deinits.value == 2_000)
      // Other tests run at the same time and allocate too, so the bound is loose; a cache that
      // kept even a tenth of the defaults would add 200 MiB.
      #expect(after - before < 32 << 20, "resident memory grew by \((after - before) >> 20) MiB")
    }
  }
#endif

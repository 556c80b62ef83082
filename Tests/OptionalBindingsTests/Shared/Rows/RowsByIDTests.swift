import Foundation
import Testing

@_spi(Testing) @testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The rows of `ForEach(byID:)` (``RowsByID``): bindings that follow their element by id and
/// survive its deletion, made only for the rows whose content is evaluated.
///
/// `box.binding.byID` (Support.swift) makes every row's binding, as SwiftUI does when it
/// evaluates every row. Serialized: rows of one element type and id share a key path and its
/// memory of the row's last value (the last test shows it), so tests of this suite running at
/// once on arrays of `Todo` with the same ids would read each other's values after a deletion.
@Suite("Rows by id: ForEach(byID:)", .serialized)
struct RowsByIDTests {
  struct Todo: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  static func todos(_ ids: some Sequence<Int>) -> [Todo] {
    ids.map { Todo(id: $0, title: "row \($0)") }
  }

  /// An element that is neither `Sendable` nor `Hashable`, identified by its object.
  final class Note: Identifiable {
    var text: String
    init(_ text: String) { self.text = text }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func rowsReadAndWriteTheirElementsInOrder() {
    let box = Box(Self.todos(1...3))
    let rows = box.binding.byID
    #expect(rows.count == 3)
    #expect(rows.map(\.wrappedValue) == box.value)
    #expect(rows.map(\.id) == [1, 2, 3])
    rows[1].wrappedValue.title = "edited"
    #expect(box.value[1] == Todo(id: 2, title: "edited"))
    rows[1].title.wrappedValue = "through a field"
    #expect(box.value[1].title == "through a field")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aRowEvaluatedAfterItsElementIsDeletedReadsItsLastValueAndDropsWrites() {
    // The sequence SwiftUI runs while a deleted row animates away: render, delete, evaluate the
    // gone row once more, type into its field.
    let box = Box(Self.todos(1...4))
    let rendered = box.binding.byID
    let gone = rendered[1]
    #expect(gone.title.wrappedValue == "row 2")
    gone.title.wrappedValue = "typed before the delete"
    box.value.remove(at: 1)
    let after = box.value
    #expect(gone.wrappedValue == Todo(id: 2, title: "typed before the delete"))
    #expect(gone.title.wrappedValue == "typed before the delete")
    gone.title.wrappedValue = "typed while it animates away"
    gone.wrappedValue = Todo(id: 2, title: "a whole new value")
    #expect(box.value == after, "no write landed, not even in the element that took its place")
    #expect(!box.value.contains { $0.id == 2 }, "the deleted element did not come back")
    // The other rows of that render still reach their elements.
    #expect(rendered[2].wrappedValue == Todo(id: 3, title: "row 3"))
    rendered[2].title.wrappedValue = "still editable"
    #expect(box.value[1] == Todo(id: 3, title: "still editable"))
  }

  /// What SwiftUI's generic code does with the rows: steps through them by index and by
  /// iterator, without knowing their type.
  @inline(never)
  static func walk<Rows: RandomAccessCollection>(_ rows: Rows) -> (
    iterated: [Rows.Element], stepped: [Rows.Element], backwards: [Rows.Element],
    count: Int, indices: [Rows.Index]
  ) {
    var stepped: [Rows.Element] = []
    var index = rows.startIndex
    while index != rows.endIndex {
      stepped.append(rows[index])
      rows.formIndex(after: &index)
    }
    var backwards: [Rows.Element] = []
    index = rows.endIndex
    while index != rows.startIndex {
      index = rows.index(before: index)
      backwards.append(rows[index])
    }
    return (
      Array(rows), stepped, backwards, rows.distance(from: rows.startIndex, to: rows.endIndex),
      Array(rows.indices)
    )
  }

  /// A row written, then evaluated again from an earlier update's rows, reads what it wrote once
  /// its element is deleted.
  ///
  /// The earlier rows' copy of the collection holds the value from before the write: it says
  /// where the element is, not what it last was. What a stand-in list does when a row is typed
  /// into and then swiped away.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aRowDerivedAgainFromEarlierRowsKeepsTheValueItWrote() {
    let box = Box(Self.todos(1...3))
    let rows = RowsByID(box.binding)
    let held = rows.binding(for: rows[1])
    held.wrappedValue.title = "typed"
    let again = rows.binding(for: rows[1])
    box.value.remove(at: 1)
    #expect(again.wrappedValue.title == "typed")
    #expect(held.wrappedValue.title == "typed")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theRowsStepAndIterateAsTheirPositions() {
    let box = Box(Self.todos(1...9))
    let rows = RowsByID(box.binding, where: { $0.id % 3 != 0 })
    let walked = Self.walk(rows)
    let ids = [1, 2, 4, 5, 7, 8]
    #expect(walked.iterated.map(\.id) == ids)
    #expect(walked.stepped.map(\.id) == ids)
    #expect(walked.backwards.map(\.id) == ids.reversed())
    #expect(walked.iterated.map(\.position) == [0, 1, 3, 4, 6, 7])
    #expect(walked.count == 6)
    #expect(walked.indices == Array(0..<6))
    #expect(rows.index(2, offsetBy: 3) == 5)
    #expect(rows[rows.index(rows.startIndex, offsetBy: 4)].id == 7)
    #expect(rows.index(after: 0) == 1 && rows.index(before: 6) == 5)
    var iterator = rows.makeIterator()
    for _ in ids { _ = iterator.next() }
    #expect(iterator.next() == nil, "the iterator ends after the last row")
    #expect(Self.walk(RowsByID(Box([Todo]()).binding)).iterated.isEmpty)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theRowsAreIDsAndPositionsReadFromOneCopy() {
    let box = Box(Self.todos(10..<15))
    let rows = RowsByID(box.binding)
    #expect(rows.map(\.id) == Array(10..<15))
    #expect(rows.map(\.position) == Array(0..<5))
    box.value.removeFirst(2)
    #expect(rows.map(\.id) == Array(10..<15), "the rows are the collection as SwiftUI saw it")
    #expect(rows.binding(for: rows[3]).wrappedValue == Todo(id: 13, title: "row 13"))
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aFilteredListShowsThePassingRowsAndWritesThroughToTheWholeCollection() {
    let box = Box(Self.todos(0..<6))
    let isEven = { (todo: Todo) in todo.id.isMultiple(of: 2) }
    let rows = RowsByID(box.binding, where: isEven)
    #expect(rows.map(\.id) == [0, 2, 4])
    let bindings = rows.bindings
    bindings[1].title.wrappedValue = "two"
    #expect(box.value.map(\.title) == ["row 0", "row 1", "two", "row 3", "row 4", "row 5"])
    // An element that stops passing keeps its row's binding until the next update.
    box.value[4].title = "renamed"
    #expect(bindings[2].wrappedValue == Todo(id: 4, title: "renamed"))
    // Deleting the second row shown removes the element with id 2 from the whole collection.
    box.value.remove(atOffsets: [1], where: isEven)
    #expect(box.value.map(\.id) == [0, 1, 3, 4, 5])
    #expect(bindings[1].wrappedValue == Todo(id: 2, title: "two"), "its last value")
    bindings[1].title.wrappedValue = "dropped"
    #expect(!box.value.contains { $0.id == 2 })
    #expect(RowsByID(box.binding, where: isEven).map(\.id) == [0, 4])
  }

  @Test func offsetsAreCountedAmongTheElementsAcceptedWhenTheDeleteRuns() {
    // The list showed B and C (A hidden); the user deletes B, offset 0. Before the delete runs,
    // A is reopened, so the predicate accepts it again: offset 0 now names A, as the
    // documentation says, and A is removed.
    struct Task: Equatable {
      var name: String
      var isDone: Bool
    }
    var tasks = [
      Task(name: "A", isDone: true), Task(name: "B", isDone: false), Task(name: "C", isDone: false),
    ]
    let shown = tasks.filter { !$0.isDone }.map(\.name)
    #expect(shown == ["B", "C"])
    tasks[0].isDone = false
    tasks.remove(atOffsets: [0], where: { !$0.isDone })
    #expect(tasks.map(\.name) == ["B", "C"], "the offset named A when the delete ran")
  }

  @Test func removingAtOffsetsAmongTheShownRowsIgnoresOffsetsPastThem() {
    var numbers = Array(0..<10)
    numbers.remove(atOffsets: [0, 2, 9], where: { $0 >= 5 })
    #expect(numbers == [0, 1, 2, 3, 4, 6, 8, 9], "5 and 7 went; offset 9 names no shown row")
    numbers.remove(atOffsets: 0..<3, where: { _ in false })
    #expect(numbers == [0, 1, 2, 3, 4, 6, 8, 9])
    var none: [Int] = []
    none.remove(atOffsets: [0], where: { _ in true })
    #expect(none.isEmpty)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func idsWhoseHashesAllCollideStillFindTheirOwnRows() {
    struct Colliding: Hashable, Sendable {
      var value: Int
      func hash(into hasher: inout Hasher) {}
    }
    struct Item: Identifiable, Equatable, Sendable {
      let id: Colliding
      var title: String
    }
    let box = Box((0..<200).map { Item(id: Colliding(value: $0), title: "row \($0)") })
    let first = box.binding.byID
    let second = box.binding.byID
    var wrong = 0
    for (position, (earlier, later)) in zip(first, second).enumerated() {
      if later.wrappedValue.id.value != position { wrong += 1 }
      later.title.wrappedValue = "edited \(position)"
      if earlier.wrappedValue.title != "edited \(position)" { wrong += 1 }
    }
    #expect(wrong == 0)
    box.value.removeAll { $0.id.value.isMultiple(of: 2) }
    #expect(first[10].wrappedValue.title == "edited 10", "a deleted row's last value")
    #expect(first[11].wrappedValue.title == "edited 11")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func severalRowsDeletedInOneUpdateEachReadTheirLastValue() {
    // `onDelete` with several offsets, first, middle and last among them: each row of the
    // render before, evaluated again, reads its own last value and drops writes, and the rows
    // that remain still reach their elements.
    let box = Box(Self.todos(0..<8))
    let rendered = box.binding.byID
    for row in rendered { row.title.wrappedValue += " seen" }
    let deleted: Set<Int> = [0, 3, 4, 7]
    box.value = box.value.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
    let after = box.value
    for (position, row) in rendered.enumerated() {
      #expect(row.wrappedValue == Todo(id: position, title: "row \(position) seen"))
      if deleted.contains(position) { row.title.wrappedValue = "dropped" }
    }
    #expect(box.value == after, "no write of a deleted row landed")
    rendered[5].title.wrappedValue = "kept"
    #expect(box.value.map(\.title) == ["row 1 seen", "row 2 seen", "kept", "row 6 seen"])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theLastRowDeletedAndEvaluatedAgainReadsItsLastValue() {
    // The index of the last row is past the end once it is gone: SwiftUI's index rows trap
    // there. And again once the collection is empty.
    let box = Box(Self.todos(1...3))
    let rendered = box.binding.byID
    box.value.removeLast()
    #expect(rendered[2].wrappedValue == Todo(id: 3, title: "row 3"))
    rendered[2].wrappedValue.title = "dropped"
    #expect(box.value == Self.todos(1...2))
    let next = box.binding.byID
    box.value.removeAll()
    #expect(next.map(\.wrappedValue.id) == [1, 2])
    next[1].title.wrappedValue = "dropped"
    #expect(box.value.isEmpty)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aRowHeldByAViewGetsTheSameKeyPathObjectNextUpdate() {
    // Not just an equal key path: the same object, found again, so no key path is formed.
    let box = Box(Self.todos(1...3))
    let held = box.binding.derived.byID
    box.value.insert(Todo(id: 0, title: "new"), at: 0)
    let next = box.binding.derived.byID
    for (earlier, later) in zip(held, next.dropFirst()) {
      #expect(earlier.keyPath === later.keyPath)
      expectIdentity(earlier, later, same: true)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func identifiedElementsThatAreNotSendableWorkTheSame() {
    let notes = [Note("first"), Note("second"), Note("third")]
    let box = Box(notes)
    let rows = box.binding.uncachedByID
    #expect(rows.map { $0.wrappedValue.text } == ["first", "second", "third"])
    box.value.remove(at: 1)
    #expect(rows[1].wrappedValue === notes[1], "the deleted row reads what it last had")
    rows[1].wrappedValue = Note("dropped")
    #expect(box.value.map(\.text) == ["first", "third"])
    rows[2].wrappedValue.text = "edited"
    #expect(notes[2].text == "edited")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func rowsFollowTheirElementsThroughMovesAndInsertions() {
    let box = Box(Self.todos(1...5))
    let rows = box.binding.byID
    box.value.moveElement(from: 0, to: 5)
    box.value.insert(Todo(id: 9, title: "new"), at: 0)
    for (row, id) in zip(rows, 1...5) {
      #expect(row.wrappedValue.id == id)
      row.title.wrappedValue = "moved \(id)"
    }
    #expect(
      box.value.map(\.title) == ["new", "moved 2", "moved 3", "moved 4", "moved 5", "moved 1"])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anUnchangedRowIsTheSameBindingRenderAfterRender() {
    let box = Box(Self.todos(1...3))
    let first = box.binding.derived.byID
    let second = box.binding.derived.byID
    for (earlier, later) in zip(first, second) { expectIdentity(earlier, later, same: true) }
    expectIdentity(first[0], second[1], same: false)
    // An edit elsewhere does not make the other rows new bindings.
    box.value[2].title = "edited"
    let third = box.binding.derived.byID
    expectIdentity(first[0], third[0], same: true)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aDeletedRowsValueLivesOnlyAsLongAsItsBinding() {
    // The key path holds the row's last value, which is the user's data: the package finds it
    // again only while a binding holds it (HeldKeyPathsTests), so once the bindings are gone
    // nothing keeps the value.
    final class Secret: Sendable {
      let text: String
      init(_ text: String) { self.text = text }
    }
    struct Entry: Identifiable, Sendable {
      let id: UUID
      var secret: Secret
    }
    let id = UUID()
    weak var released: Secret?
    let box = Box<[Entry]>([])
    do {
      let secret = Secret("a passcode")
      released = secret
      box.value = [Entry(id: id, secret: secret)]
      let held = box.binding.byID[0]
      #expect(held.wrappedValue.secret.text == "a passcode")
      box.value = []
      #expect(held.wrappedValue.secret.text == "a passcode", "read after the delete")
    }
    #expect(released == nil, "nothing kept the deleted value once its bindings were gone")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func duplicateIDsReadAndWriteAnElementWithTheirID() {
    // SwiftUI requires unique ids in a ForEach; with duplicates, rows still read and write an
    // element that has their id, and nothing traps.
    let box = Box([Todo(id: 1, title: "a"), Todo(id: 1, title: "b"), Todo(id: 2, title: "c")])
    let rows = Array(box.binding.byID)
    #expect(rows.map(\.wrappedValue.id) == [1, 1, 2])
    rows[1].title.wrappedValue = "written"
    #expect(box.value.filter { $0.title == "written" }.map(\.id) == [1])
    box.value.removeAll { $0.id == 1 }
    #expect(rows[0].wrappedValue.id == 1)
    rows[0].title.wrappedValue = "dropped"
    #expect(box.value == [Todo(id: 2, title: "c")])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func elementsAndIDsThatAreNotSendableWorkTheSame() {
    let notes = [Note("first"), Note("second")]
    let box = Box(notes)
    let rows = box.binding.byID(\.id)
    #expect(rows.map { $0.wrappedValue.text } == ["first", "second"])
    box.value.removeFirst()
    #expect(rows[0].wrappedValue === notes[0], "the deleted row reads what it last had")
    #expect(rows[1].wrappedValue === notes[1])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func rowsOfElementsThatAreNotSendableAreEqualForTheSameIDAndKeyPath() {
    let box = Box([Note("first"), Note("second")])
    let byText = box.binding.derived.byID(formingAnew: \Note.text)
    let again = box.binding.derived.byID(formingAnew: \Note.text)
    expectIdentity(byText[0], again[0], same: true)
    expectIdentity(byText[0], again[1], same: false)
    // The same ids, read through another key path to the same property.
    let throughCopy = box.binding.derived.byID(formingAnew: \Note.text.description)
    expectIdentity(byText[0], throughCopy[0], same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func rowsByAKeyPathFindTheirElementByThatID() {
    struct Tag: Equatable, Sendable {
      var name: String
      var isPinned = false
    }
    let box = Box([Tag(name: "red"), Tag(name: "blue")])
    // A view holds its row's binding; so does this test.
    let red = box.binding.byID(\.name)[0]
    box.value.reverse()
    red.isPinned.wrappedValue = true
    #expect(box.value == [Tag(name: "blue"), Tag(name: "red", isPinned: true)])
    box.value.removeAll { $0.name == "red" }
    #expect(red.wrappedValue == Tag(name: "red", isPinned: true))
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aHundredThousandRowsEachReadTheirOwnElement() {
    let count = 100_000
    let box = Box(Self.todos(0..<count))
    let rows = box.binding.byID
    var wrong = 0
    for (offset, row) in rows.enumerated() where row.wrappedValue.id != offset { wrong += 1 }
    #expect(wrong == 0)
    // Every thousandth row deleted (each gone row searches the whole array once), then each
    // row read again.
    box.value.removeAll { $0.id % 1_000 == 0 }
    for (offset, row) in rows.enumerated() {
      let read = row.wrappedValue
      if read.id != offset
        || (offset % 1_000 != 0 && read != box.value[offset - offset / 1_000 - 1])
      {
        wrong += 1
      }
    }
    #expect(wrong == 0)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
  func randomEditsAgreeWithAModelOfWhatEachRowReads(seed: UInt64) {
    // Insertions, deletions, moves and edits, through the model and through rows from earlier
    // renders; after each step every row of every render reads what the model says: its
    // element while it exists, and the value it last had once it is gone. Each row is checked
    // against the id it was made for (the id at its position when its render was made), never
    // against what it reads back, so a row that reads another live element fails.
    var generator = SeededGenerator(seed: seed)
    let box = Box(Self.todos(0..<20))
    var nextID = 20
    var renders: [[(id: Int, row: Binding<Todo>)]] = []
    var lastValue: [Int: Todo] = [:]
    var mismatches = 0
    for step in 0..<400 {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0 where !box.value.isEmpty:
        box.value.remove(at: Int.random(in: 0..<box.value.count, using: &generator))
      case 1:
        box.value.insert(
          Todo(id: nextID, title: "new \(nextID)"),
          at: Int.random(in: 0...box.value.count, using: &generator))
        nextID += 1
      case 2 where box.value.count > 1:
        let from = Int.random(in: 0..<box.value.count, using: &generator)
        box.value.moveElement(
          from: from, to: Int.random(in: 0...box.value.count, using: &generator))
      case 3 where !renders.isEmpty:
        let render = renders[Int.random(in: 0..<renders.count, using: &generator)]
        guard !render.isEmpty else { break }
        let (id, row) = render[Int.random(in: 0..<render.count, using: &generator)]
        let before = box.value
        row.title.wrappedValue = "edit \(step)"
        if let position = before.firstIndex(where: { $0.id == id }) {
          var expected = before
          expected[position].title = "edit \(step)"
          if box.value != expected { mismatches += 1 }
        } else if box.value != before {
          mismatches += 1
        }
      default:
        renders.append(Array(zip(box.value.map(\.id), box.binding.byID)))
        if renders.count > 6 { renders.removeFirst() }
      }
      for render in renders {
        for (id, row) in render {
          let read = row.wrappedValue
          if let live = box.value.first(where: { $0.id == id }) {
            if read != live { mismatches += 1 }
          } else if read != lastValue[id] {
            mismatches += 1
          }
        }
      }
      for todo in box.value { lastValue[todo.id] = todo }
    }
    #expect(mismatches == 0, "seed \(seed)")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func twoListsOfOneTypeCanShareARowsMemoryForAnID() {
    // What the docs say of two lists whose elements have the same type and the same ids: their
    // rows for one id can share one key path (found by type and id while a binding holds it),
    // and then a row of the first list, evaluated after its element is gone, reads the value
    // last read for that id in either list. It never reads anything else, and writes stay with
    // each list's own array.
    let first = Box([Todo(id: 7, title: "first list")])
    let second = Box([Todo(id: 7, title: "second list")])
    let inFirst = first.binding.byID[0]
    let inSecond = second.binding.byID[0]
    #expect(inFirst.wrappedValue.title == "first list")
    first.value = []
    #expect(inFirst.wrappedValue.title == "first list")
    #expect(inSecond.wrappedValue.title == "second list")
    #expect(["first list", "second list"].contains(inFirst.wrappedValue.title))
    inFirst.title.wrappedValue = "dropped"
    inSecond.title.wrappedValue = "written"
    #expect(first.value.isEmpty)
    #expect(second.value == [Todo(id: 7, title: "written")])
  }
}

extension Array {
  /// Moves the element at `source` to before the element at `destination` (or to the end), as
  /// `onMove` asks: SwiftUI's `move(fromOffsets:toOffset:)`, which does not exist on Linux.
  mutating func moveElement(from source: Int, to destination: Int) {
    let element = remove(at: source)
    insert(element, at: destination > source ? destination - 1 : destination)
  }
}

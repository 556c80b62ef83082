import Foundation
import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

/// `ForEach(byID:)`, driven through the stand-in's inspector the way SwiftUI drives a list.
///
/// Rows rendered, deleted by a swipe, moved by a drag, and a deleted row evaluated once more while
/// it animates away. `ListInspectionTests` plays the same sequence with SwiftUI's index rows,
/// which trap.
@MainActor
@Suite("ForEach(byID:)")
struct ForEachByIDTests {
  struct Item: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
  }

  static let samples = [
    Item(id: 1, title: "Write"), Item(id: 2, title: "Test"), Item(id: 3, title: "Ship"),
  ]

  /// A list as the package's users write it: rows by id, swipe to delete, drag to move.
  struct TodoList: View {
    @State var items: [Item]

    var body: some View {
      List {
        ForEach(byID: $items) { $item in
          TextField("Title", text: $item.title)
        }
        .onDelete { offsets in items.remove(atOffsets: offsets) }
        .onMove { source, destination in items.move(fromOffsets: source, toOffset: destination) }
      }
    }
  }

  /// Tags in a lazy stack, identified by a key path rather than `Identifiable`.
  struct Tag: Hashable, Sendable {
    var name: String
    var isPinned = false
  }

  struct TagStack: View {
    @State var tags: [Tag]

    var body: some View {
      LazyVStack {
        ForEach(byID: $tags, id: \.name) { $tag in
          Toggle(tag.name, isOn: $tag.isPinned)
        }
      }
    }
  }

  /// The rows as a `List`'s own.
  struct DataList: View {
    @State var items: [Item]

    var body: some View {
      List(byID: $items) { $item in TextField("Title", text: $item.title) }
    }
  }

  /// A note holds a reference to something that is not `Sendable`, so notes are not either.
  final class Attachment {}
  struct Note: Identifiable {
    let id: Int
    var text: String
    var attachment: Attachment?
  }

  /// The rows as a `List`'s own, over elements that are not `Sendable`, with and without `id:`.
  struct NoteLists: View {
    @State var notes: [Note]

    var body: some View {
      VStack {
        List(byID: $notes) { $note in TextField("Text", text: $note.text) }
        List(byID: $notes, id: \.text) { $note in TextField("Text", text: $note.text) }
      }
    }
  }

  /// Only the rows still to do, with swipe to delete: the offsets are among the rows shown.
  struct PendingList: View {
    @State var items: [Item]
    static let isPending = { (item: Item) in !item.title.hasPrefix("Done") }

    var body: some View {
      List {
        ForEach(byID: $items, where: Self.isPending) { $item in
          TextField("Title", text: $item.title)
        }
        .onDelete { offsets in items.remove(atOffsets: offsets, where: Self.isPending) }
      }
    }
  }

  static func forEach(in view: InspectedView) throws -> InspectedView {
    let found = view.dynamicContents
    try #require(found.count == 1, "found \(found.count)")
    return found[0]
  }

  @Test("rows in a List carry their ids and edit their elements")
  func rowsOfAList() throws {
    let list = TodoList(items: Self.samples)
    let rows = try #require(try Self.forEach(in: inspect(list)).rows)
    #expect(rows.map(\.id) == [1, 2, 3].map(AnyHashable.init))
    #expect(rows.map(\.offset) == [0, 1, 2])
    try rows[1].content.binding(of: String.self).wrappedValue = "Test twice"
    #expect(list.items.map(\.title) == ["Write", "Test twice", "Ship"])
  }

  @Test("a row deleted by a swipe and evaluated again reads its last text and drops typing")
  func aDeletedRowEvaluatedAgain() throws {
    let list = TodoList(items: Self.samples)
    let forEach = try Self.forEach(in: inspect(list))
    let middle = try #require(forEach.rows)[1]
    try middle.evaluatedAgain().binding(of: String.self).wrappedValue = "Tested"
    try forEach.delete(atOffsets: [1])
    #expect(list.items.map(\.id) == [1, 3])
    let field = try middle.evaluatedAgain().binding(of: String.self)
    #expect(field.wrappedValue == "Tested")
    field.wrappedValue = "typed while it animates away"
    #expect(list.items == [Item(id: 1, title: "Write"), Item(id: 3, title: "Ship")])
    // The same for the last row, whose index is past the end: no trap.
    let last = try #require(try Self.forEach(in: inspect(list)).rows)[1]
    list.items.removeLast()
    #expect(try last.evaluatedAgain().binding(of: String.self).wrappedValue == "Ship")
    #expect(list.items == [Item(id: 1, title: "Write")])
  }

  @Test("rows follow their elements through a drag, and the new order renders")
  func moves() throws {
    let list = TodoList(items: Self.samples)
    let forEach = try Self.forEach(in: inspect(list))
    let first = try #require(forEach.rows)[0]
    try forEach.move(fromOffsets: [0], toOffset: 3)
    #expect(list.items.map(\.id) == [2, 3, 1])
    try first.evaluatedAgain().binding(of: String.self).wrappedValue = "Written"
    #expect(list.items.map(\.title) == ["Test", "Ship", "Written"])
    let rows = try #require(try Self.forEach(in: inspect(list)).rows)
    #expect(rows.map(\.id) == [2, 3, 1].map(AnyHashable.init))
  }

  @Test("rows by a key path in a LazyVStack survive their element's deletion too")
  func lazyStackByKeyPath() throws {
    let stack = TagStack(tags: [Tag(name: "red"), Tag(name: "blue")])
    let rows = try #require(try Self.forEach(in: inspect(stack)).rows)
    #expect(rows.map(\.id) == ["red", "blue"].map(AnyHashable.init))
    stack.tags.reverse()
    try rows[0].evaluatedAgain().binding(of: Bool.self).wrappedValue = true
    #expect(stack.tags == [Tag(name: "blue"), Tag(name: "red", isPinned: true)])
    stack.tags.removeAll { $0.name == "red" }
    let toggle = try rows[0].evaluatedAgain().binding(of: Bool.self)
    #expect(toggle.wrappedValue == true)
    toggle.wrappedValue = false
    #expect(stack.tags == [Tag(name: "blue")])
  }

  @Test("a filtered list shows the passing rows, deletes among them and writes through")
  func filtered() throws {
    let list = PendingList(items: [
      Item(id: 1, title: "Write"), Item(id: 2, title: "Done: test"), Item(id: 3, title: "Ship"),
      Item(id: 4, title: "Tag"),
    ])
    let forEach = try Self.forEach(in: inspect(list))
    let rows = try #require(forEach.rows)
    #expect(rows.map(\.id) == [1, 3, 4].map(AnyHashable.init))
    try rows[1].content.binding(of: String.self).wrappedValue = "Ship it"
    #expect(list.items.map(\.title) == ["Write", "Done: test", "Ship it", "Tag"])
    try forEach.delete(atOffsets: [1])
    #expect(list.items.map(\.id) == [1, 2, 4], "the second row shown, not the second element")
    let gone = try rows[1].evaluatedAgain().binding(of: String.self)
    #expect(gone.wrappedValue == "Ship it")
    gone.wrappedValue = "dropped"
    #expect(list.items.map(\.id) == [1, 2, 4])
  }

  @Test("List(byID:) has the same rows")
  func listData() throws {
    let list = DataList(items: Self.samples)
    let rows = try #require(try Self.forEach(in: inspect(list)).rows)
    #expect(rows.map(\.id) == [1, 2, 3].map(AnyHashable.init))
    list.items.removeFirst()
    let field = try rows[0].evaluatedAgain().binding(of: String.self)
    #expect(field.wrappedValue == "Write")
    field.wrappedValue = "dropped"
    #expect(list.items.map(\.title) == ["Test", "Ship"])
  }

  @Test("List(byID:) takes elements that are not Sendable, found by their id or by a key path")
  func listOfElementsThatAreNotSendable() throws {
    let lists = NoteLists(notes: [Note(id: 1, text: "one"), Note(id: 2, text: "two")])
    let both = inspect(lists).dynamicContents
    try #require(both.count == 2, "found \(both.count)")
    let byID = try #require(both[0].rows)
    let byText = try #require(both[1].rows)
    #expect(byID.map(\.id) == [1, 2].map(AnyHashable.init))
    #expect(byText.map(\.id) == ["one", "two"].map(AnyHashable.init))
    lists.notes.reverse()
    try byID[0].evaluatedAgain().binding(of: String.self).wrappedValue = "first"
    try byText[1].evaluatedAgain().binding(of: String.self).wrappedValue = "second"
    #expect(lists.notes.map(\.text) == ["second", "first"], "each row found its note, moved")
    lists.notes.removeAll()
    let gone = try byID[1].evaluatedAgain().binding(of: String.self)
    #expect(gone.wrappedValue == "two", "what this list showed; the other list made the edit")
    gone.wrappedValue = "dropped"
    #expect(lists.notes.isEmpty)
  }
}

import Foundation
@_spi(Inspection) import SwiftUI
import Testing

/// The inspector's reach into lists: a `ForEach`'s rows, its delete and move actions, and a row
/// evaluated again after its element changed or went away.
///
/// The rows here are SwiftUI's own, index-based ones (`ForEach($items) { $item in … }`), so these
/// tests also record what such rows do in the stand-in when their element is deleted under them:
/// a row evaluated again reads and writes the element now at its index, and past the end it traps.
@MainActor
@Suite("Inspector: lists")
struct ListInspectionTests {
  struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
  }

  static let samples = [
    Item(id: 1, title: "Write"), Item(id: 2, title: "Test"), Item(id: 3, title: "Ship"),
  ]

  /// A list as SwiftUI users write it: rows bound by index, swipe to delete, drag to move.
  struct IndexRowList: View {
    @State var items: [Item]

    var body: some View {
      List {
        ForEach($items) { $item in
          TextField("Title", text: $item.title)
        }
        .onDelete { offsets in items.remove(atOffsets: offsets) }
        .onMove { source, destination in items.move(fromOffsets: source, toOffset: destination) }
      }
    }
  }

  /// The same rows in a lazy stack, with no actions.
  struct LazyRows: View {
    @State var items: [Item]

    var body: some View {
      LazyVStack {
        ForEach($items, id: \.id) { $item in Text(item.title) }
      }
    }
  }

  /// Rows whose edit actions SwiftUI performs itself.
  struct EditableRows: View {
    @State var items: [Item]

    var body: some View {
      List {
        ForEach($items, editActions: .all) { $item in Text(item.title) }
      }
    }
  }

  /// The only `ForEach` of `view`.
  static func forEach(
    in view: InspectedView, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedView {
    let found = view.dynamicContents
    try #require(found.count == 1, "found \(found.count)", sourceLocation: sourceLocation)
    return found[0]
  }

  /// What `view` holds now, read through its state box.
  static func titles(_ items: [Item]) -> [String] { items.map(\.title) }

  @Test("a ForEach in a List has one row per element, with its id and content")
  func rowsOfAList() throws {
    let list = IndexRowList(items: Self.samples)
    let rows = try #require(try Self.forEach(in: inspect(list)).rows)
    #expect(rows.map(\.id) == [1, 2, 3].map(AnyHashable.init))
    #expect(rows.map(\.offset) == [0, 1, 2])
    #expect(rows.map { $0.content.kind } == [.textField, .textField, .textField])
    try rows[1].content.binding(of: String.self).wrappedValue = "Test twice"
    #expect(Self.titles(list.items) == ["Write", "Test twice", "Ship"])
  }

  @Test("a ForEach in a LazyVStack has its rows too, and a view that is no ForEach has none")
  func rowsOfALazyStack() throws {
    let view = inspect(LazyRows(items: Self.samples))
    #expect(view.kind == .stack)
    let rows = try #require(try Self.forEach(in: view).rows)
    #expect(rows.map { $0.content.texts } == [["Write"], ["Test"], ["Ship"]])
    #expect(view.rows == nil)
    #expect(rows[0].content.rows == nil)
  }

  @Test("delete(atOffsets:) calls the onDelete action with the offsets, as a swipe would")
  func deleteCallsOnDelete() throws {
    let list = IndexRowList(items: Self.samples)
    try Self.forEach(in: inspect(list)).delete(atOffsets: [1])
    #expect(Self.titles(list.items) == ["Write", "Ship"])
    let rows = try #require(try Self.forEach(in: inspect(list)).rows)
    #expect(rows.map(\.id) == [1, 3].map(AnyHashable.init))
  }

  @Test("move(fromOffsets:toOffset:) calls the onMove action, as a drag would")
  func moveCallsOnMove() throws {
    let list = IndexRowList(items: Self.samples)
    try Self.forEach(in: inspect(list)).move(fromOffsets: [0], toOffset: 3)
    #expect(Self.titles(list.items) == ["Test", "Ship", "Write"])
    try Self.forEach(in: inspect(list)).move(fromOffsets: [1, 2], toOffset: 0)
    #expect(Self.titles(list.items) == ["Ship", "Write", "Test"])
  }

  @Test("a ForEach without actions offers no deletion or move; other views neither")
  func noActionsThrow() throws {
    let view = inspect(LazyRows(items: Self.samples))
    let forEach = try Self.forEach(in: view)
    #expect(throws: InspectionError.noAction(.group)) { try forEach.delete(atOffsets: [0]) }
    #expect(throws: InspectionError.noAction(.group)) {
      try forEach.move(fromOffsets: [0], toOffset: 2)
    }
    #expect(throws: InspectionError.noAction(.stack)) { try view.delete(atOffsets: [0]) }
  }

  @Test("a ForEach with edit actions deletes from and moves within the bound array itself")
  func editActionsEditTheArray() throws {
    let list = EditableRows(items: Self.samples)
    try Self.forEach(in: inspect(list)).move(fromOffsets: [2], toOffset: 0)
    #expect(Self.titles(list.items) == ["Ship", "Write", "Test"])
    try Self.forEach(in: inspect(list)).delete(atOffsets: [0, 2])
    #expect(Self.titles(list.items) == ["Write"])
    #expect(try Self.forEach(in: inspect(list)).rows?.map { $0.content.texts } == [["Write"]])
  }

  @Test("a row evaluated again after an edit reads the element at its index now")
  func evaluatedAgainReadsNow() throws {
    let list = LazyRows(items: Self.samples)
    let rows = try #require(try Self.forEach(in: inspect(list)).rows)
    list.items[1].title = "Test twice"
    #expect(rows[1].content.texts == ["Test"], "the earlier render is kept as it was")
    #expect(rows[1].evaluatedAgain().texts == ["Test twice"])
  }

  @Test(
    "an index row evaluated again after the deletion of its element writes into the next one")
  func indexRowFollowsItsIndex() throws {
    let list = IndexRowList(items: Self.samples)
    let rows = try #require(try Self.forEach(in: inspect(list)).rows)
    #expect(rows[1].id == AnyHashable(2))
    try Self.forEach(in: inspect(list)).delete(atOffsets: [1])

    let again = rows[1].evaluatedAgain()
    let field = try again.binding(of: String.self)
    #expect(field.wrappedValue == "Ship", "the row of Test reads the element that took its index")
    field.wrappedValue = "Typed into the gone row"
    #expect(Self.titles(list.items) == ["Write", "Typed into the gone row"])
  }

  @Test("an index row whose element was deleted from the end traps when typed into (exit test)")
  func goneIndexRowTrapsOnWrite() async throws {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      await MainActor.run {
        let list = IndexRowList(items: ListInspectionTests.samples)
        let forEach = inspect(list).dynamicContents[0]
        let last = forEach.rows![2]
        try! last.evaluatedAgain().binding(of: String.self).wrappedValue = "Shipped"
        print("typed before the deletion: \(list.items[2].title)")
        try! forEach.delete(atOffsets: [2])
        let field = try! last.evaluatedAgain().binding(of: String.self)
        print("evaluated the gone row again")
        field.wrappedValue = "Ghost"
        print("typed into the gone row")
      }
    }
    let output = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
    let errors = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("typed before the deletion: Shipped"))
    #expect(output.contains("evaluated the gone row again"))
    #expect(!output.contains("typed into the gone row"))
    #expect(errors.contains("Index out of range"), "standard error: \(errors)")
  }

  @Test("an index row that reads its element traps when evaluated again past the end (exit test)")
  func goneIndexRowTrapsOnRead() async throws {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      await MainActor.run {
        let list = LazyRows(items: ListInspectionTests.samples)
        let last = inspect(list).dynamicContents[0].rows![2]
        print("before: \(last.evaluatedAgain().texts)")
        list.items.removeLast()
        print("after: \(last.evaluatedAgain().texts)")
      }
    }
    let output = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
    let errors = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("before: [\"Ship\"]"))
    #expect(!output.contains("after:"))
    #expect(errors.contains("Index out of range"), "standard error: \(errors)")
  }
}

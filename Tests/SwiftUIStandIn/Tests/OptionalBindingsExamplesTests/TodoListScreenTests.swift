import OptionalBindingsExamplesUI
@_spi(Inspection) import SwiftUI
import Testing

/// The list screen: details edit to-dos by id while to-dos are deleted under them.
@MainActor
@Suite("Example: list edited by id")
struct TodoListScreenTests {
  let screen = TodoListScreen(todos: [
    Todo(id: 1, title: "Buy milk"),
    Todo(id: 2, title: "Water the plants", isDone: true),
    Todo(id: 3, title: "Write the report"),
  ])

  @Test("a detail edits its own to-do, and the list shows the change")
  func detailEdits() throws {
    let detail = try inspect(screen).destination(of: "Write the report")
    try detail.binding(of: String.self, .textField, "Title").wrappedValue = "Write the summary"
    try detail.binding(of: Bool.self, .toggle, "Done").wrappedValue = true

    let list = inspect(screen)
    #expect(list.linkTitles == ["Buy milk", "Water the plants", "Write the summary"])
    #expect(list.links(titled: "Write the summary").first?.texts == ["Write the summary", "Done"])
  }

  @Test("deleting from a detail removes its row; the detail, still held, reads the old to-do")
  func deleteFromDetail() throws {
    let link = try #require(inspect(screen).links(titled: "Buy milk").first)
    let detail = try #require(link.destination())
    let title = try detail.binding(of: String.self, .textField, "Title")
    let done = try detail.binding(of: Bool.self, .toggle, "Done")

    try detail.press("Delete")
    #expect(inspect(screen).linkTitles == ["Water the plants", "Write the report"])

    // SwiftUI evaluates the detail again while it animates away: it must not trap.
    let stale = try #require(link.destination())
    #expect(try stale.binding(of: String.self, .textField, "Title").wrappedValue == "Buy milk")
    #expect(title.wrappedValue == "Buy milk")
    #expect(done.wrappedValue == false)
  }

  @Test("writes through a deleted to-do's detail are dropped, not written back as a new row")
  func noResurrection() throws {
    let detail = try inspect(screen).destination(of: "Buy milk")
    let title = try detail.binding(of: String.self, .textField, "Title")
    let done = try detail.binding(of: Bool.self, .toggle, "Done")
    try detail.press("Delete")

    title.wrappedValue = "Buy oat milk"
    done.wrappedValue = true
    let list = inspect(screen)
    #expect(list.linkTitles == ["Water the plants", "Write the report"])
    #expect(list.links(titled: "Write the report").first?.texts == ["Write the report"])
  }

  @Test("a detail keeps editing its to-do after a row before it is deleted")
  func followsIdNotPosition() throws {
    // The held detail is the third row's. Deleting the second row moves its to-do to index 1;
    // a binding by position would now reach past the end of the array.
    let detail = try inspect(screen).destination(of: "Write the report")
    let title = try detail.binding(of: String.self, .textField, "Title")

    try inspect(screen).press("Delete completed")
    #expect(inspect(screen).linkTitles == ["Buy milk", "Write the report"])
    #expect(title.wrappedValue == "Write the report")

    title.wrappedValue = "Write the summary"
    #expect(inspect(screen).linkTitles == ["Buy milk", "Write the summary"])
  }

  @Test(
    "a row deleted by a swipe and evaluated again shows its to-do as it was; its detail drops edits"
  )
  func swipeToDelete() throws {
    let rows = try #require(inspect(screen).dynamicContents.first?.rows)
    let second = rows[1]
    let detail = try #require(second.content.destination())
    let title = try detail.binding(of: String.self, .textField, "Title")

    try #require(inspect(screen).dynamicContents.first).delete(atOffsets: [1])
    #expect(inspect(screen).linkTitles == ["Buy milk", "Write the report"])

    // SwiftUI evaluates the swiped row once more while it animates away: no trap, the old title.
    #expect(second.evaluatedAgain().texts == ["Water the plants", "Done"])
    title.wrappedValue = "Water the garden"
    #expect(inspect(screen).linkTitles == ["Buy milk", "Write the report"])
    #expect(title.wrappedValue == "Water the plants")
  }

  @Test("Add appends a to-do with a new id, which its own detail then edits")
  func addThenEdit() throws {
    try inspect(screen).press("Add a to-do")
    #expect(inspect(screen).linkTitles.last == "To-do 4")

    let detail = try inspect(screen).destination(of: "To-do 4")
    try detail.binding(of: String.self, .textField, "Title").wrappedValue = "Call Grace"
    #expect(
      inspect(screen).linkTitles == [
        "Buy milk", "Water the plants", "Write the report", "Call Grace",
      ])
  }
}

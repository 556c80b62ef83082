import OptionalBindingsExamplesUI
@_spi(Inspection) import SwiftUI
import Testing

/// The alert-and-sheet screen: each presentation is driven by an optional through `isPresent()`.
///
/// The stand-in presents nothing; a test reads what would be presented, and dismisses a
/// presentation the way SwiftUI does, by writing false to its binding.
@MainActor
@Suite("Example: alert and sheet")
struct PresentationScreenTests {
  let screen = PresentationScreen(notes: [
    Note(id: 1, text: "Buy flowers"), Note(id: 2, text: "Call Ada"),
  ])

  /// The texts of the notes' rows.
  private var noteTexts: [String] {
    inspect(screen).all(.stack).compactMap { $0.texts.first }
  }

  @Test("nothing is presented at first")
  func nothingPresented() throws {
    let view = inspect(screen)
    #expect(try view.presentation(.alert).content() == nil)
    #expect(try view.presentation(.sheet).content() == nil)
    #expect(noteTexts == ["Buy flowers", "Call Ada"])
  }

  @Test("a row's Delete presents the alert for its note; the alert's Delete removes that note")
  func alertDeletes() throws {
    try inspect(screen).press("Delete Call Ada")
    let alert = try inspect(screen).presentation(.alert)
    #expect(alert.title == "Delete this note?")
    let shown = try #require(alert.content())
    #expect(shown.texts == ["Delete", "Cancel", "Call Ada"])

    try shown.press("Delete")
    alert.isPresented.wrappedValue = false
    #expect(noteTexts == ["Buy flowers"])
    #expect(try inspect(screen).presentation(.alert).content() == nil)
  }

  @Test("dismissing the alert stores nil and deletes nothing")
  func alertDismissed() throws {
    try inspect(screen).press("Delete Buy flowers")
    let alert = try inspect(screen).presentation(.alert)
    #expect(alert.isPresented.wrappedValue)

    alert.isPresented.wrappedValue = false
    #expect(try inspect(screen).presentation(.alert).isPresented.wrappedValue == false)
    #expect(try inspect(screen).presentation(.alert).content() == nil)
    #expect(noteTexts == ["Buy flowers", "Call Ada"])
  }

  @Test("New note presents the sheet; Save adds the note and closes it")
  func sheetSaves() throws {
    try inspect(screen).press("New note")
    let editor = try #require(try inspect(screen).presentation(.sheet).content())
    let text = try editor.binding(of: String.self, .textField, "Note")
    #expect(text.wrappedValue == "")

    text.wrappedValue = "Call Grace"
    try editor.press("Save")
    #expect(noteTexts == ["Buy flowers", "Call Ada", "Call Grace"])
    #expect(try inspect(screen).presentation(.sheet).isPresented.wrappedValue == false)
  }

  @Test("after Save, the sheet's field, still held, cannot reopen it or change the note")
  func staleSheetField() throws {
    try inspect(screen).press("New note")
    let sheet = try inspect(screen).presentation(.sheet)
    try #require(sheet.content()).binding(of: String.self, .textField, "Note").wrappedValue =
      "Call Grace"
    // The field as the sheet's last evaluation before Save made it.
    let editor = try #require(sheet.content())
    let text = try editor.binding(of: String.self, .textField, "Note")
    try editor.press("Save")

    text.wrappedValue = "Call Grace Hopper"
    #expect(text.wrappedValue == "Call Grace")
    #expect(try inspect(screen).presentation(.sheet).isPresented.wrappedValue == false)
    #expect(noteTexts == ["Buy flowers", "Call Ada", "Call Grace"])
  }

  @Test("Cancel, or a swipe that writes false, closes the sheet without adding a note")
  func sheetCancelled() throws {
    try inspect(screen).press("New note")
    let editor = try #require(try inspect(screen).presentation(.sheet).content())
    try editor.binding(of: String.self, .textField, "Note").wrappedValue = "Draft"
    try editor.press("Cancel")
    #expect(try inspect(screen).presentation(.sheet).content() == nil)

    try inspect(screen).press("New note")
    try inspect(screen).presentation(.sheet).isPresented.wrappedValue = false
    #expect(try inspect(screen).presentation(.sheet).content() == nil)
    #expect(noteTexts == ["Buy flowers", "Call Ada"])
  }
}

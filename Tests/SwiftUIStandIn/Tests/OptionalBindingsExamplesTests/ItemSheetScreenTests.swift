import OptionalBindingsExamplesUI
@_spi(Inspection) import SwiftUI
import Testing

/// The sheet that edits a draft note through the binding `sheet(item:)` hands it.
///
/// The stand-in presents nothing; a test reads what would be presented, dismisses the sheet the
/// way a swipe does (writing false to its binding, which stores nil), and evaluates the sheet's
/// content once more as SwiftUI may while it slides away.
@MainActor
@Suite("Example: sheet editing an item")
struct ItemSheetScreenTests {
  let screen = ItemSheetScreen(notes: [
    Note(id: 1, text: "Buy flowers"), Note(id: 2, text: "Call Ada"),
  ])

  /// The texts of the notes' rows.
  private var noteTexts: [String] {
    inspect(screen).all(.stack).compactMap { $0.texts.first }
  }

  /// The sheet, as the screen's current evaluation attaches it.
  private var sheet: InspectedPresentation {
    get throws { try inspect(screen).presentation(.sheet) }
  }

  @Test("nothing is presented at first")
  func nothingPresented() throws {
    #expect(try sheet.content() == nil)
    #expect(noteTexts == ["Buy flowers", "Call Ada"])
  }

  @Test("Edit presents the note; typing edits the draft, and Save writes it into the list")
  func editAndSave() throws {
    try inspect(screen).press("Edit Call Ada")
    let form = try #require(try sheet.content())
    let text = try form.binding(of: String.self, .textField, "Note")
    #expect(text.wrappedValue == "Call Ada")

    text.wrappedValue = "Call Ada Lovelace"
    #expect(noteTexts == ["Buy flowers", "Call Ada"], "the list keeps the note until Save")
    try form.press("Save")
    #expect(noteTexts == ["Buy flowers", "Call Ada Lovelace"])
    #expect(try sheet.isPresented.wrappedValue == false)
  }

  @Test("New note presents an empty draft; Save adds it")
  func newNote() throws {
    try inspect(screen).press("New note")
    let form = try #require(try sheet.content())
    let text = try form.binding(of: String.self, .textField, "Note")
    #expect(text.wrappedValue == "")
    text.wrappedValue = "Water the plants"
    try form.press("Save")
    #expect(noteTexts == ["Buy flowers", "Call Ada", "Water the plants"])
  }

  @Test("a swipe while typing closes the sheet; its field reads the last text and drops typing")
  func dismissedWhileEditing() throws {
    try inspect(screen).press("Edit Buy flowers")
    try #require(try sheet.content()).binding(of: String.self, .textField, "Note")
      .wrappedValue = "Buy tulips"
    // The sheet as it is on screen when the swipe starts.
    let shown = try sheet
    let field = try #require(shown.content()).binding(of: String.self, .textField, "Note")

    shown.isPresented.wrappedValue = false
    #expect(try sheet.content() == nil)
    #expect(field.wrappedValue == "Buy tulips")
    field.wrappedValue = "Buy tulips and roses"
    #expect(field.wrappedValue == "Buy tulips", "typing into the closing sheet is dropped")

    let sliding = try #require(shown.contentAsPresented(), "SwiftUI may evaluate it once more")
    let again = try sliding.binding(of: String.self, .textField, "Note")
    #expect(again.wrappedValue == "Buy tulips")
    again.wrappedValue = "Buy roses"
    #expect(try sheet.content() == nil, "the draft does not come back")
    #expect(noteTexts == ["Buy flowers", "Call Ada"], "and the list is as it was")
  }

  @Test("Cancel discards the draft")
  func cancel() throws {
    try inspect(screen).press("Edit Call Ada")
    let form = try #require(try sheet.content())
    try form.binding(of: String.self, .textField, "Note").wrappedValue = "Call Grace"
    try form.press("Cancel")
    #expect(try sheet.content() == nil)
    #expect(noteTexts == ["Buy flowers", "Call Ada"])
  }

  @Test("after Save, the form's field, still held, changes neither the saved note nor the sheet")
  func staleFieldAfterSave() throws {
    try inspect(screen).press("Edit Call Ada")
    let form = try #require(try sheet.content())
    let text = try form.binding(of: String.self, .textField, "Note")
    text.wrappedValue = "Call Ada today"
    let latest = try #require(try sheet.content())
    let field = try latest.binding(of: String.self, .textField, "Note")
    try latest.press("Save")

    field.wrappedValue = "Call Ada tomorrow"
    #expect(field.wrappedValue == "Call Ada today")
    #expect(noteTexts == ["Buy flowers", "Call Ada today"])
    #expect(try sheet.isPresented.wrappedValue == false)
  }
}

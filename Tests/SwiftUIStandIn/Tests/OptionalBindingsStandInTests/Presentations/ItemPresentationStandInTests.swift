import Foundation
@_spi(Inspection) import SwiftUI
import Testing

/// The stand-in's presentations driven by an optional item, as the other tests rely on them.
///
/// What each keeps for the inspector, when it is presented, and that dismissing it stores nil,
/// which is what Apple's pages say the system does. None of this is SwiftUI's behaviour; it is the
/// stand-in's model of it.
@MainActor
@Suite("SwiftUI stand-in: presentations of an optional item")
struct ItemPresentationStandInTests {
  struct Document: Identifiable, Hashable {
    let id: Int
    var title: String
  }

  /// The only presentation of `kind` in `view`.
  static func presentation(
    _ kind: InspectedPresentation.Kind, in view: InspectedView
  ) throws -> InspectedPresentation {
    let found = view.presentations.filter { $0.kind == kind }
    try #require(found.count == 1, "found \(found.count) of \(kind)")
    return found[0]
  }

  @Test("alert(_:item:actions:message:) shows its actions and message while the data is there")
  func alertWithMessage() throws {
    let pending = State<Document?>(initialValue: nil)
    // Apple's closures are not escaping: the stand-in builds the alert when the modifier is
    // applied, so each evaluation applies it again, as a body evaluation would.
    let view = {
      Text("Documents").alert("Delete?", item: pending.projectedValue) { document in
        Button("Delete \(document.title)", role: .destructive) {}
      } message: { document in
        Text("\(document.title) will be gone.")
      }
    }
    #expect(try Self.presentation(.alert, in: inspect(view())).content() == nil)

    pending.wrappedValue = Document(id: 1, title: "Draft")
    let alert = try Self.presentation(.alert, in: inspect(view()))
    #expect(alert.title == "Delete?")
    #expect(alert.isPresented.wrappedValue)
    #expect(alert.content()?.texts == ["Delete Draft", "Draft will be gone."])

    alert.isPresented.wrappedValue = false
    #expect(pending.wrappedValue == nil)
    #expect(alert.contentAsPresented()?.texts == ["Delete Draft", "Draft will be gone."])
    #expect(try Self.presentation(.alert, in: inspect(view())).content() == nil)
  }

  @Test("alert(_:item:actions:) with a Text title")
  func alertWithTextTitle() throws {
    let pending = State<Document?>(initialValue: Document(id: 2, title: "Notes"))
    let view = Text("Documents").alert(Text("Rename?"), item: pending.projectedValue) { document in
      Button("Rename \(document.title)") {}
    }
    let alert = try Self.presentation(.alert, in: inspect(view))
    #expect(alert.title == "Rename?")
    #expect(alert.content()?.texts == ["Rename Notes"])
  }

  @Test("confirmationDialog(_:item:titleVisibility:actions:) and its message variant")
  func confirmationDialogs() throws {
    let pending = State<Document?>(initialValue: Document(id: 3, title: "Plan"))
    let plain = Text("Documents").confirmationDialog(
      Text("Archive?"), item: pending.projectedValue, titleVisibility: .visible
    ) { document in
      Button("Archive \(document.title)") {}
    }
    let withMessage = Text("Documents").confirmationDialog(
      Text("Archive?"), item: pending.projectedValue
    ) { document in
      Button("Archive \(document.title)") {}
    } message: { document in
      Text("\(document.title) moves to the archive.")
    }
    #expect(
      try Self.presentation(.confirmationDialog, in: inspect(plain)).content()?.texts == [
        "Archive Plan"
      ])
    let dialog = try Self.presentation(.confirmationDialog, in: inspect(withMessage))
    #expect(dialog.title == "Archive?")
    #expect(dialog.content()?.texts == ["Archive Plan", "Plan moves to the archive."])
    dialog.isPresented.wrappedValue = false
    #expect(pending.wrappedValue == nil)
  }

  @Test("every title overload of the iOS 27 item alerts and dialogs keeps its title and content")
  func everyTitleOverload() throws {
    let pending = State<Document?>(initialValue: Document(id: 5, title: "Memo"))
    let data = pending.projectedValue
    let name: String = "Named"
    let substring: Substring = "Sliced"
    let actions = { (document: Document) in Button("Act on \(document.title)") {} }
    let message = { (document: Document) in Text("About \(document.title)") }
    let views: [(InspectedPresentation.Kind, String, [String], AnyView)] = [
      (
        .alert, "Key", ["Act on Memo"],
        AnyView(Text("D").alert("Key", item: data, actions: actions))
      ),
      (
        .alert, "Named", ["Act on Memo"],
        AnyView(Text("D").alert(name, item: data, actions: actions))
      ),
      (
        .alert, "Sliced", ["Act on Memo", "About Memo"],
        AnyView(Text("D").alert(substring, item: data, actions: actions, message: message))
      ),
      (
        .confirmationDialog, "Key", ["Act on Memo"],
        AnyView(Text("D").confirmationDialog("Key", item: data, actions: actions))
      ),
      (
        .confirmationDialog, "Named", ["Act on Memo", "About Memo"],
        AnyView(Text("D").confirmationDialog(name, item: data, actions: actions, message: message))
      ),
      (
        .confirmationDialog, "Text", ["Act on Memo", "About Memo"],
        AnyView(
          Text("D").confirmationDialog(
            Text("Text"), item: data, titleVisibility: .hidden, actions: actions,
            message: message))
      ),
    ]
    for (kind, title, texts, view) in views {
      let presentation = try Self.presentation(kind, in: inspect(view))
      #expect(presentation.title == title, "\(kind) \(title)")
      #expect(presentation.content()?.texts == texts, "\(kind) \(title)")
    }
  }

  @Test("sheet, cover, popover and destination keep their item and content for the inspector")
  func itemPresentationsKeepTheirContent() throws {
    let item = State<Document?>(initialValue: Document(id: 4, title: "Trip"))
    let view = Text("Documents")
      .sheet(item: item.projectedValue) { Text("Sheet \($0.title)") }
      .fullScreenCover(item: item.projectedValue) { Text("Cover \($0.title)") }
      .popover(item: item.projectedValue) { Text("Popover \($0.title)") }
      .navigationDestination(item: item.projectedValue) { Text("Destination \($0.title)") }
    let shown = inspect(view)
    for (kind, text) in [
      (InspectedPresentation.Kind.sheet, "Sheet Trip"), (.fullScreenCover, "Cover Trip"),
      (.popover, "Popover Trip"), (.navigationDestination, "Destination Trip"),
    ] {
      let presentation = try Self.presentation(kind, in: shown)
      #expect(presentation.content()?.texts == [text], "\(kind)")
    }
    item.wrappedValue?.title = "Journey"
    #expect(try Self.presentation(.sheet, in: shown).content()?.texts == ["Sheet Journey"])
    try Self.presentation(.popover, in: shown).isPresented.wrappedValue = false
    #expect(item.wrappedValue == nil)
    #expect(try Self.presentation(.sheet, in: shown).content() == nil)
    #expect(try Self.presentation(.sheet, in: shown).contentAsPresented()?.texts == ["Sheet Trip"])
  }

  @Test("writing true to an item presentation's isPresented changes nothing")
  func presentingWithoutAnItemDoesNothing() throws {
    let item = State<Document?>(initialValue: nil)
    let view = Text("Documents").sheet(item: item.projectedValue) { Text($0.title) }
    let sheet = try Self.presentation(.sheet, in: inspect(view))
    sheet.isPresented.wrappedValue = true
    #expect(item.wrappedValue == nil)
    #expect(sheet.content() == nil)
  }
}

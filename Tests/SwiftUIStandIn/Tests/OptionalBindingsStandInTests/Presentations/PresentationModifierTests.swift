import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import OptionalBindings

/// `sheet`, `fullScreenCover`, `popover` and `navigationDestination` that hand their content a
/// binding: each is presented while the item is there, edits reach the item, and the content's
/// binding belongs to the item it was presented for: after the item becomes nil (a dismissal) or
/// is replaced by one with another id, the content, held or evaluated again, reads the last value
/// it saw, drops writes, and nothing traps.
///
/// The stand-in presents nothing; its inspector evaluates what SwiftUI would present
/// (`content()`), and what SwiftUI may evaluate once more while the presentation goes away
/// (`contentAsPresented()`), and dismisses by writing false to `isPresented`, which stores nil.
@MainActor
@Suite("Presentations that hand their content a binding")
struct PresentationModifierTests {
  struct Draft: Identifiable, Hashable, Sendable {
    let id: Int
    var text: String
  }

  /// An item that is not `Hashable`: the unconstrained overloads.
  struct Report: Identifiable {
    let id: Int
    var text: String
  }

  /// A reference with no `Sendable` conformance, to keep an item from being `Sendable`.
  final class Owner: Hashable {
    let name: String
    var nickname = ""
    init(name: String) { self.name = name }
    static func == (lhs: Owner, rhs: Owner) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// A `Hashable` value that is not `Sendable`: the unconstrained `navigationDestination`.
  struct Trip: Hashable {
    var text: String
    var owner: Owner
  }

  enum Modifier: String, CaseIterable, Sendable {
    case sheet, fullScreenCover, popover, navigationDestination

    var kind: InspectedPresentation.Kind {
      switch self {
      case .sheet: .sheet
      case .fullScreenCover: .fullScreenCover
      case .popover: .popover
      case .navigationDestination: .navigationDestination
      }
    }
  }

  /// `Text("Drafts")` presenting a field for `item`'s text with `modifier`.
  static func present(_ modifier: Modifier, _ item: Binding<Draft?>) -> AnyView {
    let base = Text("Drafts")
    switch modifier {
    case .sheet:
      return AnyView(base.sheet(item: item) { $draft in TextField("Text", text: $draft.text) })
    case .fullScreenCover:
      return AnyView(
        base.fullScreenCover(item: item) { $draft in TextField("Text", text: $draft.text) })
    case .popover:
      return AnyView(base.popover(item: item) { $draft in TextField("Text", text: $draft.text) })
    case .navigationDestination:
      return AnyView(
        base.navigationDestination(item: item) { $draft in TextField("Text", text: $draft.text) })
    }
  }

  /// The same with a `Report`, which is not `Hashable` (no `navigationDestination`, which needs
  /// `Hashable`).
  static func present(_ modifier: Modifier, _ item: Binding<Report?>) -> AnyView {
    let base = Text("Reports")
    switch modifier {
    case .sheet:
      return AnyView(base.sheet(item: item) { $report in TextField("Text", text: $report.text) })
    case .fullScreenCover:
      return AnyView(
        base.fullScreenCover(item: item) { $report in TextField("Text", text: $report.text) })
    case .popover, .navigationDestination:
      return AnyView(base.popover(item: item) { $report in TextField("Text", text: $report.text) })
    }
  }

  /// The only presentation of `kind` in `view`.
  static func presentation(
    _ kind: InspectedPresentation.Kind, in view: InspectedView,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedPresentation {
    let found = view.presentations.filter { $0.kind == kind }
    try #require(
      found.count == 1, "found \(found.count) of \(kind)", sourceLocation: sourceLocation)
    return found[0]
  }

  /// The binding of the only text field of `view`.
  static func field(
    in view: InspectedView?, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Binding<String> {
    let view = try #require(view, "nothing presented", sourceLocation: sourceLocation)
    let fields = view.all(.textField)
    try #require(fields.count == 1, "found \(fields.count) fields", sourceLocation: sourceLocation)
    return try fields[0].binding(of: String.self)
  }

  /// The key path of the binding a presentation handed its content, read through a text field
  /// bound to `$item.text`: the stand-in's `Binding` keeps a projection's base and key path in
  /// stored properties of its location, which `Mirror` reaches.
  static func contentKeyPath(of field: Binding<String>) -> AnyKeyPath? {
    Mirror(reflecting: field).descendant("location", "base", "keyPath") as? AnyKeyPath
  }

  /// The key path a binding projects its source through, for a binding made by one projection.
  static func keyPath<Value>(of binding: Binding<Value>) -> AnyKeyPath? {
    Mirror(reflecting: binding).descendant("location", "keyPath") as? AnyKeyPath
  }

  /// The text field of what `modifier` presents in a fresh evaluation of `screen`.
  static func presentedField<Item>(
    _ modifier: Modifier, _ screen: Harness<Item, AnyView>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Binding<String> {
    try field(
      in: presentation(modifier.kind, in: screen.evaluate(), sourceLocation: sourceLocation)
        .content(), sourceLocation: sourceLocation)
  }

  @Test(
    "the content's binding is one key path for the presented id, render after render, edits too",
    arguments: Modifier.allCases)
  func identityByPresentedID(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "Draft")) { Self.present(modifier, $0) }
    let first = try Self.presentedField(modifier, screen)
    let keyPath = try #require(Self.contentKeyPath(of: first))
    let again = try #require(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)))
    #expect(again == keyPath)
    #expect(again.hashValue == keyPath.hashValue)
    #expect(again !== keyPath, "formed anew, equal by the presented id")

    first.wrappedValue = "Edited"
    let edited = try #require(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)))
    #expect(edited == keyPath, "an edit keeps the item, so the binding")
    #expect(edited.hashValue == keyPath.hashValue)

    screen.source.wrappedValue = Draft(id: 2, text: "Edited")
    let other = try #require(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)))
    #expect(other != keyPath, "another id, another presentation: another binding")
  }

  @Test(
    "an item that is not Hashable keeps its binding by id as well",
    arguments: [Modifier.sheet, .fullScreenCover, .popover])
  func identityOfAnyItem(modifier: Modifier) throws {
    let screen = Harness(Report(id: 7, text: "Q3")) { Self.present(modifier, $0) }
    let first = try Self.presentedField(modifier, screen)
    let keyPath = try #require(Self.contentKeyPath(of: first))
    first.wrappedValue = "Q4"
    #expect(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)) == keyPath)
    screen.source.wrappedValue = Report(id: 8, text: "Q4")
    #expect(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)) != keyPath)
  }

  @Test("nothing is presented while the item is nil", arguments: Modifier.allCases)
  func nilPresentsNothing(modifier: Modifier) throws {
    let screen = Harness<Draft, AnyView>(nil) { Self.present(modifier, $0) }
    let presentation = try Self.presentation(modifier.kind, in: screen.evaluate())
    #expect(!presentation.isPresented.wrappedValue)
    #expect(presentation.content() == nil)
    #expect(presentation.contentAsPresented() == nil)
  }

  @Test("the content edits the item through its binding", arguments: Modifier.allCases)
  func contentEditsTheItem(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "Draft")) { Self.present(modifier, $0) }
    let presentation = try Self.presentation(modifier.kind, in: screen.evaluate())
    #expect(presentation.isPresented.wrappedValue)
    let field = try Self.field(in: presentation.content())
    #expect(field.wrappedValue == "Draft")
    field.wrappedValue = "Edited"
    #expect(screen.value == Draft(id: 1, text: "Edited"))
    #expect(try Self.field(in: presentation.content()).wrappedValue == "Edited")
  }

  @Test(
    "after a dismissal the content reads the value it last saw, drops writes, and nothing traps",
    arguments: Modifier.allCases)
  func dismissalKeepsTheLastValue(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "Draft")) { Self.present(modifier, $0) }
    let untouched = try Self.presentedField(modifier, screen)
    let first = try Self.presentedField(modifier, screen)
    first.wrappedValue = "Edited"
    // The render after the edit: what is on screen when the dismissal starts.
    let shown = try Self.presentation(modifier.kind, in: screen.evaluate())
    let held = try Self.field(in: shown.content())
    #expect(held.wrappedValue == "Edited")

    shown.isPresented.wrappedValue = false
    #expect(screen.value == nil)

    #expect(held.wrappedValue == "Edited", "a binding held by the content reads its last value")
    #expect(first.wrappedValue == "Edited", "the binding that wrote last reads what it wrote")
    #expect(untouched.wrappedValue == "Draft", "one never read again reads what it last saw")
    held.wrappedValue = "Typed during the dismissal"
    first.wrappedValue = "Typed during the dismissal"
    #expect(screen.value == nil, "writes are dropped: the item does not come back")
    #expect(held.wrappedValue == "Edited")

    let again = try Self.field(in: shown.contentAsPresented())
    #expect(again.wrappedValue == "Edited", "the content evaluated again reads the presented item")
    again.wrappedValue = "Typed during the dismissal"
    #expect(again.wrappedValue == "Edited")
    #expect(screen.value == nil)

    let after = try Self.presentation(modifier.kind, in: screen.evaluate())
    #expect(after.content() == nil)
    #expect(after.contentAsPresented() == nil)
  }

  @Test(
    "a binding the first item's content holds leaves a replacement with another id alone",
    arguments: Modifier.allCases)
  func heldBindingBelongsToItsItem(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "First")) { Self.present(modifier, $0) }
    let held = try Self.presentedField(modifier, screen)
    #expect(held.wrappedValue == "First")

    screen.source.wrappedValue = Draft(id: 2, text: "Second")
    #expect(held.wrappedValue == "First", "reads the first item as it last saw it")
    held.wrappedValue = "Committed on losing focus"
    #expect(screen.value == Draft(id: 2, text: "Second"), "the write is dropped")
    #expect(held.wrappedValue == "First")

    let second = try Self.presentedField(modifier, screen)
    #expect(second.wrappedValue == "Second", "the new item's content reaches the new item")
    second.wrappedValue = "Second, edited"
    #expect(screen.value == Draft(id: 2, text: "Second, edited"))
    #expect(held.wrappedValue == "First")

    screen.source.wrappedValue = Draft(id: 1, text: "First again")
    #expect(held.wrappedValue == "First again", "the first id back is the first item's again")
  }

  @Test(
    "the first item, then nil, then another: the first content's binding writes nothing",
    arguments: Modifier.allCases)
  func heldBindingAcrossNilAndAnother(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "First")) { Self.present(modifier, $0) }
    let held = try Self.presentedField(modifier, screen)
    held.wrappedValue = "First, edited"
    screen.source.wrappedValue = nil
    screen.source.wrappedValue = Draft(id: 2, text: "Second")
    #expect(held.wrappedValue == "First, edited")
    held.wrappedValue = "Ghost"
    #expect(screen.value == Draft(id: 2, text: "Second"))
  }

  /// A label whose text is its id.
  struct Label: Identifiable, Equatable {
    var text: String
    var id: String { text }
  }

  @Test("a write that changes the id goes through; the binding writes no more after it")
  func writingTheID() throws {
    let screen = Harness(Label(text: "a")) { label in
      AnyView(
        Text("Labels").sheet(item: label) { $label in TextField("Text", text: $label.text) })
    }
    let held = try Self.presentedField(.sheet, screen)
    held.wrappedValue = "ab"
    #expect(screen.value == Label(text: "ab"))
    held.wrappedValue = "abc"
    #expect(screen.value == Label(text: "ab"), "another id now: the old content's write is dropped")
    #expect(held.wrappedValue == "ab", "it reads what it last wrote")
  }

  @Test(
    "a replacement with the same id is the same item refreshed: the held binding reaches it",
    arguments: Modifier.allCases)
  func refreshWithTheSameID(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "First")) { Self.present(modifier, $0) }
    let held = try Self.presentedField(modifier, screen)
    screen.source.wrappedValue = Draft(id: 1, text: "Refreshed")
    #expect(held.wrappedValue == "Refreshed")
    held.wrappedValue = "Refreshed, edited"
    #expect(screen.value == Draft(id: 1, text: "Refreshed, edited"))
  }

  @Test(
    "content evaluated for an item that another one replaced writes nothing into the new one",
    arguments: [Modifier.sheet, .fullScreenCover, .popover])
  func replacedItemIsNotWrittenInto(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "First")) { Self.present(modifier, $0) }
    let first = try Self.presentation(modifier.kind, in: screen.evaluate())
    screen.source.wrappedValue = Draft(id: 2, text: "Second")

    let old = try Self.field(in: first.contentAsPresented())
    #expect(old.wrappedValue == "First")
    old.wrappedValue = "Typed into the first"
    #expect(screen.value == Draft(id: 2, text: "Second"))
    #expect(
      try Self.field(in: Self.presentation(modifier.kind, in: screen.evaluate()).content())
        .wrappedValue == "Second")
  }

  @Test(
    "an item that is not Hashable: edits, then a dismissal that drops writes",
    arguments: [Modifier.sheet, .fullScreenCover, .popover])
  func notHashableItems(modifier: Modifier) throws {
    let screen = Harness(Report(id: 7, text: "Q3")) { Self.present(modifier, $0) }
    let presentation = try Self.presentation(modifier.kind, in: screen.evaluate())
    try Self.field(in: presentation.content()).wrappedValue = "Q4"
    #expect(screen.value?.text == "Q4")
    let shown = try Self.presentation(modifier.kind, in: screen.evaluate())
    let held = try Self.field(in: shown.content())

    shown.isPresented.wrappedValue = false
    held.wrappedValue = "Ghost"
    #expect(screen.value == nil)
    #expect(held.wrappedValue == "Q4")
    let again = try Self.field(in: shown.contentAsPresented())
    #expect(again.wrappedValue == "Q4")
    again.wrappedValue = "Ghost"
    #expect(screen.value == nil)
  }

  @Test("a destination value that is neither Identifiable nor Sendable: one binding while pushed")
  func destinationWithoutIdentity() throws {
    let owner = Owner(name: "Ada")
    let screen = Harness(Trip(text: "Paris", owner: owner)) { trip in
      Text("Trips").navigationDestination(item: trip) { $trip in
        TextField("Text", text: $trip.text)
      }
    }
    let first = try Self.field(
      in: Self.presentation(.navigationDestination, in: screen.evaluate()).content())
    first.wrappedValue = "Rome"
    #expect(screen.value?.text == "Rome")
    let shown = try Self.presentation(.navigationDestination, in: screen.evaluate())
    let held = try Self.field(in: shown.content())
    #expect(Self.contentKeyPath(of: held) == Self.contentKeyPath(of: first))

    // No identity of its own: another trip is the same presentation, and the held binding
    // reaches it (the documentation says so).
    screen.source.wrappedValue = Trip(text: "Berlin", owner: owner)
    #expect(held.wrappedValue == "Berlin")
    #expect(
      Self.contentKeyPath(
        of: try Self.field(
          in: Self.presentation(.navigationDestination, in: screen.evaluate()).content()))
        == Self.contentKeyPath(of: first))

    shown.isPresented.wrappedValue = false
    held.wrappedValue = "Ghost"
    #expect(screen.value == nil)
    #expect(held.wrappedValue == "Berlin")
    #expect(try Self.field(in: shown.contentAsPresented()).wrappedValue == "Berlin")
  }

  @Test("a late pop leaves a destination pushed for another value alone")
  func latePopLeavesTheNextValue() throws {
    let screen = Harness(Draft(id: 1, text: "First")) { Self.present(.navigationDestination, $0) }
    let first = try Self.presentation(.navigationDestination, in: screen.evaluate())
    screen.source.wrappedValue = Draft(id: 2, text: "Second")
    first.isPresented.wrappedValue = false
    #expect(screen.value == Draft(id: 2, text: "Second"))
    let second = try Self.presentation(.navigationDestination, in: screen.evaluate())
    #expect(second.isPresented.wrappedValue)
    second.isPresented.wrappedValue = false
    #expect(screen.value == nil)
  }

  @Test("a destination value holding a class instance: a write after the pop changes the instance")
  func destinationWithAnInstance() throws {
    let owner = Owner(name: "Ada")
    let screen = Harness(Trip(text: "Paris", owner: owner)) { trip in
      Text("Trips").navigationDestination(item: trip) { $trip in
        TextField("Nickname", text: $trip.owner.nickname)
      }
    }
    let shown = try Self.presentation(.navigationDestination, in: screen.evaluate())
    let held = try Self.field(in: shown.content())
    shown.isPresented.wrappedValue = false
    held.wrappedValue = "Countess"
    #expect(screen.value == nil, "the trip does not come back")
    #expect(owner.nickname == "Countess", "a class instance's property is written on the instance")
  }

  /// A reference-type item: neither `Hashable` nor `Sendable`.
  final class Ledger: Identifiable {
    let id = 1
    var title: String
    init(title: String) { self.title = title }
  }

  @Test("a class item: after the dismissal a write reaches the object, never the optional")
  func classItem() throws {
    let ledger = Ledger(title: "Q3")
    let screen = Harness(ledger) { item in
      Text("Ledgers").sheet(item: item) { $ledger in TextField("Text", text: $ledger.title) }
    }
    let shown = try Self.presentation(.sheet, in: screen.evaluate())
    let held = try Self.field(in: shown.content())
    held.wrappedValue = "Q4"
    #expect(ledger.title == "Q4")

    shown.isPresented.wrappedValue = false
    held.wrappedValue = "Q5"
    #expect(screen.value == nil, "the ledger does not come back")
    #expect(ledger.title == "Q5", "a property of a class is written on the object itself")
  }

  @Test("writing nil from inside the content dismisses it")
  func contentCanDismiss() throws {
    let screen = Harness(Draft(id: 1, text: "Draft")) { item in
      Text("Drafts").sheet(item: item) { $draft in
        Button("Done") { item.wrappedValue = nil }
        TextField("Text", text: $draft.text)
      }
    }
    let content = try #require(
      try Self.presentation(.sheet, in: screen.evaluate()).content())
    try #require(content.first(.button, labeled: "Done")).press()
    #expect(screen.value == nil)
    #expect(try Self.presentation(.sheet, in: screen.evaluate()).content() == nil)
  }

  @Test("a popover passes its arrow edge to SwiftUI's, and passes none for nil")
  func popoverArrowEdge() throws {
    let item = Draft(id: 1, text: "Draft")
    let bottom = Harness(item) { draft in
      Text("Drafts").popover(item: draft, arrowEdge: .bottom) { $draft in
        TextField("Text", text: $draft.text)
      }
    }
    #expect(try Self.presentation(.popover, in: bottom.evaluate()).arrowEdge == "bottom")
    let automatic = Harness(item) { Self.present(.popover, $0) }
    #expect(try Self.presentation(.popover, in: automatic.evaluate()).arrowEdge == nil)
  }

  @Test("a content closure that takes the item still gets SwiftUI's modifier")
  func valueContentIsSwiftUIs() throws {
    let screen = Harness(Draft(id: 1, text: "Draft")) { item in
      Text("Drafts").sheet(item: item) { draft in Text(draft.text) }
    }
    let content = try #require(try Self.presentation(.sheet, in: screen.evaluate()).content())
    #expect(content.kind == .text)
    #expect(content.texts == ["Draft"])
  }

  // MARK: Items that are not Identifiable, and destinations that are not Hashable

  /// A contact identified by its address: neither `Identifiable` nor, with `note`, `Hashable`.
  struct Contact {
    var email: String
    var name: String
    var note: NSObject? = nil
  }

  /// `Text("Contacts")` presenting a field for the contact's name with `modifier`, identified
  /// by `\.email`.
  static func present(_ modifier: Modifier, _ item: Binding<Contact?>) -> AnyView {
    let base = Text("Contacts")
    switch modifier {
    case .sheet:
      return AnyView(
        base.sheet(item: item, id: \.email) { $contact in TextField("Name", text: $contact.name) })
    case .fullScreenCover:
      return AnyView(
        base.fullScreenCover(item: item, id: \.email) { $contact in
          TextField("Name", text: $contact.name)
        })
    case .popover:
      return AnyView(
        base.popover(item: item, id: \.email) { $contact in TextField("Name", text: $contact.name) }
      )
    case .navigationDestination:
      return AnyView(
        base.navigationDestination(item: item) { $contact in
          TextField("Name", text: $contact.name)
        })
    }
  }

  @Test(
    "an item identified by a key path: edits, a replaced item left alone, a dismissal that drops writes",
    arguments: Modifier.allCases)
  func itemsIdentifiedByAKeyPath(modifier: Modifier) throws {
    let screen = Harness(Contact(email: "ada@example.com", name: "Ada")) {
      Self.present(modifier, $0)
    }
    let presentation = try Self.presentation(modifier.kind, in: screen.evaluate())
    try Self.field(in: presentation.content()).wrappedValue = "Ada Lovelace"
    #expect(screen.value?.name == "Ada Lovelace")
    let shown = try Self.presentation(modifier.kind, in: screen.evaluate())
    let held = try Self.field(in: shown.content())
    if modifier != .navigationDestination {
      // Another contact replaces this one: the old content, evaluated again or held, writes
      // nothing into it.
      screen.source.wrappedValue = Contact(email: "grace@example.com", name: "Grace")
      let old = try Self.field(in: shown.contentAsPresented())
      #expect(old.wrappedValue == "Ada Lovelace")
      old.wrappedValue = "Typed into the first"
      #expect(screen.value?.name == "Grace")
      held.wrappedValue = "Grace Hopper"
      #expect(screen.value?.name == "Grace", "the held binding belongs to Ada")
      #expect(held.wrappedValue == "Ada Lovelace")
      let replaced = try Self.presentation(modifier.kind, in: screen.evaluate())
      let graceField = try Self.field(in: replaced.content())
      #expect(graceField.wrappedValue == "Grace")
      #expect(Self.contentKeyPath(of: graceField) != Self.contentKeyPath(of: held))
      graceField.wrappedValue = "Grace Hopper"
      #expect(screen.value?.name == "Grace Hopper")
      screen.source.wrappedValue = Contact(email: "ada@example.com", name: "Ada Lovelace")
      #expect(held.wrappedValue == "Ada Lovelace", "Ada is back: her binding reaches her again")
    }
    let last = try Self.presentation(modifier.kind, in: screen.evaluate())
    let lastField = try Self.field(in: last.content())
    last.isPresented.wrappedValue = false
    #expect(screen.value == nil)
    lastField.wrappedValue = "Ghost"
    #expect(screen.value == nil, "the contact does not come back")
    #expect(lastField.wrappedValue == "Ada Lovelace")
    #expect(try Self.presentation(modifier.kind, in: screen.evaluate()).content() == nil)
  }

  @Test("the item handed to SwiftUI is a key path found again, or equal, render after render")
  func identifiedItemsKeepTheirKeyPath() {
    let drafts = Binding<Draft?>.constant(Draft(id: 3, text: "A"))
    // Derived once before: a full shared cache keeps a key on its second miss.
    _ = drafts.identifiedByOwnID()
    let own = Self.keyPath(of: drafts.identifiedByOwnID())
    #expect(own != nil)
    #expect(own === Self.keyPath(of: drafts.identifiedByOwnID()))
    #expect(drafts.identifiedByOwnID().wrappedValue?.id == PresentationID(3))

    let contacts = Binding<Contact?>.constant(Contact(email: "a@example.com", name: "A"))
    let byEmail = IdentityAtKeyPath(keyPath: \Contact.email)
    let first = Self.keyPath(of: contacts.identified(by: byEmail))
    let second = Self.keyPath(
      of: contacts.identified(by: IdentityAtKeyPath(keyPath: \Contact.email)))
    #expect(first != nil && first == second)
    #expect(
      first
        != Self.keyPath(
          of: contacts.identified(by: IdentityAtKeyPath(keyPath: \Contact.name))))
    #expect(contacts.identified(by: byEmail).wrappedValue?.id == PresentationID("a@example.com"))
  }

  // MARK: Items with no identity of their own, and ids that are only Equatable

  /// A note: not `Identifiable`.
  struct Note: Equatable {
    var text: String
  }

  /// A serial number that can be compared but not hashed.
  struct Serial: Equatable {
    var number: Int
  }

  /// A ticket identified by its serial.
  struct Ticket: Equatable {
    var serial: Serial
    var text: String
  }

  @Test(
    "an item that is not Identifiable is one presentation while the optional holds any value",
    arguments: [Modifier.sheet, .fullScreenCover, .popover])
  func itemsWithoutIdentity(modifier: Modifier) throws {
    let screen = Harness(Note(text: "One")) { note -> AnyView in
      let base = Text("Notes")
      switch modifier {
      case .sheet:
        return AnyView(base.sheet(item: note) { $note in TextField("Text", text: $note.text) })
      case .fullScreenCover:
        return AnyView(
          base.fullScreenCover(item: note) { $note in TextField("Text", text: $note.text) })
      case .popover, .navigationDestination:
        return AnyView(base.popover(item: note) { $note in TextField("Text", text: $note.text) })
      }
    }
    let handed = screen.source.projectedValue.identifiedByOwnID()
    let firstID = try #require(handed.wrappedValue?.id)
    #expect(firstID == .withoutIdentity)
    let held = try Self.presentedField(modifier, screen)

    screen.source.wrappedValue = Note(text: "Two")
    #expect(handed.wrappedValue?.id == firstID, "SwiftUI sees the same item: no new presentation")
    #expect(held.wrappedValue == "Two", "the binding reaches whatever note the optional holds")
    held.wrappedValue = "Two, edited"
    #expect(screen.value == Note(text: "Two, edited"))

    screen.source.wrappedValue = nil
    #expect(held.wrappedValue == "Two, edited")
    held.wrappedValue = "Ghost"
    #expect(screen.value == nil)
  }

  @Test(
    "an id that is only Equatable tells items apart by ==",
    arguments: [Modifier.sheet, .fullScreenCover, .popover])
  func equatableIDs(modifier: Modifier) throws {
    let screen = Harness(Ticket(serial: Serial(number: 1), text: "One")) { ticket -> AnyView in
      let base = Text("Tickets")
      switch modifier {
      case .sheet:
        return AnyView(
          base.sheet(item: ticket, id: \.serial) { $ticket in
            TextField("Text", text: $ticket.text)
          })
      case .fullScreenCover:
        return AnyView(
          base.fullScreenCover(item: ticket, id: \.serial) { $ticket in
            TextField("Text", text: $ticket.text)
          })
      case .popover, .navigationDestination:
        return AnyView(
          base.popover(item: ticket, id: \.serial) { $ticket in
            TextField("Text", text: $ticket.text)
          })
      }
    }
    let handed = screen.source.projectedValue.identified(by: IdentityAtKeyPath(keyPath: \.serial))
    let firstID = try #require(handed.wrappedValue?.id)
    let held = try Self.presentedField(modifier, screen)
    #expect(
      Self.contentKeyPath(of: try Self.presentedField(modifier, screen))
        == Self.contentKeyPath(of: held))

    screen.source.wrappedValue = Ticket(serial: Serial(number: 1), text: "One, refreshed")
    #expect(handed.wrappedValue?.id == firstID)
    #expect(held.wrappedValue == "One, refreshed")

    screen.source.wrappedValue = Ticket(serial: Serial(number: 2), text: "Two")
    #expect(handed.wrappedValue?.id != firstID, "another serial: SwiftUI presents again")
    #expect(held.wrappedValue == "One, refreshed")
    held.wrappedValue = "Ghost"
    #expect(screen.value == Ticket(serial: Serial(number: 2), text: "Two"))
  }

  @Test("the memory of a held binding, read and written from eight threads at once")
  func memoryOnEightThreads() async {
    let presentation = Presentation(of: "seed", identifiedBy: OwnIdentity<String>())
    let memory = PresentedItemMemory(presentation, lastSeen: "seed")
    let box = UncheckedBox(memory)
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<8 {
        group.addTask {
          for step in 0..<2_000 {
            // Strings longer than the 15 bytes Swift stores inline: each one owns a buffer.
            box.memory.remember("thread \(thread), step \(step), a value with a buffer of its own")
            _ = box.memory.value.count
          }
        }
      }
    }
    #expect(memory.value.hasPrefix("thread "))
  }
}

/// Hands a memory to the tasks of a test.
///
/// `@unchecked Sendable` is sound: the memory locks every access to its mutable state (what the
/// test checks), and holds only `String`s, which are `Sendable`.
private struct UncheckedBox: @unchecked Sendable {
  let memory: PresentedItemMemory<OwnIdentity<String>>
  init(_ memory: PresentedItemMemory<OwnIdentity<String>>) { self.memory = memory }
}

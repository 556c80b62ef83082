import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import OptionalBindings

/// `sheet`, `fullScreenCover`, `popover` and `navigationDestination` that hand their content a
/// binding: each is presented while the item is there, edits reach the item, and after the item
/// becomes nil (a dismissal) the content, held or evaluated again, reads the last value, drops
/// writes, and nothing traps.
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
    "a Hashable and Sendable item's binding is Binding(unwrapping:)'s: equal items, equal bindings",
    arguments: Modifier.allCases)
  func identityByValue(modifier: Modifier) throws {
    let draft = Draft(id: 1, text: "Draft")
    let screen = Harness(draft) { Self.present(modifier, $0) }
    let first = try Self.presentedField(modifier, screen)
    let keyPath = try #require(Self.contentKeyPath(of: first))
    #expect(keyPath == Draft?.unwrappedKeyPath(draft))
    #expect(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)) == keyPath)

    first.wrappedValue = "Edited"
    let edited = try #require(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)))
    #expect(edited == Draft?.unwrappedKeyPath(Draft(id: 1, text: "Edited")))
    #expect(edited != keyPath)
  }

  @Test(
    "an item that is not Hashable gets one binding whatever it holds, as Binding(unwrapping:)",
    arguments: [Modifier.sheet, .fullScreenCover, .popover])
  func identityOfAnyItem(modifier: Modifier) throws {
    let report = Report(id: 7, text: "Q3")
    let screen = Harness(report) { Self.present(modifier, $0) }
    let first = try Self.presentedField(modifier, screen)
    let keyPath = try #require(Self.contentKeyPath(of: first))
    #expect(keyPath == Report?.unwrappedKeyPath(interchangeable: report))
    first.wrappedValue = "Q4"
    #expect(Self.contentKeyPath(of: try Self.presentedField(modifier, screen)) == keyPath)
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
    "after a dismissal the content reads the last value, drops writes, and nothing traps",
    arguments: Modifier.allCases)
  func dismissalKeepsTheLastValue(modifier: Modifier) throws {
    let screen = Harness(Draft(id: 1, text: "Draft")) { Self.present(modifier, $0) }
    let first = try Self.field(
      in: try Self.presentation(modifier.kind, in: screen.evaluate()).content())
    first.wrappedValue = "Edited"
    // The render after the edit: what is on screen when the dismissal starts.
    let shown = try Self.presentation(modifier.kind, in: screen.evaluate())
    let held = try Self.field(in: shown.content())

    shown.isPresented.wrappedValue = false
    #expect(screen.value == nil)

    #expect(held.wrappedValue == "Edited", "a binding held by the content reads its last value")
    #expect(first.wrappedValue == "Draft", "one made before the edit reads what it was made with")
    held.wrappedValue = "Typed during the dismissal"
    first.wrappedValue = "Typed during the dismissal"
    #expect(screen.value == nil, "writes are dropped: the item does not come back")

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

  @Test("a navigation destination for a value that is not Sendable")
  func notSendableDestination() throws {
    let owner = Owner(name: "Ada")
    let screen = Harness(Trip(text: "Paris", owner: owner)) { trip in
      Text("Trips").navigationDestination(item: trip) { $trip in
        TextField("Text", text: $trip.text)
      }
    }
    try Self.field(
      in: Self.presentation(.navigationDestination, in: screen.evaluate()).content()
    ).wrappedValue = "Rome"
    #expect(screen.value?.text == "Rome")
    let shown = try Self.presentation(.navigationDestination, in: screen.evaluate())
    let held = try Self.field(in: shown.content())
    #expect(
      Self.contentKeyPath(of: held)
        == Trip?.unwrappedKeyPath(interchangeable: Trip(text: "Paris", owner: owner)),
      "a value that is not Sendable gets one binding whatever it holds")
    shown.isPresented.wrappedValue = false
    held.wrappedValue = "Ghost"
    #expect(screen.value == nil)
    #expect(held.wrappedValue == "Rome")
    #expect(try Self.field(in: shown.contentAsPresented()).wrappedValue == "Rome")
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
      // Another contact replaces this one: the old content, evaluated again, writes nothing
      // into it. (A binding it made before and still holds reaches the new contact, as
      // `Binding(unwrapping:)` does; the documentation says so.)
      screen.source.wrappedValue = Contact(email: "grace@example.com", name: "Grace")
      let old = try Self.field(in: shown.contentAsPresented())
      #expect(old.wrappedValue == "Ada Lovelace")
      old.wrappedValue = "Typed into the first"
      #expect(screen.value?.name == "Grace")
      held.wrappedValue = "Grace Hopper"
      #expect(screen.value?.name == "Grace Hopper", "as documented")
      let replaced = try Self.presentation(modifier.kind, in: screen.evaluate())
      #expect(try Self.field(in: replaced.content()).wrappedValue == "Grace Hopper")
      screen.source.wrappedValue = Contact(email: "ada@example.com", name: "Ada Lovelace")
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

  @Test(
    "the identified item's key path is found again: one binding for SwiftUI, render after render")
  func identifiedItemsKeepTheirKeyPath() {
    let contacts = Binding<Contact?>.constant(Contact(email: "a@example.com", name: "A"))
    // Derived once before: a full shared cache keeps a key on its second miss.
    _ = Contact?.identifiedKeyPath(\Contact.email)
    #expect(Contact?.identifiedKeyPath(\Contact.email) === Contact?.identifiedKeyPath(\.email))
    #expect(contacts.identified(by: \.email).wrappedValue?.id == "a@example.com")
  }
}

import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import OptionalBindings

/// `alert(_:item:actions:)`, `confirmationDialog(_:item:titleVisibility:actions:)` and their
/// `message:` forms that hand a binding to the item: presented while the item is there, edits
/// reach it, a dismissal clears only the item shown, another item's identity gives another
/// presentation, and the binding belongs to the item it was made for.
///
/// The stand-in presents nothing. Its inspector evaluates what SwiftUI would present (the
/// actions and message, built when the modifier is applied), dismisses by writing false to
/// `isPresented`, and reads the `id(_:)` of the clear view the alert is attached to. That SwiftUI
/// dismisses and presents again when that id changes is SwiftUI's to do; what is checked here is
/// that the id changes exactly when the item's identity does, and what each presentation's
/// bindings read and write.
@MainActor
@Suite("Alerts and dialogs that hand their actions a binding")
struct ItemAlertTests {
  struct File: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
  }

  /// Not `Identifiable`: no identity of its own.
  struct Note: Equatable {
    var text: String
  }

  enum Modifier: String, CaseIterable, Sendable {
    case alert, alertWithMessage, dialog, dialogWithMessage

    var kind: InspectedPresentation.Kind {
      switch self {
      case .alert, .alertWithMessage: .alert
      case .dialog, .dialogWithMessage: .confirmationDialog
      }
    }
  }

  /// `Text("Files")` with a rename alert or dialog for `file`: a field for the name, and a
  /// message (for the `message:` forms) that shows the name through the same binding.
  static func present(_ modifier: Modifier, _ file: Binding<File?>) -> AnyView {
    let base = Text("Files")
    switch modifier {
    case .alert:
      return AnyView(
        base.alert("Rename", item: file) { $file in TextField("Name", text: $file.name) })
    case .alertWithMessage:
      return AnyView(
        base.alert("Rename", item: file) { $file in
          TextField("Name", text: $file.name)
        } message: { $file in
          Text("Renaming \(file.name)")
        })
    case .dialog:
      return AnyView(
        base.confirmationDialog("Rename", item: file, titleVisibility: .visible) { $file in
          TextField("Name", text: $file.name)
        })
    case .dialogWithMessage:
      return AnyView(
        base.confirmationDialog("Rename", item: file) { $file in
          TextField("Name", text: $file.name)
        } message: { $file in
          Text("Renaming \(file.name)")
        })
    }
  }

  /// The only presentation of `modifier`'s kind in `view`.
  static func presentation(
    _ modifier: Modifier, in view: InspectedView, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedPresentation {
    let found = view.presentations.filter { $0.kind == modifier.kind }
    try #require(
      found.count == 1, "found \(found.count) of \(modifier.kind)", sourceLocation: sourceLocation)
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

  /// The key path of the binding the actions were handed, read through a field bound to
  /// `$file.name`, as in `PresentationModifierTests`.
  static func actionsKeyPath(of field: Binding<String>) -> AnyKeyPath? {
    Mirror(reflecting: field).descendant("location", "base", "keyPath") as? AnyKeyPath
  }

  @Test("nothing is presented while the item is nil", arguments: Modifier.allCases)
  func nilPresentsNothing(modifier: Modifier) throws {
    let screen = Harness<File, AnyView>(nil) { Self.present(modifier, $0) }
    let view = screen.evaluate()
    let presentation = try Self.presentation(modifier, in: view)
    #expect(!presentation.isPresented.wrappedValue)
    #expect(presentation.content() == nil)
    #expect(view.identities == [AnyHashable(PresentationID?.none)])
  }

  @Test("the actions edit the item through their binding", arguments: Modifier.allCases)
  func actionsEditTheItem(modifier: Modifier) throws {
    let screen = Harness(File(id: 1, name: "Draft")) { Self.present(modifier, $0) }
    let presentation = try Self.presentation(modifier, in: screen.evaluate())
    #expect(presentation.title == "Rename")
    #expect(presentation.isPresented.wrappedValue)
    let content = try #require(presentation.content())
    let field = try Self.field(in: content)
    #expect(field.wrappedValue == "Draft")
    if modifier == .alertWithMessage || modifier == .dialogWithMessage {
      #expect(content.texts.contains("Renaming Draft"))
    }
    field.wrappedValue = "Final"
    #expect(screen.value == File(id: 1, name: "Final"))
    let again = try #require(try Self.presentation(modifier, in: screen.evaluate()).content())
    #expect(try Self.field(in: again).wrappedValue == "Final")
  }

  @Test(
    "the binding is one key path for the item shown, render after render, edits too",
    arguments: Modifier.allCases)
  func identityOfTheBinding(modifier: Modifier) throws {
    let screen = Harness(File(id: 1, name: "Draft")) { Self.present(modifier, $0) }
    let first = try Self.field(in: Self.presentation(modifier, in: screen.evaluate()).content())
    let keyPath = try #require(Self.actionsKeyPath(of: first))
    first.wrappedValue = "Edited"
    let again = try Self.field(in: Self.presentation(modifier, in: screen.evaluate()).content())
    #expect(Self.actionsKeyPath(of: again) == keyPath)
    #expect(Self.actionsKeyPath(of: again)?.hashValue == keyPath.hashValue)

    screen.source.wrappedValue = File(id: 2, name: "Other")
    let other = try Self.field(in: Self.presentation(modifier, in: screen.evaluate()).content())
    #expect(Self.actionsKeyPath(of: other) != keyPath)
  }

  @Test(
    "a dismissal clears the item only while it is the one shown",
    arguments: Modifier.allCases)
  func dismissalClearsOnlyTheItemShown(modifier: Modifier) throws {
    let screen = Harness(File(id: 1, name: "First")) { Self.present(modifier, $0) }
    let first = try Self.presentation(modifier, in: screen.evaluate())
    screen.source.wrappedValue = File(id: 2, name: "Second")
    first.isPresented.wrappedValue = false
    #expect(screen.value == File(id: 2, name: "Second"), "a late dismissal leaves the new item")

    let second = try Self.presentation(modifier, in: screen.evaluate())
    #expect(second.isPresented.wrappedValue)
    second.isPresented.wrappedValue = true
    #expect(screen.value == File(id: 2, name: "Second"), "writing true changes nothing")
    second.isPresented.wrappedValue = false
    #expect(screen.value == nil)
    #expect(try Self.presentation(modifier, in: screen.evaluate()).content() == nil)
  }

  @Test(
    "another item's identity is another presentation; the same identity, the same one",
    arguments: Modifier.allCases)
  func identityChangePresentsAgain(modifier: Modifier) throws {
    let screen = Harness(File(id: 1, name: "First")) { Self.present(modifier, $0) }
    let firstIdentities = screen.evaluate().identities
    #expect(firstIdentities == [AnyHashable(Optional(PresentationID(1)))])

    screen.source.wrappedValue = File(id: 1, name: "First, refreshed")
    #expect(screen.evaluate().identities == firstIdentities, "a refresh keeps the presentation")

    screen.source.wrappedValue = File(id: 2, name: "Second")
    let view = screen.evaluate()
    #expect(view.identities == [AnyHashable(Optional(PresentationID(2)))])
    let second = try Self.field(in: Self.presentation(modifier, in: view).content())
    #expect(second.wrappedValue == "Second", "the new presentation shows the new item")
  }

  @Test(
    "a binding the first item's actions hold leaves a replacement alone",
    arguments: Modifier.allCases)
  func heldBindingBelongsToItsItem(modifier: Modifier) throws {
    let screen = Harness(File(id: 1, name: "First")) { Self.present(modifier, $0) }
    let shown = try Self.presentation(modifier, in: screen.evaluate())
    let held = try Self.field(in: shown.content())
    held.wrappedValue = "First, typed"

    screen.source.wrappedValue = File(id: 2, name: "Second")
    #expect(held.wrappedValue == "First, typed")
    held.wrappedValue = "Committed late"
    #expect(screen.value == File(id: 2, name: "Second"))

    screen.source.wrappedValue = nil
    held.wrappedValue = "Ghost"
    #expect(screen.value == nil)
    #expect(held.wrappedValue == "First, typed")
    let again = try Self.field(in: shown.contentAsPresented())
    #expect(again.wrappedValue == "First, typed", "the actions as presented read the last value")
    again.wrappedValue = "Ghost"
    #expect(screen.value == nil)
  }

  @Test("an item that is not Identifiable is one presentation while the optional holds a value")
  func itemsWithoutIdentity() throws {
    let screen = Harness(Note(text: "One")) { note in
      Text("Notes").alert("Edit", item: note) { $note in TextField("Text", text: $note.text) }
    }
    let identities = screen.evaluate().identities
    #expect(identities == [AnyHashable(Optional(PresentationID.withoutIdentity))])
    let held = try Self.field(in: Self.presentation(.alert, in: screen.evaluate()).content())
    screen.source.wrappedValue = Note(text: "Two")
    #expect(screen.evaluate().identities == identities)
    #expect(held.wrappedValue == "Two", "no identity: the binding reaches whatever note is there")
    held.wrappedValue = "Two, edited"
    #expect(screen.value == Note(text: "Two, edited"))
    try Self.presentation(.alert, in: screen.evaluate()).isPresented.wrappedValue = false
    #expect(screen.value == nil)
    held.wrappedValue = "Ghost"
    #expect(screen.value == nil)
  }

  /// A tag whose name is its id, as many models are identified.
  struct Tag: Identifiable, Equatable {
    var name: String
    var id: String { name }
  }

  @Test("an edit of the id itself makes the item another one: the binding keeps only that write")
  func editingTheID() throws {
    let screen = Harness(Tag(name: "red")) { tag in
      Text("Tags").alert("Rename", item: tag) { $tag in TextField("Name", text: $tag.name) }
    }
    let before = screen.evaluate().identities
    let field = try Self.field(in: Self.presentation(.alert, in: screen.evaluate()).content())
    field.wrappedValue = "reds"
    #expect(screen.value == Tag(name: "reds"), "the write that changes the id goes through")
    #expect(screen.evaluate().identities != before, "another id: the alert is presented again")
    field.wrappedValue = "redsy"
    #expect(screen.value == Tag(name: "reds"), "the old presentation's binding writes no more")
    let again = try Self.field(in: Self.presentation(.alert, in: screen.evaluate()).content())
    again.wrappedValue = "redsy"
    #expect(screen.value == Tag(name: "redsy"), "the new presentation's binding does")
  }

  @Test("a Text title, with and without a message")
  func textTitles() throws {
    let screen = Harness(File(id: 4, name: "Plan")) { file in
      Text("Files")
        .alert(Text("Rename the plan"), item: file) { $file in
          TextField("Name", text: $file.name)
        }
        .confirmationDialog(Text("Move the plan"), item: file) { $file in
          Button("Move \(file.name)") {}
        } message: { $file in
          TextField("Name", text: $file.name)
        }
    }
    let view = screen.evaluate()
    let alert = try Self.presentation(.alert, in: view)
    #expect(alert.title == "Rename the plan")
    try Self.field(in: alert.content()).wrappedValue = "Plan B"
    let dialog = try Self.presentation(.dialog, in: screen.evaluate())
    #expect(dialog.title == "Move the plan")
    #expect(dialog.content()?.all(.button).first?.label == "Move Plan B")
    try Self.field(in: dialog.content()).wrappedValue = "Plan C"
    #expect(screen.value == File(id: 4, name: "Plan C"))
  }

  // MARK: Which declaration a call reaches, beside the iOS 27 SDK's alerts (in the stand-in)

  @Test("actions that take the value, or ignore it, get SwiftUI's; a binding gets this package's")
  func resolution() throws {
    let file = State<File?>(initialValue: File(id: 1, name: "Draft"))
    let value = Text("Files").alert("Delete?", item: file.projectedValue) { file in
      Button("Delete \(file.name)") {}
    }
    let valueReference = Text("Files").alert("Delete?", item: file.projectedValue) {
      (file: File) in
      Button("Delete \(file.name)") {}
    }
    sameType(value, valueReference)
    #expect(inspect(value).identities.isEmpty, "SwiftUI's: no background view with an id")

    let ignoring = Text("Files").confirmationDialog("Delete?", item: file.projectedValue) { _ in
      Button("Delete") {}
    }
    let ignoringReference = Text("Files").confirmationDialog(
      "Delete?", item: file.projectedValue
    ) { (_: File) in
      Button("Delete") {}
    }
    sameType(ignoring, ignoringReference)
    #expect(inspect(ignoring).identities.isEmpty)

    // The other shapes SwiftUI's iOS 27 SDK declares, with closures that ignore their argument.
    let item = file.projectedValue
    let textAlert = Text("F").alert(Text("Delete?"), item: item) { _ in Button("OK") {} }
    sameType(
      textAlert, Text("F").alert(Text("Delete?"), item: item) { (_: File) in Button("OK") {} })
    let messageAlert = Text("F").alert("Delete?", item: item) { _ in
      Button("OK") {}
    } message: { _ in
      Text("Gone")
    }
    sameType(
      messageAlert,
      Text("F").alert("Delete?", item: item) { (_: File) in
        Button("OK") {}
      } message: { (_: File) in
        Text("Gone")
      })
    let textDialog = Text("F").confirmationDialog(Text("Delete?"), item: item) { _ in
      Button("OK") {}
    }
    sameType(
      textDialog,
      Text("F").confirmationDialog(Text("Delete?"), item: item) { (_: File) in Button("OK") {} })
    let messageDialog = Text("F").confirmationDialog("Delete?", item: item) { _ in
      Button("OK") {}
    } message: { _ in
      Text("Gone")
    }
    sameType(
      messageDialog,
      Text("F").confirmationDialog("Delete?", item: item) { (_: File) in
        Button("OK") {}
      } message: { (_: File) in
        Text("Gone")
      })
    let textMessageDialog = Text("F").confirmationDialog(Text("Delete?"), item: item) { _ in
      Button("OK") {}
    } message: { _ in
      Text("Gone")
    }
    sameType(
      textMessageDialog,
      Text("F").confirmationDialog(Text("Delete?"), item: item) { (_: File) in
        Button("OK") {}
      } message: { (_: File) in
        Text("Gone")
      })
    for view in [
      inspect(textAlert), inspect(messageAlert), inspect(textDialog), inspect(messageDialog),
      inspect(textMessageDialog),
    ] {
      #expect(view.identities.isEmpty, "SwiftUI's: no background view with an id")
    }

    // With a `Text` title and a message, the iOS 27 SDK has no alert that takes the value: a
    // closure that ignores its argument reaches this package's.
    let textMessageAlert = Text("F").alert(Text("Delete?"), item: item) { _ in
      Button("OK") {}
    } message: { _ in
      Text("Gone")
    }
    #expect(inspect(textMessageAlert).identities == [AnyHashable(Optional(PresentationID(1)))])

    let bound = Text("Files").alert("Rename", item: file.projectedValue) { $file in
      TextField("Name", text: $file.name)
    }
    let boundReference = Text("Files").alert("Rename", item: file.projectedValue) {
      (file: Binding<File>) in
      TextField("Name", text: file.name)
    }
    sameType(bound, boundReference)
    #expect(inspect(bound).identities == [AnyHashable(Optional(PresentationID(1)))])
  }
}

/// Compiles only when `a` and `b` have the same type.
private func sameType<T>(_ a: T, _ b: T) {}

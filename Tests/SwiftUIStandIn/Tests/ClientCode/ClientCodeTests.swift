import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

/// The seed-shaped views of this target, evaluated through the stand-in's inspector.
///
/// Edits made through the controls' bindings reach the model, and a new evaluation shows them.
/// That shows the code is wired as written; it says nothing of how SwiftUI renders or updates.
@MainActor
@Suite("Seed-shaped client code")
struct ClientCodeTests {
  /// The only control of `kind` labeled `label` in `view`.
  func control(
    _ kind: InspectedView.Kind, _ label: String, in view: InspectedView,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedView {
    let matches = view.all(kind).filter { $0.label == label || $0.spokenLabel == label }
    try #require(
      matches.count == 1,
      "expected one \(kind) labeled \(label), found \(matches.count) in \(view)",
      sourceLocation: sourceLocation)
    return matches[0]
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("PersonForm(person:) takes the model, and its fields write to it")
  func personFormWritesTheModel() throws {
    let person = Person(firstName: "Ada")
    let form = PersonForm(person: person)
    let shown = inspect(form)
    try control(.textField, "First name", in: shown).binding(of: String.self).wrappedValue =
      "Augusta"
    try control(.textField, "Last name", in: shown).binding(of: String.self).wrappedValue =
      "Lovelace"
    #expect(person.firstName == "Augusta")
    #expect(person.lastName == "Lovelace")
    try control(.textField, "Last name", in: inspect(form)).binding(of: String.self)
      .wrappedValue = ""
    #expect(person.lastName == nil, "an empty last-name field stores nil")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("the optional controls of the form add and remove values on the model")
  func personFormOptionalControls() throws {
    let person = Person(firstName: "Ada")
    let form = PersonForm(person: person)
    try control(.button, "Add Nickname", in: inspect(form)).press()
    #expect(person.nickname == "")
    try control(.textField, "Nickname", in: inspect(form)).binding(of: String.self).wrappedValue =
      "Countess"
    #expect(person.nickname == "Countess")
    try control(.button, "Add Subscribed", in: inspect(form)).press()
    #expect(person.isSubscribed == false)
    try control(.button, "Remove Nickname", in: inspect(form)).press()
    #expect(person.nickname == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("a @Binding child edits the parent's model: the tag set")
  func tagPickerEditsTheSet() throws {
    let person = Person(firstName: "Ada")
    let form = PersonForm(person: person)
    try control(.toggle, "poetry", in: inspect(form)).binding(of: Bool.self).wrappedValue = true
    try control(.toggle, "math", in: inspect(form)).binding(of: Bool.self).wrappedValue = true
    try control(.toggle, "poetry", in: inspect(form)).binding(of: Bool.self).wrappedValue = false
    #expect(person.tags == ["math"])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("a parent's @State model reaches the form, and the parent sees the form's edits")
  func personScreenSharesItsState() throws {
    let screen = PersonScreen()
    #expect(inspect(screen).texts.first == "No last name")
    try control(.textField, "Last name", in: inspect(screen)).binding(of: String.self)
      .wrappedValue = "Lovelace"
    #expect(inspect(screen).texts.first == "Lovelace")
  }

  @Test("ForEach($todos) { $todo in … } gives each row a binding to its element")
  func forEachOverABindingMakesRowBindings() throws {
    let list = TodoList()
    let rows = inspect(list).all(.textField).filter { $0.label == "Title" }
    #expect(rows.count == 3)
    try rows[2].binding(of: String.self).wrappedValue = "Ship it"
    try control(.toggle, "Write", in: inspect(list)).binding(of: Bool.self).wrappedValue = true
    let shown = inspect(list)
    #expect(shown.all(.toggle).map(\.label) == ["Write", "Test", "Ship it"])
    #expect(try control(.toggle, "Write", in: shown).binding(of: Bool.self).wrappedValue)
  }

  @Test("a detail view bound by id follows its element and survives its deletion")
  func detailByIDSurvivesDeletion() throws {
    let list = TodoList()
    let detail = try control(.textField, "Detail", in: inspect(list)).binding(of: String.self)
    detail.wrappedValue = "Test twice"
    #expect(inspect(list).all(.toggle).map(\.label) == ["Write", "Test twice", "Ship"])
    let latest = try control(.textField, "Detail", in: inspect(list)).binding(of: String.self)
    try control(.button, "Delete Test twice", in: inspect(list)).press()
    let shown = inspect(list)
    #expect(shown.all(.toggle).map(\.label) == ["Write", "Ship"])
    #expect(shown.texts.contains("Deleted"))
    latest.wrappedValue = "Ghost"
    #expect(latest.wrappedValue == "Test twice", "a stale detail binding reads the value it saw")
    #expect(detail.wrappedValue == "Test", "one made before the edit reads the value it saw")
    #expect(inspect(list).all(.toggle).map(\.label) == ["Write", "Ship"], "and never writes back")
  }

  @Test("a dictionary of toggles adds a missing key when switched on")
  func dictionaryOfToggles() throws {
    let settings = SettingsList()
    let shown = inspect(settings)
    #expect(try !control(.toggle, "Bluetooth", in: shown).binding(of: Bool.self).wrappedValue)
    #expect(try control(.toggle, "Wi-Fi", in: shown).binding(of: Bool.self).wrappedValue)
    #expect(shown.texts.last == "Wi-Fi", "reading a missing key does not add it")
    try control(.toggle, "Bluetooth", in: shown).binding(of: Bool.self).wrappedValue = true
    #expect(inspect(settings).texts.last == "Bluetooth, Wi-Fi")
  }

  @Test("an alert's Boolean comes from the optional, and dismissing it clears the optional")
  func alertFromAnOptional() throws {
    let view = DeleteConfirmation(document: Document(id: 1, title: "Draft"))
    let isPresented = try control(.toggle, "Confirming", in: inspect(view)).binding(of: Bool.self)
    #expect(!isPresented.wrappedValue)
    try control(.button, "Delete Draft", in: inspect(view)).press()
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(
      try !control(.toggle, "Confirming", in: inspect(view)).binding(of: Bool.self)
        .wrappedValue)
  }

  @Test("@StateUnlessBound uses the parent's state when handed a binding")
  func stateOrBindingWithABinding() throws {
    let parent = Disclosures()
    #expect(
      inspect(parent).texts.filter { $0.hasPrefix("Filters ") } == [
        "Filters details", "Filters open",
      ])
    try control(.toggle, "Filters", in: inspect(parent)).binding(of: Bool.self).wrappedValue =
      false
    #expect(inspect(parent).texts.filter { $0.hasPrefix("Filters ") } == ["Filters closed"])
  }

  @Test("@StateUnlessBound keeps its own state when it has no binding")
  func stateOrBindingWithoutABinding() throws {
    // Evaluated on its own: the stand-in keeps a view's state in the view value, so a child
    // re-created by a parent's body would start over (SwiftUI keeps it by identity instead).
    let sorting = Disclosure("Sorting")
    #expect(!inspect(sorting).texts.contains("Sorting details"))
    try control(.toggle, "Sorting", in: inspect(sorting)).binding(of: Bool.self).wrappedValue =
      true
    #expect(inspect(sorting).texts.contains("Sorting details"))
  }
}

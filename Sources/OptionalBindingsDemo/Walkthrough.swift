#if !canImport(SwiftUI)
  import Foundation
  // The walkthrough compares bindings with the portable Binding's `_isSameLocation(as:)`, an SPI
  // hook for tests, the benchmark and this demo.
  @_spi(Testing) import OptionalBindings

  /// A deterministic walkthrough of a form model edited through bindings.
  ///
  /// One scenario per problem the package solves. Each step says what a control does and prints the
  /// model after it.
  struct Walkthrough {
    /// Where the lines go: standard output in the executable, an array in the tests.
    let emit: (String) -> Void

    /// Runs every scenario in order.
    func run() {
      portableBinding()
      optionalFields()
      presentation()
      navigationState()
      enumCases()
      settingsToggles()
      tagsAndSelection()
      listByID()
    }

    /// A screen's navigation state as one optional enum, presented case by case.
    func navigationState() {
      section("Navigation state as an enum ($destination.edit, a BindableCases enum)")
      let screen = Screen()
      @Bindable var model = screen
      let editSheet = $model.destination.edit
      emit("- the edit sheet's item, $destination.edit, reads \(quoted(editSheet.wrappedValue))")
      screen.destination = .edit("Notes")
      step("tapping Edit presents .edit: the sheet's item reads it", screen)
      screen.destination = .share("https://example.com/notes")
      step("the screen moves on to sharing before the edit sheet is gone", screen)
      editSheet.wrappedValue = nil
      step("the edit sheet's dismissal arrives late: it clears only its own case", screen)
      let isSharing = $model.destination.share.isPresent()
      isSharing.wrappedValue = false
      step("dismissing the share sheet ($destination.share.isPresent()) clears it", screen)
      let showsAdvanced = $model.settings.hidesAdvanced.negated()
      showsAdvanced.wrappedValue = true
      step("turning on \"Show advanced\", bound to $settings.hidesAdvanced.negated()", screen)
      let fontSize = $model.settings.fontSize.converted(to: Double.self)
      fontSize.wrappedValue = 14.6
      step("a slider over the Int font size ($fontSize.converted(to: Double.self)) at 14.6", screen)
    }

    /// A product's stock as an enum, each case's value edited through `switch $stock.cases`.
    func enumCases() {
      section("An enum's cases, each edited through its own binding ($product.stock.cases)")
      let product = Product(stock: .inStock(quantity: 3))
      @Bindable var form = product
      guard case .inStock(let quantity) = $form.stock.cases else { return }
      quantity.wrappedValue = 5
      step("the in-stock case's stepper, bound to its quantity, sets 5", product)
      product.stock = .outOfStock(isOnBackOrder: false)
      step("the product sells out while the stepper is still on screen", product)
      quantity.wrappedValue = 6
      step("the stepper writes 6 late: dropped, the product stays out of stock", product)
      emit("  the stepper's binding reads \(quantity.wrappedValue), the value it last had")
      guard case .outOfStock(let isOnBackOrder) = $form.stock.cases else { return }
      isOnBackOrder.wrappedValue = true
      step("the out-of-stock case's toggle turns on back order", product)
      guard case .outOfStock(let again) = $form.stock.cases else { return }
      emit(
        "  the toggle's binding on the next render is the same location: "
          + "\(again._isSameLocation(as: isOnBackOrder))")
    }

    func section(_ title: String) {
      emit("")
      emit("== \(title)")
    }

    func step(_ description: String, _ state: CustomStringConvertible) {
      emit("- \(description)")
      emit("  \(state)")
    }

    /// The bindings SwiftUI gives for free, here on the portable `Binding` and `Bindable`.
    func portableBinding() {
      section("Bindings to a form model (the portable Binding and Bindable)")
      let person = Person(firstName: "Ada")
      @Bindable var form = person
      step("a new person, with only a first name", person)

      let firstName = $form.firstName
      firstName.wrappedValue = "Augusta Ada"
      step("the first-name field writes through $person.firstName", person)

      let lastName: Binding<String?> = $form.lastName
      lastName.wrappedValue = "Byron"
      step("$person.lastName is a Binding<String?>; a TextField cannot take it as it is", person)

      let again = $form.firstName
      emit(
        "  $person.firstName twice is the same location: \(firstName._isSameLocation(as: again))")
    }

    /// Editing optional fields with controls that need a value.
    func optionalFields() {
      section("Editing optional fields (withDefault, replacingNil, Binding(unwrapping:))")
      let person = Person(firstName: "Ada")
      @Bindable var form = person

      let lastNameField = $form.lastName.replacingNil(with: "")
      emit(
        "- the last-name field shows \(quoted(lastNameField.wrappedValue)) while lastName is nil")
      lastNameField.wrappedValue = "Lovelace"
      step("typing \"Lovelace\" into it stores the name", person)
      lastNameField.wrappedValue = ""
      step("clearing the field stores nil: an empty field means no last name", person)

      let nicknameField = $form.nickname ?? ""
      nicknameField.wrappedValue = ""
      step("the nickname field ($person.nickname ?? \"\") stores an empty string as it is", person)
      nicknameField.wrappedValue = "Countess"
      step("typing a nickname", person)

      let deathDateField = $form.deathDate.withDefault(date(1852, 11, 27), id: "default death date")
      emit(
        "- the death-date picker shows \(day(deathDateField.wrappedValue)) while deathDate is nil")
      deathDateField.wrappedValue = date(1852, 11, 27)
      step("picking a date stores it", person)

      guard let heldNickname = Binding(unwrapping: $form.nickname) else { return }
      emit("- a nickname field holds Binding(unwrapping: $person.nickname)")
      person.nickname = nil
      step("the user removes the nickname while that field still holds its binding", person)
      emit("  the stale field reads \(quoted(heldNickname.wrappedValue)) instead of crashing")
      heldNickname.wrappedValue = "Enchantress of Numbers"
      step("a late keystroke through the stale binding is dropped: no ghost write", person)
      emit(
        "  Binding(unwrapping: $person.nickname) while nil: "
          + "\(Binding(unwrapping: $form.nickname) == nil ? "nil, so the field is hidden" : "a binding")"
      )
    }

    /// Presenting from an optional, and a toggle that adds and removes a value.
    func presentation() {
      section("Presenting from an optional (isPresent)")
      let person = Person(firstName: "Ada", lastName: "Lovelace")
      @Bindable var form = person

      let hasDeathDate = $form.deathDate.isPresent(default: date(1852, 11, 27))
      hasDeathDate.wrappedValue = true
      step("turning on \"Has a death date\" stores the default date", person)
      hasDeathDate.wrappedValue = false
      step("turning it off stores nil", person)

      let confirmation = Box<String?>(nil)
      let isPresented = confirmation.binding.isPresent()
      isPresented.wrappedValue = true
      step("an alert cannot show itself: writing true while nil changes nothing", confirmation)
      confirmation.value = "Remove the last name?"
      step(
        "setting the message presents the alert (isPresent reads \(isPresented.wrappedValue))",
        confirmation)
      isPresented.wrappedValue = false
      step("dismissing the alert writes false, which clears the message", confirmation)
      emit(
        "  $message.isPresent() twice is the same binding: "
          + "\(isPresented._isSameLocation(as: confirmation.binding.isPresent()))")
    }

    /// A list of toggles bound to a dictionary that may lack keys.
    func settingsToggles() {
      section("Toggles bound to a dictionary ($toggles[key, default: false])")
      let toggles = Box(["One": false, "Two": true, "Three": true, "Caramba": false])
      let keys = ["Caramba", "Four", "One", "Three", "Two"]
      emit(
        "- rows read: "
          + keys.map { "\($0)=\(toggles.binding[$0, default: false].wrappedValue)" }.joined(
            separator: " "))
      toggles.binding["Four", default: false].wrappedValue = true
      step("switching on \"Four\", a key the dictionary did not have, adds it", toggles)
      let caramba = toggles.binding["Caramba", default: false]
      toggles.value["Caramba"] = nil
      step(
        "\"Caramba\" is removed while its row holds a binding; the row reads \(caramba.wrappedValue)",
        toggles)
    }

    /// Set membership and single selection, the other two shapes of a checklist.
    func tagsAndSelection() {
      section("Tags and a single choice (contains, equals)")
      let tags = Box<Set<String>>(["mathematics"])
      tags.binding.contains("poetry").wrappedValue = true
      tags.binding.contains("mathematics").wrappedValue = false
      step("checking \"poetry\" and unchecking \"mathematics\"", SortedSet(tags.value))

      let plan = Box<String?>(nil)
      let basic = plan.binding.equals("basic")
      plan.binding.equals("pro").wrappedValue = true
      step("choosing \"pro\"", plan)
      basic.wrappedValue = false
      step("unchecking \"basic\", which was not the choice, leaves \"pro\" chosen", plan)
    }

    /// Editing list rows by id, and deleting a row while its editor still holds a binding.
    func listByID() {
      section("A list edited by id ($items[id:])")
      let todos = Box([
        Todo(id: 1, title: "Write"), Todo(id: 2, title: "Test"), Todo(id: 3, title: "Ship"),
      ])
      // What an editor view's body does on every render: unwrap the row's binding by id.
      func renderEditor() -> Binding<Todo>? { Binding(unwrapping: todos.binding[id: 2]) }

      renderEditor()?.wrappedValue.title = "Test twice"
      step("editing row 2 through Binding(unwrapping: $todos[id: 2])", todos)
      todos.value.insert(Todo(id: 0, title: "Plan"), at: 0)
      renderEditor()?.wrappedValue.title = "Test three times"
      step("a row is inserted above; the binding still edits row 2, not position 2", todos)
      // The edit re-renders the editor, which keeps the binding from that render.
      guard let editor = renderEditor() else { return }
      todos.value.removeAll { $0.id == 2 }
      step("row 2 is deleted while the editor from the last render still holds its binding", todos)
      emit("  the stale editor reads \(quoted(editor.wrappedValue.title)) instead of crashing")
      editor.wrappedValue.title = "Ghost"
      step("a write through it is dropped: the row does not come back", todos)
      emit(
        "  the next render finds no row 2: \(renderEditor() == nil ? "the editor goes away" : "?")")
    }
  }

  /// A set printed in sorted order, so the output is the same on every run.
  struct SortedSet: CustomStringConvertible {
    let elements: Set<String>
    init(_ elements: Set<String>) { self.elements = elements }
    var description: String {
      "[" + elements.sorted().map { quoted($0) }.joined(separator: ", ") + "]"
    }
  }

  /// A row of a to-do list.
  struct Todo: Identifiable, Hashable, CustomStringConvertible {
    let id: Int
    var title: String
    var description: String { "\(id): \(title)" }
  }
#endif

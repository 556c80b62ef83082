import Foundation
import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

@MainActor
@Suite("OptionalTextField")
struct OptionalTextFieldTests {
  private func lastName(_ initial: String?) -> Harness<String, OptionalTextField<String, Text>> {
    Harness(initial) { OptionalTextField("Last name", text: $0) }
  }

  @Test("while nil, shows only the add button")
  func nilShowsAddButton() {
    let field = lastName(nil)
    #expect(
      Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Add Last name"], controls: 0))
  }

  @Test("while non-nil, shows the text field and the remove button")
  func valueShowsFieldAndRemoveButton() throws {
    let field = lastName("Lovelace")
    let shown = field.evaluate()
    #expect(Shown(shown, kind: .textField) == Shown(buttons: ["Remove Last name"], controls: 1))
    let textField = try field.control(.textField)
    #expect(textField.label == "Last name")
    #expect(try textField.binding(of: String.self).wrappedValue == "Lovelace")
    #expect(try field.button("Remove Last name").role == .destructive)
  }

  @Test("pressing add stores the default and shows the field")
  func addStoresDefault() throws {
    let field = lastName(nil)
    try field.button("Add Last name").press()
    #expect(field.value == "")
    #expect(
      Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Remove Last name"], controls: 1)
    )
  }

  @Test("pressing add stores a given default")
  func addStoresGivenDefault() throws {
    let field = Harness<String, _>(nil) { OptionalTextField("Last name", text: $0, default: "—") }
    try field.button("Add Last name").press()
    #expect(field.value == "—")
  }

  @Test("pressing remove stores nil and shows the add button")
  func removeStoresNil() throws {
    let field = lastName("Lovelace")
    try field.button("Remove Last name").press()
    #expect(field.value == nil)
    #expect(
      Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Add Last name"], controls: 0))
  }

  @Test("typing into the field updates the source")
  func typingUpdatesSource() throws {
    let field = lastName("Lovelace")
    try field.control(.textField).binding(of: String.self).wrappedValue = "Byron"
    #expect(field.value == "Byron")
    #expect(try field.control(.textField).binding(of: String.self).wrappedValue == "Byron")
  }

  @Test("after remove, the stale field binding reads the value it was made with, drops writes")
  func staleBindingAfterRemove() throws {
    let field = lastName("Lovelace")
    let stale = try field.control(.textField).binding(of: String.self)
    try field.button("Remove Last name").press()
    #expect(stale.wrappedValue == "Lovelace")
    stale.wrappedValue = "Byron"
    #expect(field.value == nil)
    #expect(field.evaluate().all(.textField).isEmpty)
  }

  @Test("a second press of a stale add button keeps what was typed")
  func staleAddKeepsValue() throws {
    let field = lastName(nil)
    let add = try field.button("Add Last name")
    try add.press()
    try field.control(.textField).binding(of: String.self).wrappedValue = "Lovelace"
    try add.press()
    #expect(field.value == "Lovelace")
  }

  @Test("a custom label is the field's label and names the buttons")
  func customLabel() throws {
    let field = Harness<String, _>(nil) {
      OptionalTextField(text: $0, prompt: Text("Family name")) { Text("Surname") }
    }
    #expect(
      Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Add Surname"], controls: 0))
    try field.button("Add Surname").press()
    #expect(try field.control(.textField).label == "Surname")
    #expect(Shown(field.evaluate(), kind: .textField).buttons == ["Remove Surname"])
  }

  @Test("a localized title is localized, and the buttons' phrases are localized as a whole")
  func localizedTitle() throws {
    let field = lastName("Lovelace")
    #expect(try field.control(.textField).localizationKeys == ["Last name"])
    #expect(try field.button("Remove Last name").localizationKeys == ["Remove %@"])
    try field.button("Remove Last name").press()
    #expect(try field.button("Add Last name").localizationKeys == ["Add %@"])
  }

  @Test("a string title is shown without localization")
  func stringTitle() throws {
    let title: String = "Custom field"
    let field = Harness<String, _>("x") { OptionalTextField(title, text: $0) }
    let textField = try field.control(.textField)
    #expect(textField.label == "Custom field")
    #expect(textField.localizationKeys == [nil])
    #expect(try field.button("Remove Custom field").localizationKeys == ["Remove %@"])
  }

  @Test("a formatted field binds the optional value through its format")
  func formattedValue() throws {
    let field = Harness<Int, _>(nil) {
      OptionalTextField("Age", value: $0, format: IntegerFormatStyle<Int>(), default: 18)
    }
    #expect(Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Add Age"], controls: 0))
    try field.button("Add Age").press()
    #expect(field.value == 18)
    let age = try field.control(.textField).binding(of: Int.self)
    age.wrappedValue = 36
    #expect(field.value == 36)
    try field.button("Remove Age").press()
    age.wrappedValue = 40
    #expect(field.value == nil)
  }

  @Test("a formatted field with a custom label names its buttons with it")
  func formattedValueCustomLabel() throws {
    let field = Harness<Double, _>(2.5) {
      OptionalTextField(value: $0, format: FloatingPointFormatStyle<Double>(), default: 0) {
        Text("Weight")
      }
    }
    #expect(
      Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Remove Weight"], controls: 1))
    #expect(try field.control(.textField).binding(of: Double.self).wrappedValue == 2.5)
  }
}

import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

@MainActor
@Suite("OptionalField")
struct OptionalFieldTests {
  /// A field whose buttons are icon-like texts with accessibility labels, and whose content is a
  /// labeled text field: the general initializer.
  private func nickname(_ initial: String?) -> Harness<String, some View> {
    Harness(initial) {
      OptionalField(value: $0, default: "") { nickname in
        TextField("Nickname", text: nickname)
      } addLabel: {
        Text("+").accessibilityLabel("Add nickname")
      } removeLabel: {
        Text("−").accessibilityLabel(Text("Remove nickname"))
      }
    }
  }

  @Test("while nil, shows only the add button")
  func nilShowsAddButton() throws {
    let field = nickname(nil)
    #expect(
      Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Add nickname"], controls: 0))
    #expect(try field.button("Add nickname").label == "+")
  }

  @Test("while non-nil, shows the content, then the remove button")
  func valueShowsContentThenRemoveButton() throws {
    let field = nickname("Ada")
    let shown = field.evaluate()
    #expect(Shown(shown, kind: .textField) == Shown(buttons: ["Remove nickname"], controls: 1))
    let order: [InspectedView.Kind] = shown.allViews.map(\.kind).filter {
      $0 == .textField || $0 == .button
    }
    #expect(order == [.textField, .button])
    #expect(try field.button("Remove nickname").role == .destructive)
  }

  @Test("pressing add stores the default and shows the content")
  func addStoresDefault() throws {
    let field = nickname(nil)
    try field.button("Add nickname").press()
    #expect(field.value == "")
    #expect(field.evaluate().all(.textField).count == 1)
  }

  @Test("pressing remove stores nil and shows the add button")
  func removeStoresNil() throws {
    let field = nickname("Ada")
    try field.button("Remove nickname").press()
    #expect(field.value == nil)
    #expect(
      Shown(field.evaluate(), kind: .textField) == Shown(buttons: ["Add nickname"], controls: 0))
  }

  @Test("the content's binding writes to the source")
  func contentWritesSource() throws {
    let field = nickname("Ada")
    try field.control(.textField).binding(of: String.self).wrappedValue = "Countess"
    #expect(field.value == "Countess")
  }

  @Test("after remove, the content's stale binding reads the value it was made with, drops writes")
  func staleContentBinding() throws {
    let field = nickname("Ada")
    let stale = try field.control(.textField).binding(of: String.self)
    try field.button("Remove nickname").press()
    #expect(stale.wrappedValue == "Ada")
    stale.wrappedValue = "Countess"
    #expect(field.value == nil)
    try field.button("Add nickname").press()
    #expect(field.value == "")
  }

  @Test("a stale binding reads the value of the evaluation that made it")
  func staleBindingReadsItsEvaluation() throws {
    let field = nickname("Ada")
    try field.control(.textField).binding(of: String.self).wrappedValue = "Countess"
    let latest = try field.control(.textField).binding(of: String.self)
    try field.button("Remove nickname").press()
    #expect(latest.wrappedValue == "Countess")
  }

  @Test("a localized title labels the buttons Add and Remove <title>")
  func titleLabels() throws {
    let field = Harness<Int, _>(nil) {
      OptionalField("Lucky number", value: $0, default: 7) { number in
        Stepper("Lucky number", value: number, in: 0...99)
      }
    }
    #expect(
      Shown(field.evaluate(), kind: .stepper) == Shown(buttons: ["Add Lucky number"], controls: 0))
    try field.button("Add Lucky number").press()
    #expect(field.value == 7)
    #expect(
      Shown(field.evaluate(), kind: .stepper)
        == Shown(buttons: ["Remove Lucky number"], controls: 1))
  }

  @Test("a string title is shown without localization")
  func stringTitle() throws {
    let name = "Field 100%"
    let field = Harness<String, _>("x") {
      OptionalField(name, value: $0, default: "") { TextField(name, text: $0) }
    }
    let remove = try field.button("Remove Field 100%")
    #expect(remove.localizationKeys == ["Remove %@"])
    try remove.press()
    #expect(field.value == nil)
  }

  @Test("works for a value that is neither Hashable nor Sendable")
  func nonHashableValue() throws {
    final class Photo {
      let name: String
      init(name: String) { self.name = name }
    }
    let placeholder = Photo(name: "placeholder")
    let field = Harness<Photo, _>(nil) {
      OptionalField("Photo", value: $0, default: placeholder) { photo in
        Text(photo.wrappedValue.name)
      }
    }
    try field.button("Add Photo").press()
    #expect(field.value === placeholder)
    #expect(field.evaluate().texts.contains("placeholder"))
  }
}

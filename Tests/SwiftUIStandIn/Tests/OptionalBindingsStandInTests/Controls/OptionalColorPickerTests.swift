import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

@MainActor
@Suite("OptionalColorPicker")
struct OptionalColorPickerTests {
  private func favorite(_ initial: Color?) -> Harness<Color, OptionalColorPicker<Text>> {
    Harness(initial) {
      OptionalColorPicker("Favorite color", selection: $0, default: .accentColor)
    }
  }

  @Test("while nil, shows only the add button")
  func nilShowsAddButton() {
    #expect(
      Shown(favorite(nil).evaluate(), kind: .colorPicker)
        == Shown(buttons: ["Add Favorite color"], controls: 0))
  }

  @Test("while non-nil, shows the color picker and the remove button")
  func valueShowsPickerAndRemoveButton() throws {
    let picker = favorite(.red)
    #expect(
      Shown(picker.evaluate(), kind: .colorPicker)
        == Shown(buttons: ["Remove Favorite color"], controls: 1))
    #expect(try picker.control(.colorPicker).binding(of: Color.self).wrappedValue == .red)
  }

  @Test("pressing add stores the default and shows the picker")
  func addStoresDefault() throws {
    let picker = favorite(nil)
    try picker.button("Add Favorite color").press()
    #expect(picker.value == .accentColor)
    #expect(picker.evaluate().all(.colorPicker).count == 1)
  }

  @Test("pressing remove stores nil and shows the add button")
  func removeStoresNil() throws {
    let picker = favorite(.red)
    try picker.button("Remove Favorite color").press()
    #expect(picker.value == nil)
    #expect(
      Shown(picker.evaluate(), kind: .colorPicker)
        == Shown(buttons: ["Add Favorite color"], controls: 0))
  }

  @Test("picking a color updates the source")
  func pickingUpdatesSource() throws {
    let picker = favorite(.red)
    try picker.control(.colorPicker).binding(of: Color.self).wrappedValue = .blue
    #expect(picker.value == .blue)
  }

  @Test("after remove, the stale picker binding reads the value it was made with, drops writes")
  func staleBindingAfterRemove() throws {
    let picker = favorite(.red)
    let stale = try picker.control(.colorPicker).binding(of: Color.self)
    try picker.button("Remove Favorite color").press()
    #expect(stale.wrappedValue == .red)
    stale.wrappedValue = .orange
    #expect(picker.value == nil)
  }

  @Test("a custom label names the buttons")
  func customLabel() throws {
    let picker = Harness<Color, _>(.blue) {
      OptionalColorPicker(selection: $0, default: .red, supportsOpacity: false) { Text("Tint") }
    }
    #expect(Shown(picker.evaluate(), kind: .colorPicker).buttons == ["Remove Tint"])
    #expect(try picker.control(.colorPicker).label == "Tint")
  }
}

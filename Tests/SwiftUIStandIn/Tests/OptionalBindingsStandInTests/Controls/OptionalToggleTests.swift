import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

@MainActor
@Suite("OptionalToggle")
struct OptionalToggleTests {
  private func subscribed(_ initial: Bool?) -> Harness<Bool, OptionalToggle<Text>> {
    Harness(initial) { OptionalToggle("Subscribed", isOn: $0) }
  }

  @Test("while nil, shows only the add button")
  func nilShowsAddButton() {
    #expect(
      Shown(subscribed(nil).evaluate(), kind: .toggle)
        == Shown(buttons: ["Add Subscribed"], controls: 0))
  }

  @Test("while non-nil, shows the toggle and the remove button")
  func valueShowsToggleAndRemoveButton() throws {
    let toggle = subscribed(true)
    #expect(
      Shown(toggle.evaluate(), kind: .toggle)
        == Shown(buttons: ["Remove Subscribed"], controls: 1))
    #expect(try toggle.control(.toggle).binding(of: Bool.self).wrappedValue == true)
  }

  @Test("pressing add stores the default, false unless given, and shows the toggle")
  func addStoresDefault() throws {
    let toggle = subscribed(nil)
    try toggle.button("Add Subscribed").press()
    #expect(toggle.value == false)
    #expect(toggle.evaluate().all(.toggle).count == 1)

    let onByDefault = Harness<Bool, _>(nil) {
      OptionalToggle("Subscribed", isOn: $0, default: true)
    }
    try onByDefault.button("Add Subscribed").press()
    #expect(onByDefault.value == true)
  }

  @Test("pressing remove stores nil and shows the add button")
  func removeStoresNil() throws {
    let toggle = subscribed(false)
    try toggle.button("Remove Subscribed").press()
    #expect(toggle.value == nil)
    #expect(
      Shown(toggle.evaluate(), kind: .toggle) == Shown(buttons: ["Add Subscribed"], controls: 0))
  }

  @Test("flipping the toggle updates the source")
  func flippingUpdatesSource() throws {
    let toggle = subscribed(false)
    try toggle.control(.toggle).binding(of: Bool.self).wrappedValue = true
    #expect(toggle.value == true)
  }

  @Test("after remove, the stale toggle binding reads the value it was made with, drops writes")
  func staleBindingAfterRemove() throws {
    let toggle = subscribed(true)
    let stale = try toggle.control(.toggle).binding(of: Bool.self)
    try toggle.button("Remove Subscribed").press()
    #expect(stale.wrappedValue == true)
    stale.wrappedValue = false
    #expect(toggle.value == nil)
  }

  @Test("a custom label names the buttons")
  func customLabel() throws {
    let toggle = Harness<Bool, _>(nil) { OptionalToggle(isOn: $0) { Text("Newsletter") } }
    #expect(Shown(toggle.evaluate(), kind: .toggle).buttons == ["Add Newsletter"])
  }
}

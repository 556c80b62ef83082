import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

@MainActor
@Suite("OptionalPicker")
struct OptionalPickerTests {
  enum Flavor: String, CaseIterable, Hashable {
    case chocolate, vanilla, strawberry
  }

  private func flavor(_ initial: Flavor?) -> Harness<Flavor, some View> {
    Harness(initial) {
      OptionalPicker("Flavor", selection: $0, default: .vanilla) {
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Strawberry").tag(Flavor.strawberry)
      }
    }
  }

  @Test("while nil, shows only the add button")
  func nilShowsAddButton() {
    #expect(
      Shown(flavor(nil).evaluate(), kind: .picker) == Shown(buttons: ["Add Flavor"], controls: 0))
  }

  @Test("while non-nil, shows the picker with its options and the remove button")
  func valueShowsPickerAndRemoveButton() throws {
    let picker = flavor(.chocolate)
    #expect(
      Shown(picker.evaluate(), kind: .picker) == Shown(buttons: ["Remove Flavor"], controls: 1))
    let control = try picker.control(.picker)
    #expect(control.tags == Flavor.allCases.map(AnyHashable.init))
    #expect(try control.binding(of: Flavor.self).wrappedValue == .chocolate)
  }

  @Test("pressing add stores the default and shows the picker")
  func addStoresDefault() throws {
    let picker = flavor(nil)
    try picker.button("Add Flavor").press()
    #expect(picker.value == .vanilla)
    #expect(picker.evaluate().all(.picker).count == 1)
  }

  @Test("pressing remove stores nil and shows the add button")
  func removeStoresNil() throws {
    let picker = flavor(.chocolate)
    try picker.button("Remove Flavor").press()
    #expect(picker.value == nil)
    #expect(
      Shown(picker.evaluate(), kind: .picker) == Shown(buttons: ["Add Flavor"], controls: 0))
  }

  @Test("choosing an option updates the source")
  func choosingUpdatesSource() throws {
    let picker = flavor(.chocolate)
    try picker.control(.picker).binding(of: Flavor.self).wrappedValue = .strawberry
    #expect(picker.value == .strawberry)
  }

  @Test("after remove, the stale picker binding reads the value it was made with, drops writes")
  func staleBindingAfterRemove() throws {
    let picker = flavor(.chocolate)
    let stale = try picker.control(.picker).binding(of: Flavor.self)
    try picker.button("Remove Flavor").press()
    #expect(stale.wrappedValue == .chocolate)
    stale.wrappedValue = .vanilla
    #expect(picker.value == nil)
  }

  @Test("a custom label names the buttons")
  func customLabel() throws {
    let picker = Harness<Flavor, _>(nil) {
      OptionalPicker(selection: $0, default: .vanilla) {
        Text("Vanilla").tag(Flavor.vanilla)
      } label: {
        Text("Ice cream")
      }
    }
    #expect(Shown(picker.evaluate(), kind: .picker).buttons == ["Add Ice cream"])
  }
}

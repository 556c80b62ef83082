import Foundation
import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

@MainActor
@Suite("OptionalDatePicker")
struct OptionalDatePickerTests {
  private let epoch = Date(timeIntervalSince1970: 0)
  private let death = Date(timeIntervalSince1970: -3_600_000_000)
  private let later = Date(timeIntervalSince1970: 1_000_000)

  private func deathDate(_ initial: Date?) -> Harness<Date, OptionalDatePicker<Text>> {
    Harness(initial) { [epoch] in
      OptionalDatePicker("Death date", selection: $0, default: epoch, displayedComponents: .date)
    }
  }

  @Test("while nil, shows only the add button")
  func nilShowsAddButton() {
    #expect(
      Shown(deathDate(nil).evaluate(), kind: .datePicker)
        == Shown(buttons: ["Add Death date"], controls: 0))
  }

  @Test("while non-nil, shows the date picker and the remove button")
  func valueShowsPickerAndRemoveButton() throws {
    let picker = deathDate(death)
    #expect(
      Shown(picker.evaluate(), kind: .datePicker)
        == Shown(buttons: ["Remove Death date"], controls: 1))
    let control = try picker.control(.datePicker)
    #expect(control.label == "Death date")
    #expect(try control.binding(of: Date.self).wrappedValue == death)
  }

  @Test("pressing add stores the default and shows the picker")
  func addStoresDefault() throws {
    let picker = deathDate(nil)
    try picker.button("Add Death date").press()
    #expect(picker.value == epoch)
    #expect(picker.evaluate().all(.datePicker).count == 1)
  }

  @Test("pressing remove stores nil and shows the add button")
  func removeStoresNil() throws {
    let picker = deathDate(death)
    try picker.button("Remove Death date").press()
    #expect(picker.value == nil)
    #expect(
      Shown(picker.evaluate(), kind: .datePicker)
        == Shown(buttons: ["Add Death date"], controls: 0))
  }

  @Test("picking a date updates the source")
  func pickingUpdatesSource() throws {
    let picker = deathDate(death)
    try picker.control(.datePicker).binding(of: Date.self).wrappedValue = later
    #expect(picker.value == later)
  }

  @Test("after remove, the stale picker binding reads the value it was made with, drops writes")
  func staleBindingAfterRemove() throws {
    let picker = deathDate(death)
    let stale = try picker.control(.datePicker).binding(of: Date.self)
    try picker.button("Remove Death date").press()
    #expect(stale.wrappedValue == death)
    stale.wrappedValue = later
    #expect(picker.value == nil)
  }

  @Test("a custom label names the buttons")
  func customLabel() throws {
    let picker = Harness<Date, _>(nil) { [epoch] in
      OptionalDatePicker(selection: $0, default: epoch) { Text("Deadline") }
    }
    #expect(Shown(picker.evaluate(), kind: .datePicker).buttons == ["Add Deadline"])
    try picker.button("Add Deadline").press()
    #expect(try picker.control(.datePicker).label == "Deadline")
  }
}

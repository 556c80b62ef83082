import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

@MainActor
@Suite("OptionalStepper")
struct OptionalStepperTests {
  private func children(_ initial: Int?) -> Harness<Int, OptionalStepper<Int, Text>> {
    Harness(initial) { OptionalStepper("Children", value: $0, in: 0...20, default: 0) }
  }

  @Test("while nil, shows only the add button")
  func nilShowsAddButton() {
    #expect(
      Shown(children(nil).evaluate(), kind: .stepper)
        == Shown(buttons: ["Add Children"], controls: 0))
  }

  @Test("while non-nil, shows the stepper and the remove button")
  func valueShowsStepperAndRemoveButton() throws {
    let stepper = children(2)
    #expect(
      Shown(stepper.evaluate(), kind: .stepper)
        == Shown(buttons: ["Remove Children"], controls: 1))
    #expect(try stepper.control(.stepper).binding(of: Int.self).wrappedValue == 2)
  }

  @Test("pressing add stores the default and shows the stepper")
  func addStoresDefault() throws {
    let stepper = Harness<Int, _>(nil) {
      OptionalStepper("Rating", value: $0, in: 1...5, step: 1, default: 3)
    }
    try stepper.button("Add Rating").press()
    #expect(stepper.value == 3)
    #expect(stepper.evaluate().all(.stepper).count == 1)
  }

  @Test("pressing remove stores nil and shows the add button")
  func removeStoresNil() throws {
    let stepper = children(2)
    try stepper.button("Remove Children").press()
    #expect(stepper.value == nil)
    #expect(
      Shown(stepper.evaluate(), kind: .stepper) == Shown(buttons: ["Add Children"], controls: 0))
  }

  @Test("stepping updates the source")
  func steppingUpdatesSource() throws {
    let stepper = children(2)
    let value = try stepper.control(.stepper).binding(of: Int.self)
    value.wrappedValue += 1
    #expect(stepper.value == 3)
  }

  @Test("after remove, the stale stepper binding reads the value it was made with, drops writes")
  func staleBindingAfterRemove() throws {
    let stepper = children(2)
    let stale = try stepper.control(.stepper).binding(of: Int.self)
    try stepper.button("Remove Children").press()
    #expect(stale.wrappedValue == 2)
    stale.wrappedValue = 3
    #expect(stepper.value == nil)
  }

  @Test("a custom label names the buttons")
  func customLabel() throws {
    let stepper = Harness<Double, _>(1.5) {
      OptionalStepper(value: $0, in: 0...10, step: 0.5, default: 1) { Text("Hours") }
    }
    #expect(Shown(stepper.evaluate(), kind: .stepper).buttons == ["Remove Hours"])
    #expect(try stepper.control(.stepper).binding(of: Double.self).wrappedValue == 1.5)
  }
}

import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("Selection: equals(_:)")
struct BindingSelectionTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsWhetherTheSelectionIsTheValue() {
    let box = Box<String?>("basic")
    #expect(box.binding.equals("basic").wrappedValue)
    #expect(!box.binding.equals("pro").wrappedValue)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func trueSelectsAndFalseClearsOnlyItsOwnChoice() {
    let box = Box<String?>(nil)
    let basic = box.binding.equals("basic")
    let pro = box.binding.equals("pro")
    basic.wrappedValue = true
    #expect(box.value == "basic")
    pro.wrappedValue = true
    #expect(box.value == "pro")
    basic.wrappedValue = false
    #expect(box.value == "pro", "clearing basic must not clear pro's choice")
    pro.wrappedValue = false
    #expect(box.value == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theOptionalOverloadWinsForANonOptionalArgument() {
    let box = Box<Int?>(3)
    let three = box.binding.equals(3)
    three.wrappedValue = false
    #expect(box.value == nil, "the optional overload clears the selection")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func onANonOptionalSelectionFalseChangesNothing() {
    let box = Box("light")
    let dark = box.binding.equals("dark")
    dark.wrappedValue = true
    #expect(box.value == "dark")
    dark.wrappedValue = false
    #expect(box.value == "dark")
    box.binding.equals("light").wrappedValue = false
    #expect(box.value == "dark")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func equalValuesAreTheSameBinding() {
    let optional = Box<Int?>(nil)
    expectIdentity(
      optional.binding.derived.equals(1), optional.binding.derived.equals(1), same: true)
    expectIdentity(
      optional.binding.derived.equals(1), optional.binding.derived.equals(2), same: false)
    let plain = Box(0)
    expectIdentity(plain.binding.derived.equals(1), plain.binding.derived.equals(1), same: true)
    expectIdentity(plain.binding.derived.equals(1), plain.binding.derived.equals(2), same: false)
  }
}

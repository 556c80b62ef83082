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

/// `equals(_:)` with an optional argument, and from generic code: writing `false` clears the
/// selection whichever overload the compiler picked.
@Suite("Selection: equals(_:) with optional arguments")
struct BindingSelectionOptionalArgumentTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anOptionalArgumentClearsItsChoiceLikeANonOptionalOne() {
    let planID: Int? = 5
    let box = Box<Int?>(5)
    let row = box.binding.equals(planID)
    #expect(row.wrappedValue)
    row.wrappedValue = false
    #expect(box.value == nil, "the checkbox can be unchecked")
    row.wrappedValue = true
    #expect(box.value == 5)
    box.binding.equals(6 as Int?).wrappedValue = false
    #expect(box.value == 5, "clearing another choice leaves this one")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func bothSpellingsBehaveTheSame() {
    let literal = Box<Int?>(5)
    let optional = Box<Int?>(5)
    let planID: Int? = 5
    for step in [false, true, false] {
      literal.binding.equals(5).wrappedValue = step
      optional.binding.equals(planID).wrappedValue = step
      #expect(literal.value == optional.value)
    }
  }

  static func uncheck<T: Hashable & Sendable>(_ selection: Binding<T>, _ value: T) {
    selection.equals(value).wrappedValue = false
  }

  static func uncheckAnyHashable<T: Hashable>(_ selection: Binding<T>, _ value: T) {
    selection.equals(value).wrappedValue = false
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func genericCallersWhoseTypeIsOptionalClearToo() {
    let box = Box<Int?>(5)
    Self.uncheck(box.binding, 5)
    #expect(box.value == nil)
    box.value = 5
    Self.uncheckAnyHashable(box.binding, 5)
    #expect(box.value == nil)
    // A non-optional selection still has nothing to clear to.
    let plain = Box("dark")
    Self.uncheck(plain.binding, "dark")
    #expect(plain.value == "dark")
  }

  @Test func equalOptionalArgumentsGiveEqualKeyPaths() {
    #expect(Int?.sameValueKeyPath(5) == Int?.sameValueKeyPath(5))
    #expect(Int?.sameValueKeyPath(5) != Int?.sameValueKeyPath(nil))
    #expect(Int?.sameValueKeyPath(5) != Int?.sameValueKeyPath(6))
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func selectingNilMeansNothingSelected() {
    let box = Box<Int?>(3)
    let none = box.binding.equals(nil as Int?)
    #expect(!none.wrappedValue)
    none.wrappedValue = true
    #expect(box.value == nil)
    #expect(none.wrappedValue)
    none.wrappedValue = false
    #expect(box.value == nil)
  }
}

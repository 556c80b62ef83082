import Foundation
import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("converted(to:)")
struct NumericConversionTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anIntegerBehindAFloatingPointControl() {
    let box = Box(3)
    let slider = box.binding.converted(to: Double.self)
    #expect(slider.wrappedValue == 3.0)
    slider.wrappedValue = 7
    #expect(box.value == 7)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func fractionsRoundToTheNearestIntegerHalvesAwayFromZero() {
    let box = Box(0)
    let slider = box.binding.converted(to: Double.self)
    for (written, stored) in [(2.4, 2), (2.5, 3), (2.6, 3), (-2.5, -3), (-2.4, -2), (-0.4, 0)] {
      slider.wrappedValue = written
      #expect(box.value == stored, "\(written)")
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func valuesPastTheRangeAreClampedAndNaNIsDropped() {
    let box = Box<Int8>(5)
    let slider = box.binding.converted(to: Double.self)
    slider.wrappedValue = 1_000
    #expect(box.value == .max)
    slider.wrappedValue = -1_000
    #expect(box.value == .min)
    slider.wrappedValue = .infinity
    #expect(box.value == .max)
    slider.wrappedValue = -.infinity
    #expect(box.value == .min)
    box.value = 9
    slider.wrappedValue = .nan
    #expect(box.value == 9, "a NaN is dropped")
    let unsigned = Box<UInt>(4)
    unsigned.binding.converted(to: Float.self).wrappedValue = -3
    #expect(unsigned.value == 0)
    let wide = Box(0)
    wide.binding.converted(to: Double.self).wrappedValue = 1e300
    #expect(wide.value == .max, "Double(Int.max) rounds up to 2^63: still no trap")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func floatingPointTypesConvertAsTheirInitializersDo() {
    let box = Box<Float>(1.5)
    let control = box.binding.converted(to: Double.self)
    #expect(control.wrappedValue == 1.5)
    control.wrappedValue = 0.1
    #expect(box.value == Float(0.1))
    control.wrappedValue = 1e300
    #expect(box.value == .infinity, "past Float's range: an infinity, as Float(_:) gives")
    control.wrappedValue = .nan
    #expect(box.value.isNaN)
    #expect(control.wrappedValue.isNaN)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aFloatingPointValueBehindAnIntegerControl() {
    let box = Box(2.5)
    let stepper = box.binding.converted(to: Int.self)
    #expect(stepper.wrappedValue == 3)
    stepper.wrappedValue = 4
    #expect(box.value == 4.0)
    box.value = .nan
    #expect(stepper.wrappedValue == 0, "a NaN reads as 0")
    box.value = -.infinity
    #expect(stepper.wrappedValue == .min)
    box.value = 1e30
    #expect(box.binding.converted(to: Int16.self).wrappedValue == .max)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func integersConvertClamped() {
    let box = Box<Int>(300)
    let narrow = box.binding.converted(to: UInt8.self)
    #expect(narrow.wrappedValue == 255)
    narrow.wrappedValue = 7
    #expect(box.value == 7)
    let small = Box<Int8>(1)
    small.binding.converted(to: Int.self).wrappedValue = 1_000
    #expect(small.value == .max)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func isTheSameBindingEveryTime() {
    let count = Box(1)
    expectIdentity(
      count.binding.derived.converted(to: Double.self),
      count.binding.derived.converted(to: Double.self), same: true)
    let width = Box(1.0)
    expectIdentity(
      width.binding.derived.converted(to: Int.self), width.binding.derived.converted(to: Int.self),
      same: true)
  }

  /// Issue 42, item 8: with `count == 300`, a NaN written through an `Int8` view of it seen as a
  /// `Double` is dropped by the inner conversion; the outer one is handed back the 127 it read,
  /// and stores nothing, so `count` keeps 300.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aNaNThroughTwoConversionsLeavesTheSourceAlone() {
    let count = Box(300)
    let slider = count.binding.converted(to: Int8.self).converted(to: Double.self)
    #expect(slider.wrappedValue == 127)
    slider.wrappedValue = .nan
    #expect(count.value == 300)
    slider.wrappedValue = 127
    #expect(count.value == 300, "writing the value read stores nothing")
    slider.wrappedValue = 5
    #expect(count.value == 5)
  }

  /// Writing back the value a conversion reads stores nothing, so the source keeps its exact
  /// value, whichever way it converts.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writingTheValueReadStoresNothing() {
    let wide = Box(Int.max)
    let asDouble = wide.binding.converted(to: Double.self)
    asDouble.wrappedValue = asDouble.wrappedValue
    #expect(wide.value == .max, "Int.max reads as 2^63, which is not written back")
    let single = Box<Float>(0.1)
    let asWide = single.binding.converted(to: Double.self)
    asWide.wrappedValue = asWide.wrappedValue
    #expect(single.value == 0.1)
    let fraction = Box(2.4)
    let stepper = fraction.binding.converted(to: Int.self)
    stepper.wrappedValue = stepper.wrappedValue
    #expect(fraction.value == 2.4, "read as 2; writing 2 back keeps 2.4")
    stepper.wrappedValue = 3
    #expect(fraction.value == 3)
    let big = Box(1_000)
    let narrow = big.binding.converted(to: Int8.self)
    narrow.wrappedValue = narrow.wrappedValue
    #expect(big.value == 1_000)
    narrow.wrappedValue = -1
    #expect(big.value == -1)
  }

  /// What the conversion to an integer must store, computed another way: through `Decimal`.
  static func expected(_ value: Double) -> Int? {
    guard !value.isNaN else { return nil }
    // 2^63, the first Double past Int.max, and -2^63, which is Int.min.
    if value >= 9_223_372_036_854_775_808.0 { return .max }
    if value <= -9_223_372_036_854_775_808.0 { return .min }
    var decimal = Decimal(value)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &decimal, 0, .plain)
    return NSDecimalNumber(decimal: rounded).intValue
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func randomWritesMatchAModelOfRoundingAndClamping() {
    var generator = SeededGenerator(seed: 0xC0_1EC7)
    let box = Box(0)
    let slider = box.binding.converted(to: Double.self)
    for _ in 0..<20_000 {
      let value: Double
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: value = Double(Int.random(in: -1_000...1_000, using: &generator)) + 0.5
      case 1: value = Double.random(in: -1e6...1e6, using: &generator)
      case 2: value = Double.random(in: -1e20...1e20, using: &generator)
      case 3:
        value = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude].randomElement(
          using: &generator)!
      default: value = Double.random(in: -100...100, using: &generator)
      }
      let before = box.value
      slider.wrappedValue = value
      #expect(box.value == (Self.expected(value) ?? before), "wrote \(value)")
    }
  }
}

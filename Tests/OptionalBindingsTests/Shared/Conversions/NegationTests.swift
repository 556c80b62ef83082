import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("negated()")
struct NegationTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsAndWritesTheNegation() {
    let box = Box(true)
    let shows = box.binding.negated()
    #expect(shows.wrappedValue == false)
    shows.wrappedValue = true
    #expect(box.value == false)
    shows.wrappedValue = false
    #expect(box.value == true)
    #expect(box.binding.negated().negated().wrappedValue == box.value, "twice is the value")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func isTheSameBindingEveryTime() {
    let box = Box(false)
    expectIdentity(box.binding.derived.negated(), box.binding.derived.negated(), same: true)
    expectKeyPath(box.binding.derived.negated(), is: \Bool.negation)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func randomWritesAlwaysStoreTheOpposite() {
    var generator = SeededGenerator(seed: 0x0B00_1EA4)
    let box = Box(false)
    let negated = box.binding.negated()
    for _ in 0..<10_000 {
      let written = Bool.random(using: &generator)
      if Bool.random(using: &generator) { box.value.toggle() }
      negated.wrappedValue = written
      #expect(box.value == !written)
      #expect(negated.wrappedValue == written)
    }
  }
}

// Linux only: what the portable `Binding` adds to the identity rule. SwiftUI compares a derived
// binding's source as well as its key path; the portable `Binding` models that, and these checks
// read it through its hooks, which SwiftUI's `Binding` does not have. The key-path half of the
// rule is checked on every platform by the shared tests (Identity.swift).
#if !canImport(SwiftUI)
  import Testing

  @_spi(Testing) @testable import OptionalBindings

  @Suite("Portable identity: sources")
  struct PortableIdentityTests {
    @Test func equalDefaultsFromDifferentSourcesAreDifferentBindings() {
      let bindable = Bindable(Person(firstName: "Ada"))
      let nickname = bindable.nickname.withDefault("x")
      #expect(nickname._keyPath == bindable.lastName.withDefault("x")._keyPath)
      #expect(!nickname._isSameLocation(as: bindable.lastName.withDefault("x")))
      #expect(nickname._isSameLocation(as: bindable.nickname.withDefault("x")))
    }

    @Test func presenceOfDifferentSourcesIsADifferentBinding() {
      let bindable = Bindable(Person(firstName: "Ada"))
      #expect(!bindable.nickname.isPresent()._isSameLocation(as: bindable.lastName.isPresent()))
      #expect(bindable.nickname.isPresent()._isSameLocation(as: bindable.nickname.isPresent()))
    }

    @Test func theSameHelperOnTwoObjectsIsADifferentBinding() {
      let first = Box<[String: Bool]>([:])
      let second = Box<[String: Bool]>([:])
      #expect(
        !first.binding["a", default: false]._isSameLocation(
          as: second.binding["a", default: false]))
    }
  }
#endif

import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("Dictionary entries: $dictionary[key, default:]")
struct BindingDictionaryEntryTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsTheEntryOrTheDefault() {
    let box = Box(["One": true])
    #expect(box.binding["One", default: false].wrappedValue)
    #expect(!box.binding["Two", default: false].wrappedValue)
    #expect(box.value == ["One": true], "reading a missing key does not add it")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func writesStoreTheEntryAddingAMissingKey() {
    let box = Box(["One": true])
    box.binding["Two", default: false].wrappedValue = true
    box.binding["One", default: false].wrappedValue = false
    #expect(box.value == ["One": false, "Two": true])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aRemovedKeyReadsTheDefaultAndAWriteAddsItBack() {
    let box = Box(["One": true])
    let one = box.binding["One", default: false]
    box.value["One"] = nil
    #expect(!one.wrappedValue)
    one.wrappedValue = true
    #expect(box.value == ["One": true])
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func optionalEntriesStillWorkThroughDynamicMemberLookup() {
    let box = Box(["One": true])
    let entry: Binding<Bool?> = box.binding["One"]
    entry.wrappedValue = nil
    #expect(box.value.isEmpty)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func equalKeysAndDefaultsAreTheSameBinding() {
    let box = Box([String: Bool]())
    let source = box.binding.derived
    expectIdentity(source["a", default: false], source["a", default: false], same: true)
    expectIdentity(source["a", default: false], source["b", default: false], same: false)
    expectIdentity(source["a", default: false], source["a", default: true], same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nonHashableEntriesWorkAndAreNeverTheSame() {
    let box = Box([String: Opaque]())
    let entry = box.binding["a", default: Opaque(text: "none")]
    #expect(entry.wrappedValue.text == "none")
    entry.wrappedValue = Opaque(text: "set")
    #expect(box.value["a"]?.text == "set")
    expectIdentity(
      box.binding.derived["a", default: Opaque(text: "none")],
      box.binding.derived["a", default: Opaque(text: "none")], same: false)
  }
}

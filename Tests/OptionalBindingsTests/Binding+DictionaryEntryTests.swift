import Testing

@testable import OptionalBindings

@Suite("Dictionary entries: $dictionary[key, default:]")
struct BindingDictionaryEntryTests {
  @Test func readsTheEntryOrTheDefault() {
    let box = Box(["One": true])
    #expect(box.binding["One", default: false].wrappedValue)
    #expect(!box.binding["Two", default: false].wrappedValue)
    #expect(box.value == ["One": true], "reading a missing key does not add it")
  }

  @Test func writesStoreTheEntryAddingAMissingKey() {
    let box = Box(["One": true])
    box.binding["Two", default: false].wrappedValue = true
    box.binding["One", default: false].wrappedValue = false
    #expect(box.value == ["One": false, "Two": true])
  }

  @Test func aRemovedKeyReadsTheDefaultAndAWriteAddsItBack() {
    let box = Box(["One": true])
    let one = box.binding["One", default: false]
    box.value["One"] = nil
    #expect(!one.wrappedValue)
    one.wrappedValue = true
    #expect(box.value == ["One": true])
  }

  @Test func optionalEntriesStillWorkThroughDynamicMemberLookup() {
    let box = Box(["One": true])
    let entry: Binding<Bool?> = box.binding["One"]
    entry.wrappedValue = nil
    #expect(box.value.isEmpty)
  }

  @Test func equalKeysAndDefaultsAreTheSameBinding() {
    let box = Box([String: Bool]())
    expectIdentity(box.binding["a", default: false], box.binding["a", default: false], same: true)
    expectIdentity(box.binding["a", default: false], box.binding["b", default: false], same: false)
    expectIdentity(box.binding["a", default: false], box.binding["a", default: true], same: false)
  }

  @Test func nonHashableEntriesWorkAndAreNeverTheSame() {
    let box = Box([String: Opaque]())
    let entry = box.binding["a", default: Opaque(text: "none")]
    #expect(entry.wrappedValue.text == "none")
    entry.wrappedValue = Opaque(text: "set")
    #expect(box.value["a"]?.text == "set")
    expectIdentity(entry, box.binding["a", default: Opaque(text: "none")], same: false)
  }
}

import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A value that is not `Sendable`: a class with mutable state, as many app models are.
final class Note: Hashable {
  var text: String

  init(_ text: String) { self.text = text }

  static func == (lhs: Note, rhs: Note) -> Bool { lhs.text == rhs.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// The helpers work for values that are not `Sendable`, without asking the caller for a
/// `Sendable` conformance: these calls resolve to the overloads that skip the cache.
@Suite("Non-Sendable values")
struct NonSendableValueTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func withDefaultReadsTheDefaultAndStoresWrites() {
    let box = Box<Note?>(nil)
    let fallback = Note("none")
    let note = box.binding.withDefault(fallback)
    #expect(note.wrappedValue === fallback)
    note.wrappedValue = Note("set")
    #expect(box.value?.text == "set")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func replacingNilComparesWithEquality() {
    let box = Box<Note?>(Note("draft"))
    let note = box.binding.replacingNil(with: Note(""))
    note.wrappedValue = Note("")
    #expect(box.value == nil)
    expectIdentity(
      box.binding.derived.replacingNil(with: Note("")),
      box.binding.derived.replacingNil(with: Note("")), same: true)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func unwrappingSurvivesRemovalWithoutAGhostWrite() throws {
    let original = Note("kept")
    let box = Box<Note?>(original)
    let note = try #require(Binding(unwrapping: box.binding))
    box.value = nil
    #expect(note.wrappedValue === original)
    note.wrappedValue = Note("ghost")
    #expect(box.value == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func presenceStoresTheDefault() {
    let box = Box<Note?>(nil)
    box.binding.isPresent(default: Note("new")).wrappedValue = true
    #expect(box.value?.text == "new")
    box.binding.isPresent().wrappedValue = false
    #expect(box.value == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func entriesSetsSelectionsAndElementsWork() {
    let notes = Box<[String: Note]>([:])
    notes.binding["a", default: Note("none")].wrappedValue = Note("a")
    #expect(notes.value["a"]?.text == "a")
    let set = Box<Set<Note>>([])
    set.binding.contains(Note("x")).wrappedValue = true
    #expect(set.value.contains(Note("x")))
    let selection = Box<Note?>(nil)
    selection.binding.equals(Note("pick")).wrappedValue = true
    #expect(selection.value?.text == "pick")
    expectIdentity(
      set.binding.derived.contains(Note("x")), set.binding.derived.contains(Note("x")), same: true)
  }
}

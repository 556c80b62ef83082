import Foundation
import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

// An app target that Xcode 26 makes builds with `-default-isolation MainActor` (SE-0466): each of
// its types is isolated to the main actor, and so is each conformance it declares (SE-0470). Such
// a type is `Sendable`, but its `Hashable` (or `Identifiable`) conformance can be used only on the
// main actor, so it cannot meet a `Hashable & Sendable` requirement; and a key path to one of its
// properties is not `Sendable`. The types below are spelled out the way that setting makes them,
// so that these tests, which run everywhere, see what such an app sees.

/// A draft of an app's own, isolated to the main actor with its `Hashable` conformance.
@MainActor
struct Memo {
  var text = ""
}

extension Memo: @MainActor Hashable {}

/// An id of an app's own, isolated to the main actor with its `Hashable` conformance.
@MainActor
struct MemoID {
  var raw = 0
}

extension MemoID: @MainActor Hashable {}

/// A sticker of an app's own, isolated to the main actor with its conformances: the key paths to
/// its properties are not `Sendable`.
@MainActor
struct Sticker {
  var name: String
  var alias: String
  var isPinned = false

  init(_ name: String, isPinned: Bool = false) {
    self.name = name
    alias = name
    self.isPinned = isPinned
  }
}

extension Sticker: @MainActor Equatable {}

extension Sticker {
  /// The name (0) or the alias (any other index): a key path through it captures its argument.
  subscript(field index: Int) -> String { index == 0 ? name : alias }
}

/// A chore of an app's own, isolated to the main actor with its `Identifiable` conformance.
@MainActor
struct Chore: @MainActor Identifiable, @MainActor Equatable {
  var id: Int
  var title: String
}

/// The helpers, called from main-actor code with an app's main-actor types: each call compiles,
/// reads and writes as documented, and keeps equal bindings equal across renders.
@Suite("Main-actor types, as in a module whose default isolation is MainActor")
@MainActor
struct MainActorTypeTests {
  // A main-actor type's `Hashable` conformance cannot meet `Hashable & Sendable`, so each of
  // these calls reaches the helper's general overload (the one for values that are not
  // `Sendable`), whose key paths are formed on every derivation instead of found in the cache:
  // the same reads and writes, and equal bindings for equal values, as the checks show.

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func defaultsOfAMainActorTypeAreEqualForEqualValues() {
    let box = Box<Memo?>(nil)
    let memo = box.binding.withDefault(Memo(text: "none"))
    #expect(memo.wrappedValue == Memo(text: "none"))
    memo.text.wrappedValue = "set"
    #expect(box.value == Memo(text: "set"))
    #expect((box.binding ?? Memo()).wrappedValue == Memo(text: "set"))

    let source = box.binding.derived
    // `Hashable` is found at run time, on the main actor, where the conformance may be used.
    expectIdentity(
      source.withDefault(Memo(text: "a")), source.withDefault(Memo(text: "a")), same: true)
    expectIdentity(
      source.withDefault(Memo(text: "a")), source.withDefault(Memo(text: "b")), same: false)
    expectIdentity(
      source.nilCoalescing(Memo(text: "a")), source.withDefault(Memo(text: "a")), same: true)
    expectIdentity(
      source.isPresent(default: Memo(text: "a")), source.isPresent(default: Memo(text: "a")),
      same: true)
    expectIdentity(
      source.replacingNil(with: Memo()), source.replacingNil(with: Memo()), same: true)
    expectIdentity(
      source.replacingNil(with: Memo()), source.replacingNil(with: Memo(text: "x")), same: false)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func selectionsEntriesAndMembersOfAMainActorTypeAreEqualForEqualValues() {
    let selection = Box<Memo?>(nil)
    selection.binding.equals(Memo(text: "a")).wrappedValue = true
    #expect(selection.value == Memo(text: "a"))
    expectIdentity(
      selection.binding.derived.equals(Memo(text: "a")),
      selection.binding.derived.equals(Memo(text: "a")), same: true)

    let entries = Box<[MemoID: Memo]>([:])
    entries.binding[MemoID(raw: 1), default: Memo()].text.wrappedValue = "one"
    #expect(entries.value == [MemoID(raw: 1): Memo(text: "one")])
    expectIdentity(
      entries.binding.derived[MemoID(raw: 1), default: Memo()],
      entries.binding.derived[MemoID(raw: 1), default: Memo()], same: true)
    expectIdentity(
      entries.binding.derived[MemoID(raw: 1), default: Memo()],
      entries.binding.derived[MemoID(raw: 2), default: Memo()], same: false)

    let set = Box<Set<Memo>>([])
    set.binding.contains(Memo(text: "x")).wrappedValue = true
    #expect(set.value == [Memo(text: "x")])
    expectIdentity(
      set.binding.derived.contains(Memo(text: "x")),
      set.binding.derived.contains(Memo(text: "x")), same: true)
  }

  /// `Binding(unwrapping:)` with a main-actor type reaches the overload for values it cannot
  /// hash: every binding unwrapped from one source is equal, whatever the value (that overload's
  /// documented rule), and it survives the source turning nil.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func unwrappingAMainActorTypeSurvivesRemovalAndIsEqualWhateverTheValue() throws {
    let box = Box<Memo?>(Memo(text: "kept"))
    let memo = try #require(Binding(unwrapping: box.binding))
    let first = try #require(box.binding.derived.unwrapping())
    box.value = Memo(text: "other")
    let second = try #require(box.binding.derived.unwrapping())
    expectIdentity(first, second, same: true)
    box.value = nil
    #expect(memo.wrappedValue == Memo(text: "kept"))
    memo.text.wrappedValue = "ghost"
    #expect(box.value == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func withDefaultTakesAnIDWhoseConformanceIsIsolated() {
    let box = Box<Date?>(nil)
    let now = Date(timeIntervalSince1970: 10)
    let date = box.binding.withDefault(now, id: MemoID(raw: 1))
    #expect(date.wrappedValue == now)
    date.wrappedValue = Date(timeIntervalSince1970: 20)
    #expect(box.value == Date(timeIntervalSince1970: 20))

    let source = box.binding.derived
    expectIdentity(
      source.withDefault(now, id: MemoID(raw: 1)),
      source.withDefault(Date(timeIntervalSince1970: 30), id: MemoID(raw: 1)), same: true)
    expectIdentity(
      source.withDefault(now, id: MemoID(raw: 1)), source.withDefault(now, id: MemoID(raw: 2)),
      same: false)
  }

  /// `ForEach(byID: $stickers, id: \.name)` in such an app: the key path is not `Sendable`, and the
  /// rows read, write, follow and outlive their elements as any rows do.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func rowsByAKeyPathThatIsNotSendableFollowAndOutliveTheirElements() {
    let box = Box([Sticker("red"), Sticker("blue")])
    let name: KeyPath<Sticker, String> = \.name
    // A view holds its row's binding; so does this test.
    let red = box.binding.byID(name)[0]
    box.value.reverse()
    red.isPinned.wrappedValue = true
    #expect(box.value == [Sticker("blue"), Sticker("red", isPinned: true)])
    box.value.removeAll { $0.name == "red" }
    #expect(red.wrappedValue == Sticker("red", isPinned: true), "the deleted row's last value")
    red.isPinned.wrappedValue = false
    #expect(box.value == [Sticker("blue")], "a write after the delete is dropped")
  }

  /// Those rows are found again render after render (the same object, while held) for the same
  /// key path object; equal, and not found again, for an equal key path that is another object;
  /// unequal for another id or another key path.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func rowsByAKeyPathThatIsNotSendableAreFoundAgainByThatKeyPath() {
    let box = Box([Sticker("red"), Sticker("blue")])
    let name: KeyPath<Sticker, String> = \.name
    let first = box.binding.derived.byID(name)
    let second = box.binding.derived.byID(name)
    #expect(first[0].keyPath === second[0].keyPath, "found again, not formed")
    expectIdentity(first[0], second[0], same: true)
    expectIdentity(first[1], second[1], same: true)
    expectIdentity(first[0], second[1], same: false)
    // Equal key paths that are other objects (a subscript's argument makes each evaluation of
    // the literal a new one): each finds a row of its own, equal to the other.
    let field = 0
    let byField = box.binding.derived.byID(\Sticker.[field: field])
    let byFieldAgain = box.binding.derived.byID(\Sticker.[field: field])
    #expect(byFieldAgain[0].keyPath !== byField[0].keyPath, "found only by the same object")
    expectIdentity(byField[0], byFieldAgain[0], same: true)
    // The same ids (each alias is its name), read through another key path.
    let byAlias = box.binding.derived.byID(\.alias)
    expectIdentity(first[0], byAlias[0], same: false)
  }

  /// `ForEach(byID: $chores)` in such an app: the `Identifiable` conformance is isolated, which
  /// cannot meet `Identifiable & Sendable`, so the rows are formed anew; they behave as any rows
  /// and are equal across renders.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func rowsOfAnElementIdentifiableOnTheMainActorAreEqualAcrossRenders() {
    let box = Box([Chore(id: 1, title: "dishes"), Chore(id: 2, title: "bins")])
    let first = box.binding.derived.byIDFormingAnew
    let second = box.binding.derived.byIDFormingAnew
    expectIdentity(first[0], second[0], same: true)
    expectIdentity(first[0], second[1], same: false)

    let dishes = box.binding.uncachedByID[0]
    box.value.swapAt(0, 1)
    dishes.title.wrappedValue = "plates"
    #expect(box.value == [Chore(id: 2, title: "bins"), Chore(id: 1, title: "plates")])
    box.value.removeAll { $0.id == 1 }
    #expect(dishes.wrappedValue == Chore(id: 1, title: "plates"))
  }
}

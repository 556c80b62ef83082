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

/// The helpers, called from main-actor code with an app's main-actor types: each call compiles,
/// reads and writes as documented, and keeps equal bindings equal across renders.
@Suite("Main-actor types, as in a module whose default isolation is MainActor")
@MainActor
struct MainActorTypeTests {
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
}

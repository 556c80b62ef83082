import Dispatch
import Foundation
import Testing

@testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The registry of key paths that capture a user's data (a row's last value, an unwrapped
/// binding's value): found again while something holds them, forgotten when the last holder lets
/// go, and never holding a value itself.
@Suite("HeldKeyPaths")
struct HeldKeyPathsTests {
  /// A memory for the registry's own tests: a value, and the entry it takes out on `deinit`.
  final class Memory: Sendable {
    let value: Int
    let registry: HeldKeyPaths
    let hash: UInt64

    init(_ value: Int, _ registry: HeldKeyPaths, _ hash: UInt64) {
      self.value = value
      self.registry = registry
      self.hash = hash
    }

    deinit { registry.remove(self, hash: hash) }
  }

  /// The argument of the tests' key paths: the memory, which the key path owns.
  struct Held: ProjectionArgument, Sendable {
    let memory: Memory
    var value: Int { memory.value }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }

  /// The key path for `value` in `registry`, registered under `hash` (by default the value's
  /// own), and whether it was formed by this call.
  static func keyPath(_ value: Int, in registry: HeldKeyPaths, hash: UInt64? = nil)
    -> (keyPath: WritableKeyPath<Int?, Int> & Sendable, formed: Bool)
  {
    var formed = false
    let found: (keyPath: WritableKeyPath<Int?, Int> & Sendable, memory: Memory) =
      registry.keyPath(
        hash: hash ?? HeldKeyPaths.hash { $0.combine(value) },
        matching: { $0.value == value },
        make: { registry, hash in
          formed = true
          let memory = Memory(value, registry, hash)
          return (\Int?[default: Held(memory: memory)], memory)
        })
    return (found.keyPath, formed)
  }

  @Test func aKeyPathIsFoundAgainExactlyWhileItIsHeld() {
    let registry = HeldKeyPaths()
    var held: (WritableKeyPath<Int?, Int> & Sendable)? = Self.keyPath(5, in: registry).keyPath
    do {
      let again = Self.keyPath(5, in: registry)
      #expect(!again.formed && again.keyPath === held, "found again while held")
    }
    #expect(Self.keyPath(6, in: registry).formed, "another value is another key path")
    #expect(registry.entries == 1, "the key path for 6 went at once, and its entry with it")
    weak let gone = held
    held = nil
    #expect(gone == nil)
    #expect(registry.entries == 0, "no entry outlives its key path")
    #expect(Self.keyPath(5, in: registry).formed, "formed anew once it was gone")
  }

  /// An object a key path holds that is not `Sendable`, as a row's id key path need not be, and
  /// that counts the calls of its `==`.
  final class Token: Hashable {
    let name: String
    let comparisons: Counter

    init(_ name: String, counting comparisons: Counter) {
      self.name = name
      self.comparisons = comparisons
    }

    static func == (lhs: Token, rhs: Token) -> Bool {
      lhs.comparisons.increment()
      return lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// A memory that holds a token, for ``keyPath(holding:value:in:)``.
  final class TokenMemory {
    let token: Token
    let value: Int
    let registry: HeldKeyPaths
    let hash: UInt64

    init(_ token: Token, _ value: Int, _ registry: HeldKeyPaths, _ hash: UInt64) {
      self.token = token
      self.value = value
      self.registry = registry
      self.hash = hash
    }

    deinit { registry.remove(self, hash: hash) }
  }

  /// The argument of a key path that holds a token: not `Sendable`.
  struct TokenHeld: Hashable {
    let memory: TokenMemory
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.memory.token == rhs.memory.token }
    func hash(into hasher: inout Hasher) { hasher.combine(memory.token) }
  }

  /// The key path for `value` holding `token` in `registry`, all under one hash, and whether it
  /// was formed by this call.
  static func keyPath(holding token: Token, value: Int, in registry: HeldKeyPaths)
    -> (keyPath: WritableKeyPath<Int?, Int>, formed: Bool)
  {
    var formed = false
    let found: (keyPath: WritableKeyPath<Int?, Int>, memory: TokenMemory) = registry.keyPath(
      hash: 7, holding: token, heldIn: { $0.token }, matching: { $0.value == value },
      make: { registry, hash in
        formed = true
        let memory = TokenMemory(token, value, registry, hash)
        return (\Int?[tokenHeld: TokenHeld(memory: memory)], memory)
      })
    return (found.keyPath, formed)
  }

  @Test func aKeyPathThatIsNotSendableIsFoundOnlyByWhoeverPassesItsVeryObject() {
    let registry = HeldKeyPaths()
    let comparisons = Counter()
    let token = Token("id", counting: comparisons)
    let held = Self.keyPath(holding: token, value: 1, in: registry)
    #expect(held.formed)
    let again = Self.keyPath(holding: token, value: 1, in: registry)
    #expect(!again.formed && again.keyPath === held.keyPath, "found again for the same object")
    // An equal token, another object: never handed the key path that holds the first, and the
    // tokens are never compared.
    let other = Self.keyPath(holding: Token("id", counting: comparisons), value: 1, in: registry)
    #expect(other.formed && other.keyPath !== held.keyPath)
    #expect(comparisons.value == 0, "no == of a held object runs for another caller")
    #expect(Self.keyPath(holding: token, value: 2, in: registry).formed, "another value")
    withExtendedLifetime((held, again, other)) {}
  }

  @Test func collidingHashesAreCheckedOneByOneAndBounded() {
    // Every value registered under one hash, as a type whose hash(into:) is constant makes.
    let registry = HeldKeyPaths()
    let held = (0..<20).map { Self.keyPath($0, in: registry, hash: 42).keyPath }
    #expect(registry.entries == HeldKeyPaths.candidateLimit, "the rest are used unregistered")
    for value in 0..<20 {
      let again = Self.keyPath(value, in: registry, hash: 42)
      let none: Int? = nil
      #expect(none[keyPath: again.keyPath] == value, "each reads its own value")
      #expect((again.keyPath === held[value]) == (value < HeldKeyPaths.candidateLimit))
    }
    withExtendedLifetime(held) {}
  }

  @Test func aTableThatGrowsAndShrinksKeepsFindingItsEntries() {
    let registry = HeldKeyPaths()
    var held = (0..<5_000).map { Self.keyPath($0, in: registry).keyPath }
    #expect(registry.entries == 5_000)
    held.removeLast(4_900)
    #expect(registry.entries == 100)
    for value in 0..<100 {
      #expect(Self.keyPath(value, in: registry).keyPath === held[value])
    }
    held.removeAll()
    #expect(registry.entries == 0)
  }

  @Test func threadsFindingAndReleasingKeyPathsLeaveNoEntryBehind() {
    let registry = HeldKeyPaths()
    let wrong = Counter()
    finishInTime(threads: 8, "threads sharing the registry") { thread in
      var held: [WritableKeyPath<Int?, Int> & Sendable] = []
      for step in 0..<4_000 {
        let value = (step * 7 + thread) % 64
        let found = Self.keyPath(value, in: registry).keyPath
        let none: Int? = nil
        if none[keyPath: found] != value { wrong.increment() }
        held.append(found)
        if held.count > 16 { held.removeFirst(Int(step % 16) + 1) }
      }
    }
    #expect(wrong.value == 0)
    #expect(registry.entries == 0)
  }

  // MARK: Through the helpers

  @Test func anUnwrappedBindingHeldByAViewIsFoundAgain() {
    // What a view does: derives the binding on every render and holds the last one.
    weak var released: AnyKeyPath?
    do {
      let first = String?.unwrappedKeyPath("Ada, held by this test alone")
      released = first
      #expect(String?.unwrappedKeyPath("Ada, held by this test alone") === first)
      #expect(String?.unwrappedKeyPath("Grace") !== first)
      #expect(String?.unwrappedKeyPath("Grace") == String?.unwrappedKeyPath("Grace"))
    }
    #expect(released == nil, "nothing of the package's kept the key path once no one held it")
  }

  @Test func aRowsKeyPathHeldByAViewIsFoundAgainAndPointedWhereTheScanSawIt() {
    struct Item: Identifiable, Equatable, Sendable {
      let id: Int
      var title: String
    }
    var items = (0..<10).map { Item(id: $0, title: "row \($0)") }
    let first = heldRowKeyPath([Item].self, id: 3, element: items[3], at: 3)
    let again = heldRowKeyPath([Item].self, id: 3, element: items[3], at: 3)
    #expect(first === again)
    items.insert(Item(id: 99, title: "new"), at: 0)
    // The scan saw id 3 at 4 now: the key path found again looks there first.
    _ = heldRowKeyPath([Item].self, id: 3, element: items[4], at: 4)
    #expect(items[keyPath: first] == Item(id: 3, title: "row 3"))
    items.removeAll { $0.id == 3 }
    #expect(items[keyPath: first] == Item(id: 3, title: "row 3"), "its last value, once gone")
    withExtendedLifetime(again) {}
  }

  /// An id whose `==` and `hash(into:)` derive bindings through the registry, and whose hash
  /// is constant.
  struct ReentrantID: Hashable, Sendable {
    var value: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
      _ = Int?.unwrappedKeyPath(lhs.value)
      return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { _ = Int?.unwrappedKeyPath(value) }
  }

  @Test func idsWhoseEqualityAndHashCallBackIntoThePackageDoNotDeadlock() {
    struct Row: Identifiable, Equatable, Sendable {
      let id: ReentrantID
      var done = false
    }
    let read = Counter()
    let wrong = Counter()
    finishInTime(threads: 2, "== and hash(into:) deriving through the registry") { _ in
      let rows = (0..<40).map { Row(id: ReentrantID(value: $0)) }
      let held = rows.indices.map {
        heldRowKeyPath([Row].self, id: rows[$0].id, element: rows[$0], at: $0)
      }
      for (position, keyPath) in held.enumerated() {
        if rows[keyPath: keyPath].id.value != position { wrong.increment() }
        read.increment()
      }
    }
    #expect(read.value == 2 * 40)
    #expect(wrong.value == 0, "each row's key path reads its own row")
  }

  @Test func aValueWhoseDeinitUnwrapsABindingIsReleasedWithoutDeadlock() {
    // A document's `deinit` unwraps a binding: releasing it takes the registry's lock again.
    typealias Document = HostileUseTests.Document
    let deinits = Counter()
    finishInTime(threads: 4, "deinit unwrapping through the registry") { thread in
      for step in 0..<500 {
        let document = Document(thread * 7 + step % 7, deinits: deinits)
        _ = Document?.unwrappedKeyPath(document)
      }
    }
    #expect(deinits.value == 2_000)
  }
}

extension Int? {
  /// The value, or the value the memory of `held` keeps while nil: a key path of the registry's
  /// tests that holds an object that is not `Sendable`.
  subscript(tokenHeld held: HeldKeyPathsTests.TokenHeld) -> Int {
    get { self ?? held.memory.value }
    set { self = newValue }
  }
}

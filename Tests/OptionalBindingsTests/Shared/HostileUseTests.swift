import Dispatch
import Foundation
import Observation
import Testing

@testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What an adversarial review tried against the package, kept so it stays fixed: code of the
/// user's that calls back into the package from `deinit`, `==` and `hash(into:)`, values that the
/// package must not keep alive, and nested optionals.
@Suite("Hostile use")
struct HostileUseTests {
  // MARK: Reentrancy

  /// A document whose `deinit` derives bindings: one through the key-path cache
  /// (`withDefault(_:)`) and one through the registry of held key paths
  /// (`Binding(unwrapping:)`, see `HeldKeyPathsTests`).
  ///
  /// Code that logs or saves on the way out might do that. Releasing the last reference under
  /// one of the package's locks would deadlock.
  final class Document: Hashable, Sendable {
    let id: Int
    let deinits: Counter

    init(_ id: Int, deinits: Counter) {
      self.id = id
      self.deinits = deinits
    }

    deinit {
      _ = Binding<Int?>.constant(nil).withDefault(0).wrappedValue
      _ = Binding(unwrapping: Binding<Int?>.constant(id))?.wrappedValue
      deinits.increment()
    }

    static func == (lhs: Document, rhs: Document) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  @Test func aDeinitThatDerivesABindingDoesNotDeadlock() {
    let deinits = Counter()
    finishInTime(threads: 2, "deinit deriving a binding") { _ in
      for id in 0..<2_000 {
        let binding = Binding<Document?>.constant(nil).withDefault(Document(id, deinits: deinits))
        _ = binding.wrappedValue.id
      }
    }
    #expect(deinits.value == 4_000, "every document was released, and its deinit ran")
  }

  /// A value whose `==` and `hash(into:)` derive bindings.
  ///
  /// It is trivially copyable, so the cache keeps its key paths; comparing or hashing those key
  /// paths runs this code.
  struct Reentrant: Hashable, Sendable {
    var value: Int

    static func == (lhs: Reentrant, rhs: Reentrant) -> Bool {
      _ = Binding<Int?>.constant(nil).withDefault(lhs.value).wrappedValue
      _ = Binding<Int?>.constant(nil).withDefault(rhs.value).wrappedValue
      return lhs.value % 1_000 == rhs.value % 1_000
    }

    func hash(into hasher: inout Hasher) {
      _ = Binding<Int?>.constant(nil).withDefault(value).wrappedValue
      hasher.combine(value % 1_000)
    }
  }

  @Test func equalityAndHashingThatDeriveBindingsDoNotDeadlock() {
    let compared = Counter()
    let unequal = Counter()
    finishInTime(threads: 1, "== and hash(into:) deriving bindings") { _ in
      for value in 0..<3_000 {
        // Different bytes, equal by ==: two cache entries, and comparing their key paths calls
        // the type's == and hash(into:).
        let first = Reentrant?.defaultKeyPath(Reentrant(value: value))
        let second = Reentrant?.defaultKeyPath(Reentrant(value: value + 1_000))
        if first != second || first.hashValue != second.hashValue { unequal.increment() }
        compared.increment()
      }
    }
    #expect(compared.value == 3_000)
    #expect(unequal.value == 0, "key paths of arguments equal by == compare and hash equal")
  }

  /// The same through the helpers' own comparisons: a `Set` of key paths hashes and compares
  /// them, with the cache in use on the same thread.
  @Test func keyPathsOfReentrantArgumentsCanBeHashed() {
    var seen: Set<AnyKeyPath> = []
    for value in 0..<2_000 {
      seen.insert(Reentrant?.defaultKeyPath(Reentrant(value: value)))
      seen.insert(Int?.defaultKeyPath(value))
    }
    #expect(seen.count == 1_000 + 2_000)
  }

  // MARK: Nothing of the user's is kept

  /// A large value that counts its own deinitializations.
  struct Blob: Hashable, Sendable {
    let id: Int
    let storage: Storage

    init(id: Int, bytes: Int, deinits: Counter) {
      self.id = id
      storage = Storage(bytes: bytes, deinits: deinits)
    }

    static func == (lhs: Blob, rhs: Blob) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    final class Storage: Sendable {
      let bytes: [UInt8]
      let deinits: Counter

      init(bytes: Int, deinits: Counter) {
        self.bytes = [UInt8](repeating: 1, count: bytes)
        self.deinits = deinits
      }

      deinit { deinits.increment() }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func defaultsAreReleasedWhenTheirBindingsAre() {
    // What the package holds, not what the process does (other tests allocate meanwhile): each
    // megabyte default is released with its binding. (The key-path cache's own figures cannot
    // see these: a value that owns a reference is never cached, and other tests fill the shared
    // cache meanwhile.)
    let deinits = Counter()
    let box = Box<Blob?>(nil)
    weak var lastStorage: Blob.Storage?
    for id in 0..<2_000 {
      let binding = box.binding.withDefault(Blob(id: id, bytes: 1 << 20, deinits: deinits))
      #expect(binding.wrappedValue.id == id)
      lastStorage = binding.wrappedValue.storage
    }
    #expect(deinits.value == 2_000)
    #expect(lastStorage == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anUnwrappedValueIsReleasedOnceTheSourceAndTheBindingsLetGo() throws {
    let deinits = Counter()
    let box = Box<Blob?>(Blob(id: 1, bytes: 64 << 20, deinits: deinits))
    do {
      let unwrapped = try #require(Binding(unwrapping: box.binding))
      #expect(unwrapped.wrappedValue.storage.bytes.count == 64 << 20)
      box.value = nil
      #expect(unwrapped.wrappedValue.id == 1, "a stale binding still reads its value")
      #expect(deinits.value == 0)
    }
    #expect(deinits.value == 1, "nothing of the package's kept the 64 MiB value")
  }

  final class Model: Hashable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Model, rhs: Model) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func classInstancesAreNeverRetainedByThePackage() throws {
    weak var weakDefault: Model?
    weak var weakUnwrapped: Model?
    weak var weakPresence: Model?
    weak var weakEntry: Model?
    do {
      let box = Box<Model?>(nil)
      let entries = Box<[String: Model]>([:])
      do {
        let fallback = Model("fallback")
        weakDefault = fallback
        #expect(box.binding.withDefault(fallback).wrappedValue === fallback)
        #expect(box.binding.withDefault(Model("other"), id: "x").wrappedValue.name == "other")
        let stored = Model("stored")
        weakPresence = stored
        box.binding.isPresent(default: stored).wrappedValue = true
        #expect(box.value === stored)
        let entry = Model("entry")
        weakEntry = entry
        #expect(entries.binding["k", default: entry].wrappedValue === entry)
        let unwrapped = try #require(Binding(unwrapping: box.binding))
        weakUnwrapped = unwrapped.wrappedValue
        box.value = nil
        #expect(unwrapped.wrappedValue === stored)
      }
      #expect(weakDefault == nil)
      #expect(weakEntry == nil)
      #expect(weakPresence == nil, "the source let go, and so did every binding")
      #expect(weakUnwrapped == nil)
    }
  }

  // MARK: Nested optionals

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func doublyOptionalSourcesTellTheTwoNilsApart() throws {
    // `.some(nil)`: the outer optional holds a value, which is itself nil.
    let box = Box<Int??>(.some(nil))
    #expect(box.binding.isPresent().wrappedValue, "the outer optional holds a value")
    #expect(box.binding.withDefault(5).wrappedValue == nil, "the wrapped value (nil) is read")
    box.value = nil
    #expect(!box.binding.isPresent().wrappedValue)
    #expect(box.binding.withDefault(5).wrappedValue == 5)
    #expect(box.binding.withDefault(nil).wrappedValue == nil)
    box.binding.withDefault(5).wrappedValue = nil
    #expect(box.value == .some(nil), "writing the inner nil stores .some(nil), not nil")
    box.binding.isPresent().wrappedValue = false
    #expect(box.value == .none)
    box.binding.isPresent(default: 3).wrappedValue = true
    #expect(box.value == .some(3))
    box.binding.replacingNil(with: 3).wrappedValue = 3
    #expect(box.value == .none, "writing the placeholder stores the outer nil")
    box.value = .some(nil)
    let unwrapped = try #require(Binding(unwrapping: box.binding))
    #expect(unwrapped.wrappedValue == nil)
    unwrapped.wrappedValue = 4
    #expect(box.value == .some(4))
    box.binding.equals(4).wrappedValue = false
    #expect(box.value == .none)
    // The same arguments through the helpers give the same key paths.
    #expect(Int??.defaultKeyPath(5) == Int??.defaultKeyPath(5))
    #expect(Int??.defaultKeyPath(nil) != Int??.defaultKeyPath(5))
  }
}

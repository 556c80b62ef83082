// How the test files of this target are laid out, and what a new one must do.
//
// Tests/OptionalBindingsTests holds three kinds of files, one folder each, and
// `.ci/layout` fails for a Swift file in none of them:
//
// - Shared/: behaviour tests that compile and pass on every platform: against SwiftUI's
//   `Binding` and `Bindable` on Apple platforms (a Mac's `swift test`), against the package's
//   portable types on Linux, and here, on Linux, against the SwiftUI stand-in too: the stand-in
//   package's `OptionalBindingsSharedTests` target compiles this folder through a symbolic link.
//   A new test file goes here unless it needs the portable types. It imports
//
//       import Testing
//       @testable import OptionalBindings   // or `import OptionalBindings`
//       #if canImport(SwiftUI)
//         import SwiftUI
//       #endif
//
//   and may use no other compilation condition than `canImport(SwiftUI)` and its negation (both
//   builds run here, so neither branch goes unchecked). A type or test that uses Observation
//   (`@Observable`, `Bindable`, `Box`, `Person`) carries
//   `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)`; nothing may need a newer OS
//   than it states. Swift Testing rejects `@available` on a suite type, so a suite puts it on each
//   `@Test` function (and helper) that uses Observation. Identity is checked only through Identity.swift: derive the bindings with
//   `source.derived.<helper>(…)` and compare them with `expectIdentity(_:_:same:)` or
//   `expectKeyPath(_:is:)`. Never call `_isSameLocation(as:)` or `_keyPath` here: SwiftUI's
//   `Binding` has neither, and `.ci/layout` fails on them.
// - Portable/: tests that only make sense for the portable `Binding` and `Bindable` (their
//   identity hooks, exit tests, `Binding.init?(_:)`'s non-trapping stale read) or for the Linux
//   demo. Each file is wrapped whole in `#if !canImport(SwiftUI)` … `#endif`.
// - Snippets/: the documentation's listings (see DocumentationListingTests).

import Dispatch
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The repository's root directory, found from this file's real location.
///
/// The stand-in package compiles this folder through a symbolic link, so `#filePath` may name
/// the link; resolving it first finds the same root from either package.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent()  // Shared
    .deletingLastPathComponent()  // OptionalBindingsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
}

/// A source of truth for tests: one observable property, reached through `Bindable`, the way
/// users make bindings.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class Box<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }

  /// A binding to `value`, made through `Bindable` as a view would.
  var binding: Binding<Value> { Bindable(self).value }
}

/// A person with optional fields, the shape of the seeds' form model.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class Person {
  var firstName: String
  var lastName: String?
  var nickname: String?
  var deathDate: Double?
  var tags: Set<String> = []

  init(firstName: String, lastName: String? = nil) {
    self.firstName = firstName
    self.lastName = lastName
  }
}

/// A small, fast, seeded generator (SplitMix64), so a failing property test reproduces from the
/// seed it prints.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A value that is neither `Hashable` nor `Equatable`, for the overloads that must still work.
struct Opaque: Sendable {
  var text: String
}

/// A value that is `Equatable` but not `Hashable`.
struct Measurement: Equatable, Sendable {
  var amount: Double
}

/// A value behind a lock, for tests whose `Binding(get:set:)` closures must be `@Sendable`.
///
/// An `NSLock` rather than `Synchronization.Mutex`, which needs iOS 18 and macOS 15: the
/// package supports iOS 15 and macOS 12.
///
/// `@unchecked` is sound: `storage` is read and written only between `lock.lock()` and
/// `lock.unlock()`, and `Value` is `Sendable`, so a value handed out crosses threads safely.
final class Shared<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  init(_ value: Value) { storage = value }

  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      storage = newValue
    }
  }

  /// A closure binding to `value`, as users write them by hand.
  var closureBinding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A thread-safe count.
///
/// `@unchecked Sendable` is sound: `count` is read and written only while `lock` is held.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

/// Runs `body` on `threads` threads at once and waits for all of them, at most `seconds`.
///
/// If they have not finished by then, the package has deadlocked, and a deadlocked lock would
/// hang every later test; so the whole test process stops, with a message saying which
/// reproduction hung. The default leaves room for the thread sanitizer's run of every
/// concurrency suite at once on a loaded two-core machine (about 55 s there): a deadlock never
/// finishes, so a longer wait only reports it later.
func finishInTime(
  threads: Int, seconds: Double = 180, _ reproduction: String,
  _ body: @escaping @Sendable (Int) -> Void
) {
  let group = DispatchGroup()
  for thread in 0..<threads {
    group.enter()
    Thread.detachNewThread {
      body(thread)
      group.leave()
    }
  }
  if group.wait(timeout: .now() + seconds) == .timedOut {
    fatalError("\(reproduction): not finished after \(seconds) s, so the package deadlocked")
  }
}

// MARK: Rows by id without SwiftUI

extension RowsByID {
  /// Every row's binding, as `ForEach(byID:)` makes them when SwiftUI evaluates each row's
  /// content.
  var bindings: [Binding<Source.Element>] { map(binding(for:)) }
}

extension Binding
where
  Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable & Sendable,
  Value.Element.ID: Sendable
{
  /// The row bindings of `ForEach(byID: self)`, for every row.
  var byID: [Binding<Value.Element>] { RowsByID(self).bindings }
}

extension Binding
where Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable {
  /// The row bindings of `ForEach(byID: self)` for an element or id that is not `Sendable`,
  /// for every row.
  var uncachedByID: [Binding<Value.Element>] { RowsByID(uncached: self).bindings }
}

extension Binding where Value: MutableCollection & RandomAccessCollection {

  /// The row bindings of `ForEach(byID: self, id: idPath)`, for every row.
  func byID<ID: Hashable & Sendable>(_ idPath: KeyPath<Value.Element, ID>)
    -> [Binding<Value.Element>]
  where Value.Element: Sendable {
    RowsByID(self, id: idPath).bindings
  }

  /// The row bindings of `ForEach(byID: self, id: idPath)` for an element, id or key path that
  /// is not `Sendable`, for every row.
  func byID<ID: Hashable>(_ idPath: KeyPath<Value.Element, ID>)
    -> [Binding<Value.Element>]
  {
    RowsByID(uncached: self, id: idPath).bindings
  }
}

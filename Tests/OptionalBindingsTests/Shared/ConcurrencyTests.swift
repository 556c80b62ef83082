import Dispatch
import Foundation
import Observation
import Testing

@testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Threads deriving, reading and writing through every helper at once.
///
/// `.ci/run` runs this suite again under the thread sanitizer, so a data race in the package
/// fails CI.
@Suite("Concurrency")
struct ConcurrencyTests {
  struct Todo: Identifiable, Equatable, Sendable {
    let id: Int
    var done: Bool
  }

  /// The sources one thread binds to: each thread has its own, as each window of an app would;
  /// what the threads share is the package's cache and the key paths in it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct Sources {
    let number = Box<Int?>(nil)
    let name = Box<String?>(nil)
    let flags = Box<[String: Bool]>([:])
    let tags = Box<Set<Int>>([])
    let todos = Box((0..<64).map { Todo(id: $0, done: false) })
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func eightThreadsUseEveryHelperWhileTheCacheChurns() {
    let failures = Counter()
    let churning = Counter()
    let stop = Counter()
    // A ninth thread pushes ever-new arguments through the cache, so entries are evicted and
    // made again while the others use them.
    Thread.detachNewThread {
      var value = 1_000_000
      while stop.value == 0 {
        _ = Binding<Int?>.constant(nil).withDefault(value).wrappedValue
        _ = Binding<Set<Int>>.constant([]).contains(value).wrappedValue
        value += 1
      }
      churning.increment()
    }
    finishInTime(threads: 8, "eight threads using every helper") { worker in
      let sources = Sources()
      var generator = SeededGenerator(seed: UInt64(worker) &+ 77)
      var wrong = 0
      for _ in 0..<1_000 {
        let small = Int.random(in: 0..<40, using: &generator)
        let key = "k\(small)"

        let number = sources.number.binding.withDefault(small)
        if number.wrappedValue != (sources.number.value ?? small) { wrong += 1 }
        number.wrappedValue = small + 1
        if sources.number.value != small + 1 { wrong += 1 }

        let name = sources.name.binding.replacingNil(with: key)
        name.wrappedValue = key
        if sources.name.value != nil { wrong += 1 }
        name.wrappedValue = "x"
        if sources.name.value != "x" { wrong += 1 }

        if let unwrapped = Binding(unwrapping: sources.name.binding) {
          unwrapped.wrappedValue = key
          if sources.name.value != key { wrong += 1 }
        }

        let present = sources.number.binding.isPresent(default: small)
        present.wrappedValue = false
        if sources.number.value != nil || present.wrappedValue { wrong += 1 }
        present.wrappedValue = true
        if sources.number.value != small { wrong += 1 }

        let flag = sources.flags.binding[key, default: small % 2 == 0]
        if flag.wrappedValue != (sources.flags.value[key] ?? (small % 2 == 0)) { wrong += 1 }
        flag.wrappedValue.toggle()

        let tag = sources.tags.binding.contains(small)
        let had = sources.tags.value.contains(small)
        tag.wrappedValue = !had
        if sources.tags.value.contains(small) == had { wrong += 1 }

        let chosen = sources.number.binding.equals(small)
        chosen.wrappedValue = true
        if !chosen.wrappedValue { wrong += 1 }
        chosen.wrappedValue = false
        if sources.number.value != nil { wrong += 1 }

        let todo = sources.todos.binding[id: small]
        todo.wrappedValue?.done.toggle()
        if todo.wrappedValue?.id != small { wrong += 1 }
        if small % 7 == 0 { sources.todos.value.shuffle(using: &generator) }
      }
      for _ in 0..<wrong { failures.increment() }
    }
    stop.increment()
    while churning.value == 0 { Thread.sleep(forTimeInterval: 0.001) }
    #expect(failures.value == 0)
    #expect(KeyPathCache.shared.invariantViolations().isEmpty)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func eightThreadsRenderRowsByIDOfTheirOwnListsWhileRowsAreDeleted() {
    // Each thread has a list of the same ids in its own order, so the rows' key paths (held
    // weakly by the cache, shared by id) and their memories are shared across threads, while
    // each thread deletes and reinserts rows and reads rows of earlier renders.
    let failures = Counter()
    let staleRowsChecked = Counter()
    finishInTime(threads: 8, "eight threads rendering rows by id") { worker in
      var generator = SeededGenerator(seed: UInt64(worker) &+ 901)
      let list = Box((0..<32).map { Todo(id: $0, done: false) }.shuffled(using: &generator))
      // Each row with the id it was made for: the id at its position when its render was made.
      var earlier = Array(zip(list.value.map(\.id), list.binding.byID))
      var wrong = 0
      var checked = 0
      for step in 0..<100 {
        let rows = Array(zip(list.value, list.binding.byID))
        for (element, row) in rows where row.wrappedValue != element { wrong += 1 }
        let victim = Int.random(in: 0..<list.value.count, using: &generator)
        let removed = list.value.remove(at: victim)
        // The row of an earlier render made for the element just removed (every render holds
        // all 32 ids, so there is exactly one): it reads a value with its id, and a write
        // changes nothing.
        let stale = earlier.filter { $0.0 == removed.id }.map(\.1)
        if stale.count != 1 { wrong += 1 }
        for row in stale {
          if row.wrappedValue.id != removed.id { wrong += 1 }
          let before = list.value
          row.wrappedValue.done.toggle()
          if list.value != before { wrong += 1 }
        }
        checked += stale.count
        list.value.insert(removed, at: Int.random(in: 0...list.value.count, using: &generator))
        if step % 10 == 0 { earlier = rows.map { ($0.0.id, $0.1) } }
      }
      for _ in 0..<checked { staleRowsChecked.increment() }
      for _ in 0..<wrong { failures.increment() }
    }
    #expect(failures.value == 0)
    #expect(staleRowsChecked.value == 8 * 100, "one stale row checked per step and thread")
    #expect(KeyPathCache.shared.invariantViolations().isEmpty)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func eightThreadsRenderRowsByAnIDKeyPathOfTheirOwnLists() {
    // The rows of `ForEach(byID: $list, id: \.id)`: each thread's literal is the one key path
    // object, so the rows for one id are found again across threads, by that object.
    let failures = Counter()
    finishInTime(threads: 8, "eight threads rendering rows by an id key path") { worker in
      var generator = SeededGenerator(seed: UInt64(worker) &+ 77)
      let list = Box((0..<32).map { Todo(id: $0, done: false) }.shuffled(using: &generator))
      var earlier = Array(zip(list.value.map(\.id), list.binding.byID(\.id)))
      var wrong = 0
      for step in 0..<100 {
        let rows = Array(zip(list.value, list.binding.byID(\.id)))
        for (element, row) in rows where row.wrappedValue != element { wrong += 1 }
        let victim = Int.random(in: 0..<list.value.count, using: &generator)
        let removed = list.value.remove(at: victim)
        for (id, row) in earlier where id == removed.id {
          if row.wrappedValue.id != removed.id { wrong += 1 }
          let before = list.value
          row.wrappedValue.done.toggle()
          if list.value != before { wrong += 1 }
        }
        list.value.insert(removed, at: Int.random(in: 0...list.value.count, using: &generator))
        if step % 10 == 0 { earlier = rows.map { ($0.0.id, $0.1) } }
      }
      for _ in 0..<wrong { failures.increment() }
    }
    #expect(failures.value == 0)
  }

  @Test func threadsRacingToFormOneKeyPathAllGetTheOneTheCacheKept() {
    let cache = KeyPathCache(capacity: 8)
    let kept = Shared<[ObjectIdentifier]>([])
    let lock = NSLock()
    finishInTime(threads: 8, "threads racing to form one key path") { _ in
      let keyPath = cache.keyPath(DefaultProjection.self, 99)
      let again = cache.keyPath(DefaultProjection.self, 99)
      lock.lock()
      kept.value.append(ObjectIdentifier(keyPath))
      kept.value.append(ObjectIdentifier(again))
      lock.unlock()
    }
    // A thread that lost the race to store gets the winner's key path back, not its own, so
    // every thread holds the same object, and the cache holds one entry.
    #expect(kept.value.count == 16)
    #expect(Set(kept.value).count == 1)
    #expect(cache.count == 1)
    #expect(cache.invariantViolations().isEmpty)
  }
}

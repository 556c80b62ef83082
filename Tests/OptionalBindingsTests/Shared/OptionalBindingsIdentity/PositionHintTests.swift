import Dispatch
import Testing

@testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// `$items[id:]`'s key path and its position hint, tested on plain arrays through the key path
/// the helper applies, so nothing here depends on which `Binding` is in use.
@Suite("Array elements by id: the position hint")
struct PositionHintTests {
  /// An element that counts how often its `id` is read, so a test can tell a search from a hit.
  struct Row: Identifiable, Equatable {
    let key: Int
    var title: String
    let reads: ReadCounter

    var id: Int {
      reads.count += 1
      return key
    }

    init(_ key: Int, _ title: String = "", reads: ReadCounter) {
      self.key = key
      self.title = title
      self.reads = reads
    }

    static func == (lhs: Row, rhs: Row) -> Bool { lhs.key == rhs.key && lhs.title == rhs.title }
  }

  /// A counter of `id` reads; used on one thread at a time.
  ///
  /// `@unchecked Sendable` is sound: each counter is created, incremented and read on the
  /// thread of one test, never shared.
  final class ReadCounter: @unchecked Sendable {
    var count = 0
  }

  static func rows(_ keys: some Sequence<Int>, reads: ReadCounter) -> [Row] {
    keys.map { Row($0, "row \($0)", reads: reads) }
  }

  /// The `id` reads `body` makes.
  static func reads(_ counter: ReadCounter, _ body: () -> Void) -> Int {
    let before = counter.count
    body()
    return counter.count - before
  }

  @Test func aHitReadsOneID() {
    let reads = ReadCounter()
    let rows = Self.rows(0..<10_000, reads: reads)
    let target = ElementIdentity(7_000)
    #expect(rows.position(of: target) == 7_000)
    #expect(target.hint.records()[0].position == 7_000)
    var found: Int?
    #expect(Self.reads(reads) { found = rows.position(of: target) } == 1)
    #expect(found == 7_000)
  }

  @Test func insertionsAndDeletionsBeforeTheElementCostAFewReads() {
    let reads = ReadCounter()
    var rows = Self.rows(0..<10_000, reads: reads)
    let target = ElementIdentity(5_000)
    _ = rows.position(of: target)
    rows.insert(Row(-1, reads: reads), at: 0)
    var found: Int?
    #expect(Self.reads(reads) { found = rows.position(of: target) } <= 3)
    #expect(found == 5_001)
    rows.removeFirst(3)
    // Moved three places: the outward search looks at 3 later and 3 earlier positions at most.
    #expect(Self.reads(reads) { found = rows.position(of: target) } <= 7)
    #expect(found == 4_998)
  }

  @Test func aListRenderedInOrderFindsEachNewRowNextToThePrevious() {
    let reads = ReadCounter()
    let rows = Self.rows(0..<5_000, reads: reads)
    // Fresh identities, as a binding whose key path is not cached gets on every render. The
    // suite's own record of the latest search, so that other suites' searches cannot move it.
    let lastSearch = PositionHint()
    var misplaced = 0
    let total = Self.reads(reads) {
      for key in 0..<5_000
      where ElementIdentity(key).offset(in: rows, lastSearch: lastSearch, identifiedBy: { $0.id })
        != key
      {
        misplaced += 1
      }
    }
    #expect(misplaced == 0)
    #expect(total <= 2 * 5_000, "\(total) id reads for 5,000 rows")
  }

  @Test func aMissingIDReadsNilAndAnEmptyArrayToo() {
    let reads = ReadCounter()
    #expect(Self.rows(0..<100, reads: reads).position(of: ElementIdentity(100)) == nil)
    #expect([Row]().position(of: ElementIdentity(1)) == nil)
  }

  @Test func duplicateIDsFindTheOneNearestTheLastPosition() {
    let reads = ReadCounter()
    var rows = Self.rows([1, 2, 1, 3, 1], reads: reads)
    let storage = rows.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    // No hint yet: the search starts just after where the latest search in this array ended,
    // or at its start when there was none.
    let searchedTo1 = PositionHint(1, in: storage)
    #expect(ElementIdentity(1).offset(in: rows, lastSearch: searchedTo1) { $0.id } == 2)
    #expect(ElementIdentity(1).offset(in: rows, lastSearch: PositionHint()) { $0.id } == 0)
    // A search that ended in another array does not count.
    let searchedElsewhere = PositionHint(1, in: storage &+ 64)
    #expect(ElementIdentity(1).offset(in: rows, lastSearch: searchedElsewhere) { $0.id } == 0)
    // A hint stays with its element while the element keeps the id.
    let target = ElementIdentity(1)
    #expect(target.offset(in: rows, lastSearch: PositionHint(1, in: storage)) { $0.id } == 2)
    #expect(rows.position(of: target) == 2)
    rows.remove(at: 2)  // [1, 2, 3, 1]
    // Nearest to 2: position 3 (one later) is looked at before position 1 (one earlier).
    #expect(rows.position(of: target) == 3)
    rows.remove(at: 3)  // [1, 2, 3]
    #expect(rows.position(of: target) == 0)
  }

  @Test func aBindingKeepsItsDuplicateWhileAnotherArrayIsRead() {
    // Two unrelated arrays that both hold id 1, read through bindings for that id, which share
    // one cached key path and so one hint: the first array's binding keeps reading the same
    // duplicate of its own, unchanged array.
    struct Item: Identifiable, Equatable {
      let id: Int
      let name: String
    }
    let first = Box([Item(id: 1, name: "first a"), Item(id: 1, name: "first b")])
    let second = Box([Item(id: 0, name: "x"), Item(id: 1, name: "second")])
    let inFirst = first.binding[id: 1]
    let inSecond = second.binding[id: 1]
    var seen: [String] = []
    for _ in 0..<4 {
      seen.append(inFirst.wrappedValue?.name ?? "nil")
      #expect(inSecond.wrappedValue?.name == "second")
    }
    // Whichever duplicate the first search found (it starts where the latest search ended),
    // every later read finds the same one.
    #expect(Set(seen).count == 1 && seen[0].hasPrefix("first"), "\(seen)")
  }

  @Test func writesGoToTheElementFoundAndNilRemovesIt() {
    let reads = ReadCounter()
    var rows = Self.rows(0..<10, reads: reads)
    let keyPath = [Row].elementKeyPath(4)
    rows.insert(Row(-1, reads: reads), at: 0)
    rows[keyPath: keyPath]?.title = "edited"
    #expect(rows[5].title == "edited")
    rows[keyPath: keyPath] = nil
    #expect(!rows.contains { $0.key == 4 })
    rows[keyPath: keyPath] = Row(4, "back?", reads: reads)
    #expect(!rows.contains { $0.key == 4 }, "a write for a missing id changes nothing")
  }

  @Test func hintsDoNotChangeIdentity() {
    let first = ElementIdentity(3)
    let second = ElementIdentity(3)
    first.hint.record(10, in: 0, fingerprint: 0, replacing: nil)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(ElementIdentity(3) != ElementIdentity(4))
    #expect([Row].elementKeyPath(3) == \[Row][identifiedBy: ElementIdentity(3)])
  }

  /// Random edits checked against a reference model of `$items[id:]`: the first element with
  /// the id.
  ///
  /// With unique ids every search order agrees with it.
  @Test func randomEditsAgreeWithALinearSearch() {
    let seed: UInt64 = 0xE1E_3E47
    var generator = SeededGenerator(seed: seed)
    let reads = ReadCounter()
    var mismatches = 0
    var nextKey = 1_000
    for sequence in 0..<2_000 {
      var rows = Self.rows(0..<Int.random(in: 0..<40, using: &generator), reads: reads)
      let probes = (0..<6).map { _ in Int.random(in: 0..<45, using: &generator) }
      let keyPaths = probes.map { [Row].elementKeyPath($0) }
      for _ in 0..<20 {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
          rows.insert(
            Row(nextKey, reads: reads), at: Int.random(in: 0...rows.count, using: &generator))
          nextKey += 1
        case 1 where !rows.isEmpty:
          rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
        case 2 where rows.count > 1:
          let from = Int.random(in: 0..<rows.count, using: &generator)
          let element = rows.remove(at: from)
          rows.insert(element, at: Int.random(in: 0...rows.count, using: &generator))
        case 3:
          rows.shuffle(using: &generator)
        case 4:
          rows.reverse()
        case 5:
          let index = Int.random(in: 0..<keyPaths.count, using: &generator)
          rows[keyPath: keyPaths[index]] = nil
        case 6:
          let index = Int.random(in: 0..<keyPaths.count, using: &generator)
          rows[keyPath: keyPaths[index]]?.title = "edited \(sequence)"
        default:
          // The element at a random position takes a probe's id (a rename through the array).
          if !rows.isEmpty, let probe = probes.randomElement(using: &generator),
            !rows.contains(where: { $0.key == probe })
          {
            rows[Int.random(in: 0..<rows.count, using: &generator)] = Row(probe, reads: reads)
          }
        }
        for (probe, keyPath) in zip(probes, keyPaths)
        where rows[keyPath: keyPath] != rows.first(where: { $0.key == probe }) {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0, "seed \(seed)")
  }

  @Test func concurrentReadersOfDifferentOrdersShareHintsSafely() {
    struct Item: Identifiable, Equatable, Sendable {
      let id: Int
      let value: Int
    }
    // Small enough to finish well inside the deadlock watchdog under the thread sanitizer on a
    // loaded two-core machine (2,000 ids and 20,000 lookups a thread took 47 s there alone).
    let keys = Array(0..<500)
    let failures = Shared(0)
    finishInTime(threads: 8, "readers sharing hints") { worker in
      var generator = SeededGenerator(seed: UInt64(worker) + 1)
      // Every worker has its own order of the same ids, so the shared hints keep going stale.
      var items = keys.map { Item(id: $0, value: $0 * 10) }
      if worker % 2 == 1 { items.shuffle(using: &generator) }
      var wrong = 0
      for _ in 0..<5_000 {
        let key = Int.random(in: 0..<525, using: &generator)
        let found = items[keyPath: [Item].elementKeyPath(key)]
        if found?.value != (key < 500 ? key * 10 : nil) { wrong += 1 }
      }
      if wrong > 0 { failures.value += wrong }
    }
    #expect(failures.value == 0)
  }
}

import Dispatch
import Foundation
import Testing

@_spi(Testing) @testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("KeyPathCache")
struct KeyPathCacheTests {
  /// A small cache, so tests fill it, grow it and shrink it quickly; its epochs are counted in
  /// lookups only, so a slow machine cannot change what a test sees.
  static func smallCache(base: Int = 64, max: Int = 1024) -> KeyPathCache {
    KeyPathCache(baseCapacity: base, maxCapacity: max, epochNanoseconds: nil)
  }

  /// A clock that moves only when a test says so.
  final class ManualClock: Sendable {
    private let nanoseconds = Shared<UInt64>(0)
    var now: UInt64 { nanoseconds.value }
    func advance(milliseconds: UInt64) { nanoseconds.value += milliseconds * 1_000_000 }
  }

  /// A small cache whose epochs last at most a second of `clock`'s time.
  static func timedCache(_ clock: ManualClock, max: Int = 1 << 15) -> KeyPathCache {
    KeyPathCache(
      baseCapacity: 64, maxCapacity: max, epochNanoseconds: 1_000_000_000, clock: { clock.now })
  }

  static func defaultKeyPath<Value: Hashable & Sendable>(_ cache: KeyPathCache, _ value: Value)
    -> WritableKeyPath<Value?, Value> & Sendable
  {
    cache.keyPath(DefaultProjection.self, value)
  }

  /// Derives `value`'s default key path twice and says whether the second came from the cache.
  static func isCached<Value: Hashable & Sendable>(_ value: Value) -> Bool {
    let cache = smallCache()
    return defaultKeyPath(cache, value) === defaultKeyPath(cache, value)
  }

  // MARK: Hits and keys

  @Test func aHitReturnsTheSameKeyPathObject() {
    let cache = Self.smallCache()
    let first = Self.defaultKeyPath(cache, 5)
    let second = Self.defaultKeyPath(cache, 5)
    #expect(first === second)
    #expect(first !== Self.defaultKeyPath(cache, 6))
    #expect(cache.count == 2)
    #expect(cache.statistics.hits == 1)
    #expect(cache.statistics.misses == 2)
  }

  @Test func projectionsWithTheSameTypesAndArgumentDoNotShareAnEntry() {
    let cache = Self.smallCache()
    let asDefault = cache.keyPath(DefaultProjection.self, "x")
    let asPlaceholder = cache.keyPath(ReplacingNilProjection.self, "x")
    #expect(asDefault != asPlaceholder)
    var value: String? = "x"
    value[keyPath: asPlaceholder] = "x"
    #expect(value == nil)
    value[keyPath: asDefault] = "x"
    #expect(value == "x")
  }

  @Test func theSameProjectionOnTwoTypesDoesNotShareAnEntry() {
    let cache = Self.smallCache()
    let forInt = cache.keyPath(PresenceProjection<Int>.self)
    let forString = cache.keyPath(PresenceProjection<String>.self)
    #expect(forInt == \Int?.isPresent)
    #expect(forString == \String?.isPresent)
    // The same bytes under one generic projection of two types: 1 as Int and 1 as UInt.
    let signed = cache.keyPath(DefaultProjection.self, 1 as Int)
    let unsigned = cache.keyPath(DefaultProjection.self, 1 as UInt)
    let none: UInt? = nil
    #expect(none[keyPath: unsigned] == 1)
    #expect(signed == \Int?[default: ByValue(1)])
    #expect(cache.count == 4)
  }

  @Test func everyProjectionTypeKeepsEntriesOfItsOwn() {
    // The projection type is the key's first part: the same argument through each projection
    // over `Int` gets a key path of that projection, found again on the next call.
    let cache = Self.smallCache()
    let keyPaths: [AnyKeyPath] = [
      cache.keyPath(DefaultProjection.self, 7), cache.keyPath(ReplacingNilProjection.self, 7),
      cache.keyPath(PresenceStoringProjection.self, 7), cache.keyPath(SelectionProjection.self, 7),
      cache.keyPath(SameValueProjection.self, 7), cache.keyPath(MembershipProjection.self, 7),
      cache.keyPath(IdentifiedDefaultProjection<Int, Int>.self, 7, 7),
      cache.keyPath(EntryProjection<Int, Int>.self, 7, 7),
    ]
    #expect(Set(keyPaths.map(ObjectIdentifier.init)).count == keyPaths.count)
    #expect(cache.keyPath(SelectionProjection.self, 7) === keyPaths[3])
    var selection: Int? = nil
    selection[keyPath: cache.keyPath(SelectionProjection.self, 7)] = true
    #expect(selection == 7)
    #expect(cache.count == keyPaths.count)
  }

  @Test func twoArgumentsAreBothPartOfTheKey() {
    let cache = Self.smallCache()
    let make = { (key: Int, fallback: Int) -> WritableKeyPath<[Int: Int], Int> & Sendable in
      cache.keyPath(EntryProjection.self, key, fallback)
    }
    #expect(make(1, 31) === make(1, 31))
    #expect(make(1, 31) != make(1, 32))
    #expect(make(1, 31) != make(2, 0))
    let empty: [Int: Int] = [:]
    #expect(empty[keyPath: make(1, 31)] == 31)
    #expect(empty[keyPath: make(2, 0)] == 0)
    // The argument types are part of the key too: 1 as Int and 1 as UInt have the same bytes.
    let asUnsigned = cache.keyPath(EntryProjection<UInt, Int>.self, 1, 31)
    let unsigned: [UInt: Int] = [1: 5]
    #expect(unsigned[keyPath: asUnsigned] == 5)
    #expect(cache.count == 4)
  }

  @Test func sizesAreRoundedUpToPowersOfTwo() {
    let cache = KeyPathCache(baseCapacity: 1000, maxCapacity: 100_000)
    #expect(cache.baseCapacity == 1024)
    #expect(cache.maxCapacity == 131_072)
    #expect(KeyPathCache.shared.maxCapacity >= 100_000)
  }

  // MARK: What is cached

  enum Mood: Hashable, Sendable { case calm, busy }

  struct Point: Hashable, Sendable {
    var x: Double
    var y: Double
  }

  struct Wide: Hashable, Sendable {
    var a: (Int, Int, Int, Int, Int)
    static func == (lhs: Wide, rhs: Wide) -> Bool { lhs.a == rhs.a }
    func hash(into hasher: inout Hasher) { hasher.combine(a.0) }
  }

  struct Named: Hashable, Sendable {
    var name: String
  }

  final class Reference: Hashable, Sendable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  @Test func trivialValuesAndShortStringsAreCached() {
    #expect(Self.isCached(42))
    #expect(Self.isCached(true))
    #expect(Self.isCached(2.5))
    #expect(Self.isCached(Mood.busy))
    #expect(Self.isCached(Point(x: 1, y: 2)))
    #expect(Self.isCached(Date(timeIntervalSince1970: 0)))
    #expect(Self.isCached(UUID()))
    #expect(Self.isCached(""))
    #expect(Self.isCached("Unknown"))
    #expect(Self.isCached("fifteen bytes!!"))
    #expect(Self.isCached("née"))
  }

  @Test func valuesThatOwnReferencesOrAreLargeAreNeverCached() {
    #expect(!Self.isCached("sixteen bytes!!!"))
    #expect(!Self.isCached(Named(name: "a")))
    #expect(!Self.isCached(Reference(id: 1)))
    #expect(!Self.isCached(Wide(a: (1, 2, 3, 4, 5))))
    #expect(!Self.isCached([1, 2]))
    let cache = Self.smallCache()
    let before = cache.statistics.uncached
    _ = Self.defaultKeyPath(cache, Reference(id: 7))
    #expect(cache.statistics.uncached == before + 1)
    #expect(cache.count == 0)
  }

  @Test func uncachedArgumentsStillGiveEqualKeyPaths() {
    let cache = Self.smallCache()
    let first = Self.defaultKeyPath(cache, Named(name: "a long name that is not cached"))
    let second = Self.defaultKeyPath(cache, Named(name: "a long name that is not cached"))
    #expect(first !== second)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != Self.defaultKeyPath(cache, Named(name: "another")))
  }

  @Test func aShortStringWithAHeapBufferIsCachedByItsCharacters() {
    var built = String()
    built.reserveCapacity(200)
    built += "Unknown"
    let cache = Self.smallCache()
    let fromLiteral = Self.defaultKeyPath(cache, "Unknown")
    let fromBuilt = Self.defaultKeyPath(cache, built)
    #expect(fromLiteral === fromBuilt)
    let none: String? = nil
    #expect(none[keyPath: fromBuilt] == "Unknown")
  }

  @Test func keysCompareBytesNotEquality() {
    let cache = Self.smallCache()
    let positive = Self.defaultKeyPath(cache, 0.0)
    let negative = Self.defaultKeyPath(cache, -0.0)
    let none: Double? = nil
    // Each default reads as itself; as key paths they are equal, because 0.0 == -0.0.
    #expect(none[keyPath: positive].sign == .plus)
    #expect(none[keyPath: negative].sign == .minus)
    #expect(positive !== negative)
    #expect(positive == negative)
    // A NaN default has the same bytes each time, so the cache returns the same key path, and a
    // key path is equal to itself even though NaN is not.
    #expect(Self.defaultKeyPath(cache, Double.nan) === Self.defaultKeyPath(cache, Double.nan))
  }

  @Test func equalityThatIgnoresBytesStillGivesEqualKeyPaths() {
    struct Coarse: Hashable, Sendable {
      var value: Int
      static func == (lhs: Coarse, rhs: Coarse) -> Bool { lhs.value / 10 == rhs.value / 10 }
      func hash(into hasher: inout Hasher) { hasher.combine(value / 10) }
    }
    let cache = Self.smallCache()
    let eleven = Self.defaultKeyPath(cache, Coarse(value: 11))
    let twelve = Self.defaultKeyPath(cache, Coarse(value: 12))
    #expect(eleven !== twelve, "different bytes are different keys")
    #expect(eleven == twelve, "but the key paths compare by the type's ==")
    let none: Coarse? = nil
    #expect(none[keyPath: twelve].value == 12)
  }

  @Test func aConstantHashDoesNotConfuseTheCache() {
    struct Colliding: Hashable, Sendable {
      var value: Int
      func hash(into hasher: inout Hasher) {}
    }
    let cache = Self.smallCache(base: 256)
    var keyPaths: [WritableKeyPath<Colliding?, Colliding>] = []
    for value in 0..<200 { keyPaths.append(Self.defaultKeyPath(cache, Colliding(value: value))) }
    let none: Colliding? = nil
    for (value, keyPath) in keyPaths.enumerated() {
      #expect(none[keyPath: keyPath].value == value)
    }
    #expect(Self.defaultKeyPath(cache, Colliding(value: 199)) === keyPaths[199])
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func keyAndDefaultPairsWithTheSameCombinedHashStayApart() {
    /// Hashes to nothing, so every pair of them has the same combined hash, however the
    /// two hashes are combined.
    struct Flat: Hashable, Sendable {
      var value: Int
      func hash(into hasher: inout Hasher) {}
    }
    let cache = Self.smallCache()
    let make = { (key: Int, fallback: Int) -> WritableKeyPath<[Flat: Flat], Flat> & Sendable in
      cache.keyPath(EntryProjection.self, Flat(value: key), Flat(value: fallback))
    }
    let pairs = [(1, 31), (2, 0), (31, 1), (0, 2), (1, 0)]
    let keyPaths = pairs.map { make($0.0, $0.1) }
    let stored: [Flat: Flat] = [Flat(value: 1): Flat(value: 100)]
    for ((key, fallback), keyPath) in zip(pairs, keyPaths) {
      #expect(stored[keyPath: keyPath].value == (key == 1 ? 100 : fallback))
    }
    #expect(Set(keyPaths.map { ObjectIdentifier($0) }).count == pairs.count)
    #expect(make(1, 31) === keyPaths[0])
    #expect(cache.invariantViolations().isEmpty)
  }

  // MARK: Size

  @Test func argumentsThatNeverRepeatDoNotMakeItGrow() {
    let cache = Self.smallCache(max: 1 << 16)
    for value in 0..<100_000 { _ = Self.defaultKeyPath(cache, value) }
    let statistics = cache.statistics
    #expect(statistics.capacity == cache.baseCapacity)
    #expect(statistics.entries <= cache.baseCapacity)
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func aRepeatedWorkingSetLargerThanTheCacheIsHitFromItsThirdPass() {
    // A base of 512, the smallest whose growth threshold (an eighth of its size) is not raised
    // to `Table.leastRegret`, as the shared cache's 2,048 is not.
    let cache = Self.smallCache(base: 512, max: 1 << 15)
    let rows = 20_000
    var passHits: [Int] = []
    for _ in 0..<4 {
      let before = cache.statistics.hits
      for row in 0..<rows { _ = Self.defaultKeyPath(cache, row) }
      passHits.append(cache.statistics.hits - before)
    }
    #expect(passHits[2] == rows, "third pass: \(passHits)")
    #expect(passHits[3] == rows, "fourth pass: \(passHits)")
    #expect(cache.statistics.capacity >= rows)
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func aWorkingSetThatFitsIsHitFromItsSecondPass() {
    let cache = Self.smallCache()
    for row in 0..<50 { _ = Self.defaultKeyPath(cache, row) }
    let before = cache.statistics.hits
    for row in 0..<50 { _ = Self.defaultKeyPath(cache, row) }
    #expect(cache.statistics.hits - before == 50)
  }

  @Test func itShrinksBackWhenTheWorkingSetDoes() {
    let cache = Self.smallCache(max: 1 << 15)
    for _ in 0..<3 {
      for row in 0..<10_000 { _ = Self.defaultKeyPath(cache, row) }
    }
    let grown = cache.statistics
    #expect(grown.entries >= 10_000)
    // Then only ten arguments, used over and over: the big working set ages out.
    for _ in 0..<20_000 {
      for row in 0..<10 { _ = Self.defaultKeyPath(cache, -1 - row) }
    }
    let shrunk = cache.statistics
    #expect(shrunk.capacity == cache.baseCapacity, "\(grown) → \(shrunk)")
    #expect(shrunk.entries <= cache.baseCapacity)
    #expect(shrunk.tableBytes < grown.tableBytes / 8)
    #expect(cache.invariantViolations().isEmpty)
    // The small working set survived the shrinking.
    let before = shrunk.hits
    for row in 0..<10 { _ = Self.defaultKeyPath(cache, -1 - row) }
    #expect(cache.statistics.hits - before == 10)
  }

  @Test func aListThatIsGoneIsLetGoWithinTwoSecondsOfOtherWork() {
    let clock = ManualClock()
    let cache = Self.timedCache(clock)
    for _ in 0..<3 { for row in 0..<10_000 { _ = Self.defaultKeyPath(cache, row) } }
    let grown = cache.statistics
    #expect(grown.entries >= 10_000)
    // The list is gone; a ten-row screen renders ten times a second.
    for _ in 0..<25 {
      clock.advance(milliseconds: 100)
      for row in 0..<10 { _ = Self.defaultKeyPath(cache, -1 - row) }
    }
    let shrunk = cache.statistics
    #expect(shrunk.capacity == cache.baseCapacity, "\(grown) → \(shrunk)")
    #expect(shrunk.entries <= 64)
    #expect(shrunk.pinnedBytes < 1 << 20)
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func aListRenderedEveryHalfSecondKeepsItsEntries() {
    let clock = ManualClock()
    let cache = Self.timedCache(clock)
    for _ in 0..<3 { for row in 0..<10_000 { _ = Self.defaultKeyPath(cache, row) } }
    var hits: [Int] = []
    for _ in 0..<8 {
      clock.advance(milliseconds: 500)
      // Other work between renders: a small screen.
      for _ in 0..<20 { for row in 0..<10 { _ = Self.defaultKeyPath(cache, -1 - row) } }
      let before = cache.statistics.hits
      for row in 0..<10_000 { _ = Self.defaultKeyPath(cache, row) }
      hits.append(cache.statistics.hits - before)
    }
    #expect(hits.allSatisfy { $0 == 10_000 }, "\(hits)")
  }

  @Test func afterAnIdleSpellAFewLookupsLetAGoneListGo() {
    // The cache has no thread: it ages only as lookups happen. What the docs promise is that
    // once they resume, even slowly, a gone list is let go within two epochs: here a screen
    // that looks up ten times a second, after a minute of silence.
    let clock = ManualClock()
    let cache = Self.timedCache(clock)
    for _ in 0..<3 { for row in 0..<20_000 { _ = Self.defaultKeyPath(cache, row) } }
    #expect(cache.statistics.pinnedBytes > 1 << 20)
    clock.advance(milliseconds: 60_000)
    var lookups = 0
    while cache.statistics.pinnedBytes > 1 << 19, lookups < 1_000 {
      clock.advance(milliseconds: 100)
      _ = Self.defaultKeyPath(cache, -1 - lookups % 10)
      lookups += 1
    }
    // Two epochs of at most a second each, plus up to one clock interval (16 lookups) for each
    // end to be noticed: 2 × (10 + 16) lookups at ten a second, the figure the docs give.
    #expect(lookups <= 52, "\(lookups) lookups, \(cache.statistics)")
    #expect(cache.statistics.capacity == cache.baseCapacity)
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func anEntryUsedOnceAPassSurvivesEntriesUsedManyTimesAPass() {
    // A list whose every row also uses one argument-free helper: the shared entry is looked up
    // once per row, the row's own entry once per pass.
    let cache = Self.smallCache(max: 1 << 14)
    let rows = 3_000
    var lastPassHits = 0
    for _ in 0..<6 {
      let before = cache.statistics.hits
      for row in 0..<rows {
        _ = Self.defaultKeyPath(cache, row)
        _ = Self.defaultKeyPath(cache, -1)
        _ = Self.defaultKeyPath(cache, -2)
      }
      lastPassHits = cache.statistics.hits - before
    }
    #expect(lastPassHits == 3 * rows)
  }

  @Test func statisticsCountArgumentBytes() {
    let cache = Self.smallCache()
    _ = Self.defaultKeyPath(cache, 1)  // 8 bytes
    _ = Self.defaultKeyPath(cache, true)  // 1 byte
    _ = Self.defaultKeyPath(cache, "ab")  // 16 bytes: a short string is stored with its length
    #expect(cache.statistics.argumentBytes == 25)
    // Letting entries go gives their bytes back, one entry at a time as they age out.
    for value in 100..<(100 + 32 * cache.baseCapacity) { _ = Self.defaultKeyPath(cache, value) }
    #expect(cache.statistics.argumentBytes == 8 * cache.statistics.entries)
    cache.removeAll()
    #expect(cache.statistics.argumentBytes == 0)
  }

  @Test func theTableAtItsLargestStaysWithinItsDocumentedBound() {
    let full = KeyPathCache(baseCapacity: 131_072, maxCapacity: 131_072)
    for value in 0..<200_000 { _ = Self.defaultKeyPath(full, value) }
    let statistics = full.statistics
    #expect(statistics.entries == 131_072)
    // The documented bound: 56 bytes an entry, 4 a free-list slot, 8 an index slot (twice as
    // many), 256 KiB of eviction history; under 14 MiB, arguments counted again.
    #expect(statistics.tableBytes == 131_072 * (56 + 4) + 262_144 * 8 + 256 << 10)
    #expect(statistics.pinnedBytes < 14 << 20)
  }

  @Test func removeAllEmptiesAndShrinks() {
    let cache = Self.smallCache(max: 1 << 14)
    for _ in 0..<3 { for row in 0..<5_000 { _ = Self.defaultKeyPath(cache, row) } }
    #expect(cache.statistics.capacity > cache.baseCapacity)
    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.statistics.capacity == cache.baseCapacity)
    #expect(cache.invariantViolations().isEmpty)
  }

  // MARK: A working set larger than the table

  @Test func aWorkingSetLargerThanTheLargestTableIsStillServedInPart() {
    // Keys used in a cycle, three times as many as the table can ever hold: a list of rows each
    // deriving three helpers. Evicting the oldest entry would evict each key just before it
    // comes back, and no pass would hit at all.
    let cache = Self.smallCache(max: 1024)
    let keys = 3 * 1024
    var passHits: [Int] = []
    for _ in 0..<6 {
      let before = cache.statistics.hits
      for key in 0..<keys { _ = Self.defaultKeyPath(cache, key) }
      passHits.append(cache.statistics.hits - before)
    }
    #expect(cache.statistics.capacity == 1024)
    // From the third pass on, the table serves the share it holds: capacity ÷ working set.
    for hits in passHits.dropFirst(2) {
      #expect(hits >= 1024 * 9 / 10, "hits per pass: \(passHits)")
    }
    #expect(cache.statistics.declined > 0)
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func aWorkingSetLargerThanTheTableServedMoreSlowlyThanAnEpochIsStillServed() {
    // The same, with a pass slower than the epoch's time limit, as on a slow device: each pass
    // of 3,072 keys takes three seconds. Epochs ended by time would make every entry stale
    // before its key came round again, and the table would let each go just in time to miss it.
    let clock = ManualClock()
    let cache = Self.timedCache(clock, max: 1024)
    let keys = 3 * 1024
    var passHits: [Int] = []
    for _ in 0..<6 {
      let before = cache.statistics.hits
      for key in 0..<keys {
        if key % 64 == 0 { clock.advance(milliseconds: 64) }
        _ = Self.defaultKeyPath(cache, key)
      }
      passHits.append(cache.statistics.hits - before)
    }
    #expect(cache.statistics.capacity == 1024)
    for hits in passHits.dropFirst(2) {
      #expect(hits >= 1024 * 9 / 10, "hits per pass: \(passHits)")
    }
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func aStreamOfNewArgumentsKeepsTheTableAging() {
    // Keys that never repeat, many of which the history takes for keys that came back once it
    // has filled: epochs must go on ending, or the table would keep its entries for as long as
    // the stream lasts.
    let clock = ManualClock()
    let cache = Self.timedCache(clock, max: 64)
    func epoch() -> UInt32 { cache.withLockedTable { table, _ in table.epoch } }
    var epochs: [UInt32] = []
    for key in 0..<40_000 {
      if key % 16 == 0 { clock.advance(milliseconds: 4) }
      _ = Self.defaultKeyPath(cache, 1_000_000 + key)
      if key % 10_000 == 9_999 { epochs.append(epoch()) }
    }
    // Ten simulated seconds: an epoch ends at least every second (and every 256 lookups).
    for (earlier, later) in zip(epochs, epochs.dropFirst()) {
      #expect(later - earlier >= 2, "epochs: \(epochs)")
    }
    #expect(cache.invariantViolations().isEmpty)
  }

  @Test func aStreamOfNewArgumentsDoesNotPushOutAWorkingSetInUse() {
    let cache = Self.smallCache(max: 64)
    for _ in 0..<3 { for row in 0..<60 { _ = Self.defaultKeyPath(cache, row) } }
    var hits: [Int] = []
    for pass in 0..<20 {
      // Between two renders of the 60 rows, 200 arguments that never come back.
      for value in 0..<200 { _ = Self.defaultKeyPath(cache, 1_000_000 + pass * 1_000 + value) }
      let before = cache.statistics.hits
      for row in 0..<60 { _ = Self.defaultKeyPath(cache, row) }
      hits.append(cache.statistics.hits - before)
    }
    #expect(hits.allSatisfy { $0 == 60 }, "\(hits)")
  }

  @Test func theLongestCachedStringIsOneSwiftStoresInline() {
    // On 64-bit platforms a native string's second word carries its discriminator in the top
    // byte, whose bit 5 is set for the small, inline form (the standard library's
    // `_StringObject` layout); the arm64_32 figure, 10 bytes, cannot be checked here.
    guard MemoryLayout<Int>.size == 8 else { return }
    func isInline(_ string: String) -> Bool {
      let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
      return (words.1 >> 61) & 1 == 1
    }
    let longest = String(repeating: "x", count: CacheKey.maxStringBytes)
    let tooLong = String(repeating: "x", count: CacheKey.maxStringBytes + 1)
    #expect(isInline(String(decoding: Array(longest.utf8), as: UTF8.self)))
    #expect(!isInline(String(decoding: Array(tooLong.utf8), as: UTF8.self)))
    #expect(Self.isCached(longest))
    #expect(!Self.isCached(tooLong))
  }

  // MARK: Random operations

  @Test func randomOperationsKeepTheTableSound() {
    var generator = SeededGenerator(seed: 0x5EED_CAC4E)
    let cache = KeyPathCache(baseCapacity: 8, maxCapacity: 256, epochNanoseconds: nil)
    let none: Int? = nil
    for step in 0..<200_000 {
      // Mostly a small, shifting working set; sometimes a burst of new arguments.
      let phase = step / 20_000
      let value =
        Int.random(in: 0..<100, using: &generator) < 90
        ? phase * 7 + Int.random(in: 0..<(phase % 2 == 0 ? 40 : 400), using: &generator)
        : Int.random(in: 1_000_000..<2_000_000, using: &generator)
      let keyPath = Self.defaultKeyPath(cache, value)
      if none[keyPath: keyPath] != value {
        Issue.record("step \(step): key path for \(value) read \(none[keyPath: keyPath])")
        break
      }
      if step % 10_000 == 0 {
        let problems = cache.invariantViolations()
        #expect(problems.isEmpty, "step \(step): \(problems)")
      }
    }
    #expect(cache.invariantViolations().isEmpty)
  }

  // MARK: Threads

  @Test func concurrentDerivationsGetCorrectKeyPaths() {
    let cache = KeyPathCache(baseCapacity: 16, maxCapacity: 64, epochNanoseconds: nil)
    let failures = Shared(0)
    finishInTime(threads: 8, "threads sharing a small cache") { worker in
      var generator = SeededGenerator(seed: UInt64(worker))
      for _ in 0..<5_000 {
        let value = Int.random(in: 0..<200, using: &generator)
        let keyPath = Self.defaultKeyPath(cache, value)
        let none: Int? = nil
        if none[keyPath: keyPath] != value || keyPath != \Int?[default: ByValue(value)] {
          failures.value += 1
        }
      }
    }
    #expect(failures.value == 0)
    #expect(cache.count <= cache.statistics.capacity)
    #expect(cache.invariantViolations().isEmpty)
  }
}

// MARK: What the tests ask of a cache beyond its statistics

/// The tests' view of a cache's table.
extension KeyPathCache {
  /// How many entries the cache holds now.
  var count: Int { statistics.entries }

  /// Empties the cache and shrinks it to its base size; the counters are kept.
  func removeAll() {
    withLockedTable { table, released in
      for position in table.entries.indices where table.entries[position].keyPath != nil {
        table.evict(position, releasing: &released)
      }
      table.resize(to: table.baseCapacity)
      table.regretScore = 0
      table.epochLength = 4 * table.baseCapacity
      table.lookupsInEpoch = 0
      table.touchedInEpoch = 0
    }
  }

  /// Every broken invariant of the table, described.
  ///
  /// - Returns: Nothing when the table is sound.
  func invariantViolations() -> [String] {
    withLockedTable { table, _ in table.invariantViolations() }
  }
}

extension Table {
  /// Every broken invariant, described.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var indexed = 0
    for slot in index.indices where index[slot] != 0 {
      indexed += 1
      let position = Int(truncatingIfNeeded: index[slot] & 0xFFFF_FFFF) - 1
      guard position >= 0, position < entries.count else {
        problems.append("index slot \(slot) points past the entries (\(position))")
        continue
      }
      if entries[position].keyPath == nil {
        problems.append("index slot \(slot) points at free entry \(position)")
      }
      if index[slot] >> 32 != entries[position].key.hash & 0xFFFF_FFFF {
        problems.append("index slot \(slot) has the wrong fingerprint")
      }
    }
    var liveEntries = 0
    var bytes = 0
    for position in entries.indices {
      let entry = entries[position]
      guard entry.keyPath != nil else {
        if entry.key.argumentByteCount != 0 || entry.key.words != (0, 0, 0, 0) {
          problems.append("free entry \(position) still holds argument bytes")
        }
        continue
      }
      liveEntries += 1
      bytes += entry.key.argumentByteCount
      if find(entry.key, hash: entry.key.hash) != position {
        problems.append("entry \(position) cannot be found through the index")
      }
    }
    if liveEntries != live { problems.append("\(liveEntries) live entries, counted \(live)") }
    if indexed != live { problems.append("\(indexed) index slots used for \(live) entries") }
    if bytes != argumentBytes {
      problems.append("\(bytes) argument bytes, counted \(argumentBytes)")
    }
    if entries.count - freeSlots.count != live {
      problems.append("\(entries.count) slots - \(freeSlots.count) free != live \(live)")
    }
    if live > capacity { problems.append("\(live) entries in room for \(capacity)") }
    if entries.count > capacity {
      problems.append("\(entries.count) slots in room for \(capacity)")
    }
    return problems
  }
}

import Dispatch
import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Suite("KeyPathCache")
struct KeyPathCacheTests {
  static func defaultKeyPath(_ cache: KeyPathCache, _ value: Int) -> WritableKeyPath<Int?, Int> {
    let keyPath = cache.keyPath(.defaultValue, value, scope: Int.self) {
      \Int?[default: ByValue(value)]
    }
    return keyPath as! WritableKeyPath<Int?, Int>
  }

  @Test func aHitReturnsTheSameKeyPathObject() {
    let cache = KeyPathCache(capacity: 64)
    let first = Self.defaultKeyPath(cache, 5)
    let second = Self.defaultKeyPath(cache, 5)
    #expect(first === second)
    #expect(first !== Self.defaultKeyPath(cache, 6))
    #expect(cache.count == 2)
  }

  @Test func projectionsWithTheSameTypesAndArgumentDoNotShareAnEntry() {
    let cache = KeyPathCache(capacity: 64)
    let asDefault = cache.keyPath(.defaultValue, "x", scope: String.self) {
      \String?[default: ByValue("x")]
    }
    let asPlaceholder = cache.keyPath(.replacingNil, "x", scope: String.self) {
      \String?[replacingNil: ByValue("x")]
    }
    #expect(asDefault != asPlaceholder)
    var value: String? = "x"
    value[keyPath: asPlaceholder as! WritableKeyPath<String?, String>] = "x"
    #expect(value == nil)
  }

  @Test func theSameProjectionOnTwoTypesDoesNotShareAnEntry() {
    let cache = KeyPathCache(capacity: 64)
    let forInt = cache.keyPath(.presence, NoArgument(), scope: Int.self) { \Int?.isPresent }
    let forString = cache.keyPath(.presence, NoArgument(), scope: String.self) {
      \String?.isPresent
    }
    #expect(forInt is WritableKeyPath<Int?, Bool>)
    #expect(forString is WritableKeyPath<String?, Bool>)
    #expect(cache.count == 2)
  }

  @Test func twoArgumentsAreBothPartOfTheKey() {
    let cache = KeyPathCache(capacity: 64)
    let make = { (key: String, fallback: Bool) in
      cache.keyPath(.dictionaryEntry, key, fallback, scope: Bool.self) {
        \[String: Bool][entry: key, default: ByValue(fallback)]
      }
    }
    #expect(make("a", false) === make("a", false))
    #expect(make("a", false) != make("a", true))
    #expect(make("a", false) != make("b", false))
  }

  @Test func capacityIsRoundedUpToAPowerOfTwo() {
    #expect(KeyPathCache(capacity: 1000).capacity == 1024)
    #expect(KeyPathCache.shared.capacity == 1024)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func staysWithinItsBoundAcross100000DistinctDefaults() {
    let box = Box<Int?>(nil)
    let cache = KeyPathCache.shared
    for value in 0..<100_000 {
      let binding = box.binding.withDefault(1_000_000 + value)
      #expect(binding.wrappedValue == 1_000_000 + value)
    }
    let count = cache.count
    print(
      "KeyPathCache: \(count) entries after 100,000 distinct defaults (bound \(cache.capacity))")
    #expect(count <= cache.capacity)
    #expect(count > cache.capacity / 2, "distinct defaults should fill most slots")
  }

  @Test func concurrentDerivationsGetCorrectKeyPaths() {
    let cache = KeyPathCache(capacity: 16)
    let failures = Shared(0)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      var generator = SeededGenerator(seed: UInt64(worker))
      for _ in 0..<2_000 {
        let value = Int.random(in: 0..<64, using: &generator)
        let keyPath = Self.defaultKeyPath(cache, value)
        let none: Int? = nil
        if none[keyPath: keyPath] != value || keyPath != \Int?[default: ByValue(value)] {
          failures.value += 1
        }
      }
    }
    #expect(failures.value == 0)
    #expect(cache.count <= 16)
  }
}

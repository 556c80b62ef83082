import Dispatch
import Testing

@testable import OptionalBindings

@Suite("KeyPathCache")
struct KeyPathCacheTests {
  @Test func aHitReturnsTheSameKeyPathObject() {
    let cache = KeyPathCache(capacity: 64)
    let first: WritableKeyPath<Int?, Int> = cache.keyPath(.defaultValue, ByValue(5)) {
      \Int?[default: $0]
    }
    let second: WritableKeyPath<Int?, Int> = cache.keyPath(.defaultValue, ByValue(5)) {
      \Int?[default: $0]
    }
    #expect(first === second)
    #expect(cache.count == 1)
  }

  @Test func projectionsWithTheSameTypesAndArgumentDoNotShareAnEntry() {
    let cache = KeyPathCache(capacity: 64)
    let asDefault: WritableKeyPath<String?, String> = cache.keyPath(
      .defaultValue, ByValue("x")
    ) { \String?[default: $0] }
    let asPlaceholder: WritableKeyPath<String?, String> = cache.keyPath(
      .replacingNil, ByValue("x")
    ) { \String?[replacingNil: $0] }
    #expect(asDefault != asPlaceholder)
    var value: String? = "x"
    value[keyPath: asPlaceholder] = "x"
    #expect(value == nil)
  }

  @Test func capacityIsRoundedUpToAPowerOfTwo() {
    #expect(KeyPathCache(capacity: 1000).capacity == 1024)
    #expect(KeyPathCache.shared.capacity == 1024)
  }

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
        let keyPath: WritableKeyPath<Int?, Int> = cache.keyPath(.defaultValue, ByValue(value)) {
          \Int?[default: $0]
        }
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

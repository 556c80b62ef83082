import Observation
import OptionalBindings
import Synchronization

/// A source of truth for tests: one observable property, reached through `Bindable`, the way
/// users make bindings.
@Observable
final class Box<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }

  /// A binding to `value`, made through `Bindable` as a view would.
  var binding: Binding<Value> { Bindable(self).value }
}

/// A person with optional fields, the shape of the seeds' form model.
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
final class Shared<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  init(_ value: Value) { storage = Mutex(value) }

  var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  /// A closure binding to `value`, as users write them by hand.
  var closureBinding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

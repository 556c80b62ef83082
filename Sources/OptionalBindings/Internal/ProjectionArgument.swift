/// A value captured by a projection key path, together with the rule that decides when two
/// captures make equal key paths.
///
/// Key-path subscript arguments must be `Hashable`, and key-path equality is what SwiftUI uses to
/// tell that a derived binding is the same as last time. Each conforming type is one identity
/// rule; the helpers pick one by overload, at compile time.
protocol ProjectionArgument<Value>: Hashable {
  associatedtype Value
  var value: Value { get }
}

/// Equal when the values are equal: the rule for `Hashable` values.
struct ByValue<Value: Hashable>: ProjectionArgument {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Equal when the values are `==`.
///
/// Every instance hashes the same. The rule for values that are `Equatable` but not `Hashable`.
struct ByEquality<Value: Equatable>: ProjectionArgument {
  let value: Value
  init(_ value: Value) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {}
}

/// Equal when the caller-supplied identifiers are equal, whatever the values: the rule for a
/// default that is recomputed on every render (`Date()`), or that cannot be compared at all.
struct ByIdentifier<Value, ID: Hashable>: ProjectionArgument {
  let value: Value
  let id: ID
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Equal only to copies of itself: the rule for a value the package cannot compare and whose
/// difference would change what the binding does.
struct Unique<Value>: ProjectionArgument {
  let value: Value
  private let token = Token()
  init(_ value: Value) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }

  private final class Token: Sendable {}
}

extension ByValue: Sendable where Value: Sendable {}
extension ByEquality: Sendable where Value: Sendable {}
extension ByIdentifier: Sendable where Value: Sendable, ID: Sendable {}
extension Unique: Sendable where Value: Sendable {}
extension Interchangeable: Sendable where Value: Sendable {}

/// Always equal: the rule for a value that only matters after the source has gone, such as the
/// value an unwrapped binding keeps showing once its source is nil.
struct Interchangeable<Value>: ProjectionArgument {
  let value: Value
  init(_ value: Value) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

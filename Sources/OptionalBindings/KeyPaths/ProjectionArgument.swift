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

/// Equal when the values have the same dynamic type and are equal by a `Hashable` conformance
/// found at run time, and otherwise equal only to copies of itself: the rule for a value whose
/// static type promises nothing.
///
/// The general overloads take it, which is where unconstrained generic code lands (a
/// `func f<T>(_ field: Binding<T?>, _ fallback: T)` calling `withDefault(fallback)`), and where a
/// model's `Any?` field lands, so a type that is `Hashable` keeps its identity there too. The
/// dynamic type is part of the identity because `AnyHashable` alone is looser than a binding can
/// be: it makes `Int8(1)`, `UInt64(1)`, `1.0` and `1` equal, and `Optional(1)` equal to `1`, yet
/// each reads back as a different type through an `Any` binding. A value the package cannot
/// compare at all gets a token of its own: its difference would change what the binding does.
struct ByDynamicValue<Value>: ProjectionArgument {
  let value: Value
  private let type: ObjectIdentifier
  private let identity: AnyHashable

  init(_ value: Value) {
    self.value = value
    type = ObjectIdentifier(Swift.type(of: value as Any))
    if let hashable = value as? any Hashable {
      identity = AnyHashable(hashable)
    } else {
      identity = AnyHashable(Token())
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.identity == rhs.identity
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(identity)
  }

  /// Equal only to itself.
  private final class Token: Hashable {
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
}

extension ByValue: Sendable where Value: Sendable {}
extension ByEquality: Sendable where Value: Sendable {}
extension ByIdentifier: Sendable where Value: Sendable, ID: Sendable {}
extension Interchangeable: Sendable where Value: Sendable {}

/// Always equal: the rule for a value that only matters after the source has gone, such as the
/// value an unwrapped binding keeps showing once its source is nil.
struct Interchangeable<Value>: ProjectionArgument {
  let value: Value
  init(_ value: Value) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

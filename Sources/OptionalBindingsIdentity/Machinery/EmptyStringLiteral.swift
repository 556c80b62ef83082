/// The argument-free key path a helper names for the empty string, in place of the one it would
/// form with `""` as its argument.
///
/// `withDefault("")` and `replacingNil(with: "")` are by far the most common calls (every optional
/// `TextField`). For them a helper hands over a key-path literal on `String?` that captures no
/// argument, which the runtime makes once per process; this returns it when the value is the
/// empty string, typed as the helper's key path.
@usableFromInline
enum EmptyStringLiteral {
  /// `literal`, when `value` is the empty string; nil for any other value.
  ///
  /// Costs one metatype comparison for a value of any other type; `literal` is evaluated only
  /// for the empty string.
  @inlinable
  static func keyPath<Wrapped>(
    for value: Wrapped, _ literal: () -> WritableKeyPath<String?, String> & Sendable
  ) -> (WritableKeyPath<Wrapped?, Wrapped> & Sendable)? {
    isEmptyString(value) ? asWrapped(literal()) : nil
  }

  /// Whether `value` is the empty string.
  @usableFromInline
  static func isEmptyString<Value>(_ value: Value) -> Bool {
    // Sound: the bit cast runs only once the first test has proved that `Value` is `String`.
    Value.self == String.self && unsafeBitCast(value, to: String.self).isEmpty
  }

  /// A key path on `String?` as the same key path on `Wrapped?`.
  ///
  /// Sound because the one caller calls it only after ``isEmptyString(_:)`` has proved that
  /// `Wrapped` is `String`, so the two types are one type. (A checked `as?` cannot say so: it
  /// cannot name `Sendable`.)
  @usableFromInline
  static func asWrapped<Wrapped>(_ keyPath: WritableKeyPath<String?, String> & Sendable)
    -> WritableKeyPath<Wrapped?, Wrapped> & Sendable
  {
    unsafeDowncast(keyPath, to: (WritableKeyPath<Wrapped?, Wrapped> & Sendable).self)
  }
}

/// Argument-free key paths for the one default the package can name: the empty string.
///
/// `withDefault("")` and `replacingNil(with: "")` are by far the most common calls (every
/// optional `TextField`). For them the helpers skip the cache and return a key-path literal with
/// no captured argument, written in non-generic code, which the runtime makes once per process.
enum NamedConstant {
  /// `\String?.emptyStringDefault`, when `value` is the empty string; nil for any other value.
  ///
  /// Costs one metatype comparison for a value of any other type.
  static func emptyStringDefault<Wrapped>(for value: Wrapped)
    -> (WritableKeyPath<Wrapped?, Wrapped> & Sendable)?
  {
    isEmptyString(value) ? asWrapped(\String?.emptyStringDefault) : nil
  }

  /// `\String?.emptyStringMeansNil`, when `value` is the empty string; nil for any other value.
  static func emptyStringMeansNil<Wrapped>(for value: Wrapped)
    -> (WritableKeyPath<Wrapped?, Wrapped> & Sendable)?
  {
    isEmptyString(value) ? asWrapped(\String?.emptyStringMeansNil) : nil
  }

  /// Whether `value` is the empty string.
  private static func isEmptyString<Value>(_ value: Value) -> Bool {
    // Sound: the bit cast runs only once the first test has proved that `Value` is `String`.
    Value.self == String.self && unsafeBitCast(value, to: String.self).isEmpty
  }

  /// A key path on `String?` as the same key path on `Wrapped?`.
  ///
  /// Sound because both callers call it only after ``isEmptyString(_:)`` has proved that
  /// `Wrapped` is `String`, so the two types are one type. (A checked `as?` cannot say so: it
  /// cannot name `Sendable`.)
  private static func asWrapped<Wrapped>(_ keyPath: WritableKeyPath<String?, String> & Sendable)
    -> WritableKeyPath<Wrapped?, Wrapped> & Sendable
  {
    unsafeDowncast(keyPath, to: (WritableKeyPath<Wrapped?, Wrapped> & Sendable).self)
  }
}

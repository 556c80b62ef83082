/// Argument-free key paths for the one default the package can name: the empty string.
///
/// `withDefault("")` and `replacingNil(with: "")` are by far the most common calls (every
/// optional `TextField`). For them the helpers skip the cache and return a key-path literal with
/// no captured argument, written in non-generic code, which the runtime makes once per process.
enum NamedConstant {
  /// Whether `value` is the empty string.
  ///
  /// Costs one metatype comparison for a value of any other type.
  static func isEmptyString<Value>(_ value: Value) -> Bool {
    Value.self == String.self && unsafeBitCast(value, to: String.self).isEmpty
  }

  /// `\String?.emptyStringDefault`, for `withDefault("")`.
  static var emptyStringDefault: AnyKeyPath & Sendable { \String?.emptyStringDefault }

  /// `\String?.emptyStringMeansNil`, for `replacingNil(with: "")`.
  static var emptyStringMeansNil: AnyKeyPath & Sendable { \String?.emptyStringMeansNil }
}

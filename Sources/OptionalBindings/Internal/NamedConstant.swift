/// Argument-free key paths for the one default the package can name: the empty string.
///
/// `withDefault("")` and `replacingNil(with: "")` are by far the most common calls (every
/// optional `TextField`). For them the helpers skip the cache and return a key path literal with no
/// captured argument, which the runtime makes once per process.
struct NamedConstant<Root, Value> {
  let defaultKeyPath: WritableKeyPath<Root, Value> & Sendable
  let replacingNilKeyPath: WritableKeyPath<Root, Value> & Sendable
}

extension NamedConstant {
  /// The argument-free key paths when `value` is the empty string, or nil.
  ///
  /// The check costs two metatype comparisons; the casts after it are between a type and itself,
  /// because `Root` *is* `String?` and `Value` *is* `String` on that branch.
  static func emptyString(_ value: Value) -> Self? {
    guard Root.self == String?.self, Value.self == String.self,
      unsafeBitCast(value, to: String.self).isEmpty
    else {
      return nil
    }
    return unsafeBitCast(NamedConstant<String?, String>.forEmptyString, to: Self.self)
  }

  private static var forEmptyString: NamedConstant<String?, String> {
    NamedConstant<String?, String>(
      defaultKeyPath: \String?.emptyStringDefault,
      replacingNilKeyPath: \String?.emptyStringMeansNil
    )
  }
}

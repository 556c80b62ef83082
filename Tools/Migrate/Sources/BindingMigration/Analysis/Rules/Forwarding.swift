import SwiftSyntax

/// `forwarding`: a closure binding that reads and writes one value as it is, which is the binding
/// itself: `$x`, `$x[dynamicMember: k]` for a key path held in a variable, `$dict[key]` or
/// `$array[index]` for one entry.
struct ForwardingRule: HelperShapeRule {
  static let rule = Rule.forwarding

  /// The value read: `x`, `x[keyPath: k]` or `x[key]`.
  var path: ValuePath
  /// The key path `k` of `x[keyPath: k]`.
  var keyPath: ExprSyntax?
  /// The key of `x[key]`.
  var key: ExprSyntax?

  /// `x`, `x[keyPath: k]` (with `k` a path) or `x[key]`.
  static func matching(_ read: ExprSyntax) -> Self? {
    if let path = read.valuePath { return Self(path: path) }
    guard let subscriptCall = read.as(SubscriptCallExprSyntax.self),
      let base = subscriptCall.calledExpression.valuePath, subscriptCall.trailingClosure == nil
    else { return nil }
    let arguments = Array(subscriptCall.arguments)
    if arguments.count == 1, arguments[0].label?.text == "keyPath",
      arguments[0].expression.valuePath != nil
    {
      return Self(path: base, keyPath: arguments[0].expression)
    }
    if arguments.count == 1, arguments[0].label == nil {
      return Self(path: base, key: arguments[0].expression)
    }
    return nil
  }

  /// `$x`, `$x[dynamicMember: k]` or `$x[key]`.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    if let keyPath { return try Self.plan(path, keyPath: keyPath, in: judge) }
    if let key { return try Self.plan(path, key: key, in: judge) }
    return Self.plan(path, in: judge)
  }

  /// `x`: the binding itself, `$x`.
  private static func plan(_ path: ValuePath, in judge: ClosureBindingJudge) -> HelperPlan {
    judge.plan(.path(path), .forwarding, declaredName: "projectedValue", usesPackage: false) {
      $0
    }
  }

  /// `x[keyPath: k]`: `$x[dynamicMember: k]`, with `k` evaluated once.
  private static func plan(_ path: ValuePath, keyPath: ExprSyntax, in judge: ClosureBindingJudge)
    throws(Refusal) -> HelperPlan
  {
    let (stability, _) = judge.stability(for: path)
    try judge.requireStable(keyPath, as: "key path", stability)
    let spelled = keyPath.trimmedDescription
    return judge.plan(
      .keyPath(path, keyPath: keyPath.normalizedText), .forwarding,
      declaredName: "subscript(dynamicMember:)", usesPackage: false
    ) { "\($0)[dynamicMember: \(spelled)]" }
  }

  /// `x[key]`: `$x[key]`, with `key` evaluated once.
  private static func plan(_ path: ValuePath, key: ExprSyntax, in judge: ClosureBindingJudge)
    throws(Refusal) -> HelperPlan
  {
    let (stability, _) = judge.stability(for: path)
    try judge.requireStable(key, as: "key", stability)
    let spelled = key.trimmedDescription
    return judge.plan(
      .entry(path, key: key.normalizedText), .forwarding, declaredName: "subscript",
      usesPackage: false
    ) { "\($0)[\(spelled)]" }
  }

  /// Refuses a forwarding rewrite whose binding's place declares another optionality.
  ///
  /// `$x` is a `Binding<T>` for the `T` that `x` is declared with: where the closure binding's
  /// place declares a `Binding` of another optionality (`var b: Binding<String?>` over a
  /// `String`), the closures convert between the two and `$x` has the wrong type. Checked before
  /// the behaviour, so that the reason names the type rather than a nil the target cannot hold.
  static func checkDeclaredType(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    guard case .path(let path) = plan.target, let valueType = plan.valueType,
      case .declared(let expected, let place) = ExpectedBindingType.of(
        judge.call, index: judge.index),
      expected.isOptional != valueType.isOptional
    else { return }
    throw Refusal(
      .type,
      "the binding is a `Binding<\(expected.compact)>` (\(place)), where `\(path)` is a "
        + "`\(valueType.compact)`, so `$\(path)` would be a `Binding<\(valueType.compact)>`")
  }

  /// `$dict[key]` and `$array[index]` are key paths into the standard collections; another
  /// type's subscript may not be one (its arguments must be `Hashable`).
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    guard case .entry(let collection, _) = plan.target else { return }
    guard let type = plan.valueType else {
      throw Refusal(
        .unknownDeclaration,
        "the tool cannot see that `\(collection)` is a dictionary or an array, whose "
          + "subscript a binding can reach through a key path")
    }
    guard ["Dictionary", "Array"].contains(type.components.last ?? "") && !type.isOptional
    else {
      throw Refusal(
        .type,
        "`\(collection)` is a `\(type.compact)`, whose subscript the tool does not forward "
          + "through")
    }
  }
}

extension Specification {
  /// `$x`: reads and writes the value.
  static let forwarding = Specification(
    rule: .forwarding, distinct: [],
    reads: [(.current, .current)],
    // Writing nil stores nil: a setter that coalesces (`x = $0 ?? ""`) or otherwise chooses
    // what to store for nil is not the binding itself.
    writes: [(.current, .other, .other), (.none, .other, .other), (.current, .none, .none)],
    checks: HelperChecks(
      declaredType: ForwardingRule.checkDeclaredType, types: ForwardingRule.checkTypes))
}

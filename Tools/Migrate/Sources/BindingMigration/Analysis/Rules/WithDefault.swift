import SwiftSyntax

/// `with-default`: `x ?? d` read, `x = $0` written, which is `$x.withDefault(d)`.
///
/// The `??` shape is read here for every rule that reads it: what the setter stores for `d`
/// while `x` is nil decides between this helper and `replacingNil(with:)`
/// (``ReplacingNilRule``), and a dictionary entry on the left makes it `[key, default:]`
/// (``DictionaryEntryRule``); an optional binding or an element found by id on the left is
/// reported (``StateOrBindingRule``, ``IdentifiedElementRule``).
enum WithDefaultRule {
  /// `left ?? fallback`: a path or a dictionary entry with a default, an optional binding or
  /// state, an element found by id, or nothing known.
  static func shape(of read: ExprSyntax) -> GetterShape? {
    guard let infix = read.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    else { return nil }
    let left = infix.leftOperand.withoutParentheses
    let fallback = infix.rightOperand.withoutParentheses
    if let path = left.valuePath {
      return .defaulted(.path(path), fallback: fallback, keyExpression: nil)
    }
    if let shape = KeyPathDefaultRule.shape(left: left, fallback: fallback)
      ?? DictionaryEntryRule.shape(entry: left, fallback: fallback)
      ?? StateOrBindingRule.shape(left: left, fallback: fallback)
      ?? IdentifiedElementRule.shape(left: left, fallback: fallback)
    {
      return shape
    }
    if let problem = left.pathProblem {
      return .unmatched(GetterShape.describe(problem))
    }
    return .unmatched("the getter reads \(Quote.code(left)) ?? …, which matches no helper")
  }

  /// The helper for `target ?? fallback`, chosen by what the setter stores for `fallback`.
  ///
  /// Writing `fallback` while the value is nil and storing nil is `replacingNil(with:)`;
  /// anything else is `withDefault(_:)`, or `[key, default:]` for a dictionary entry.
  static func plan(
    _ target: AccessedValue, fallback: ExprSyntax, keyExpression: ExprSyntax?,
    setter: ClosureBindingJudge.Setter, in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan {
    if case .keyPath = target, let keyExpression {
      return try KeyPathDefaultRule.plan(
        target, keyPath: keyExpression, fallback: fallback, setter: setter, in: judge)
    }
    let (stability, book) = judge.stability(for: target.storage)
    if let keyExpression { try judge.requireStable(keyExpression, as: "key", stability) }
    try judge.requireStable(fallback, as: "default", stability)
    let value = AbstractValue.of(fallback)
    let spelled = fallback.trimmedDescription
    let probe = try? judge.interpreter(target, [[.other, value]], setter, book)
      .write(setter.closure.statements, state: .none, input: value)
    if probe == AbstractValue.none {
      return ReplacingNilRule.plan(
        target, placeholder: value, spelled: spelled, keyExpression: keyExpression, in: judge)
    }
    if let keyExpression {
      return DictionaryEntryRule.plan(
        target, fallback: value, spelled: spelled, keyExpression: keyExpression, in: judge)
    }
    return judge.plan(target, .withDefault(value), declaredName: "withDefault") {
      "\($0).withDefault(\(spelled))"
    }
  }

  /// The place wants the unwrapped value, and the value is optional.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try checkOptional(plan)
  }

  /// A path whose type is known must be optional, for any helper on optionals.
  static func checkOptional(_ plan: HelperPlan) throws(Refusal) {
    if case .path(let path) = plan.target, let type = plan.valueType, !type.isOptional {
      throw Refusal(
        .type, "`\(path)` is not optional (`\(type.compact)`), so no helper for optionals applies"
      )
    }
  }

  /// Inside `if x != nil`, a note that `Binding(unwrapping:)` would behave differently.
  static func notes(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge) -> [String] {
    guard case .path(let path) = plan.target,
      let found = UnwrapGuard.enclosing(path, from: judge.site)
    else { return [] }
    let place =
      found.bindsName || found.isGuard || found.conjunct != nil ? found.text : "if \(path) != nil"
    return [
      "inside `\(place)`, `Binding(unwrapping: \(source))` would also drop a write "
        + "that arrives after the value is removed instead of storing it again; that changes "
        + "behaviour, so it is left to you"
    ]
  }
}

extension Specification {
  /// `$x.withDefault(d)`, and `$dict[key, default: d]` for an entry.
  static func withDefault(_ value: AbstractValue, rule: Rule = .withDefault) -> Specification {
    Specification(
      rule: rule, distinct: [[.other, value]],
      reads: [(.none, value), (.current, .current)],
      writes: [
        (.none, value, value), (.none, .other, .other),
        (.current, value, value), (.current, .other, .other),
      ])
  }
}

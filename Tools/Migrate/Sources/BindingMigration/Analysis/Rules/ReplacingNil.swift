import SwiftSyntax

/// `replacing-nil`: `x ?? p` read, `p` written as nil, which is `$x.replacingNil(with: p)`.
///
/// On a dictionary entry it is `$dict[key].replacingNil(with: p)`. It reads the shapes
/// ``WithDefaultRule`` and ``DictionaryEntryRule`` read, and applies when the setter stores nil
/// for `p` while the value is nil.
struct ReplacingNilRule: HelperShapeRule {
  static let rule = Rule.replacingNil

  /// The path or the entry, and the placeholder.
  var read: SharedChecks.DefaultedRead

  /// `x ?? p`, `dict[key] ?? p` or `dict[key, default: p]`.
  static func matching(_ read: ExprSyntax) -> Self? {
    SharedChecks.DefaultedRead(read).map { Self(read: $0) }
  }

  /// `$x.replacingNil(with: p)`, or on an entry `$dict[key].replacingNil(with: p)`, when the
  /// setter stores nil for `p`.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    let probe = try read.probe(setter: setter, in: judge)
    guard probe.storesNil else { return nil }
    let keyExpression = read.keyExpression
    let key = keyExpression?.trimmedDescription ?? ""
    let spelled = probe.spelled
    return judge.plan(read.target, .replacingNil(probe.value), declaredName: "replacingNil") {
      keyExpression == nil
        ? "\($0).replacingNil(with: \(spelled))"
        : "\($0)[\(key)].replacingNil(with: \(spelled))"
    }
  }

  /// As for `withDefault(_:)`: the place wants the unwrapped value, an entry is a dictionary's,
  /// a path is optional.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try SharedChecks.checkDictionary(plan)
    try SharedChecks.checkOptional(plan)
  }
}

extension Specification {
  /// `$x.replacingNil(with: p)`.
  static func replacingNil(_ placeholder: AbstractValue) -> Specification {
    Specification(
      rule: .replacingNil, distinct: [[.other, placeholder]],
      reads: [(.none, placeholder), (.current, .current)],
      writes: [
        (.none, placeholder, .none), (.none, .other, .other),
        (.current, placeholder, .none), (.current, .other, .other),
      ],
      checks: HelperChecks(types: ReplacingNilRule.checkTypes))
  }
}

import SwiftSyntax

/// `replacing-nil`: `x ?? p` read, `p` written as nil, which is `$x.replacingNil(with: p)`.
///
/// On a dictionary entry it is `$dict[key].replacingNil(with: p)`. ``WithDefaultRule`` reads
/// the shape and chooses this helper when the setter stores nil for `p`.
enum ReplacingNilRule {
  /// `$x.replacingNil(with: p)`, or on an entry `$dict[key].replacingNil(with: p)`.
  static func plan(
    _ target: AccessedValue, placeholder: AbstractValue, spelled: String,
    keyExpression: ExprSyntax?, in judge: ClosureBindingJudge
  ) -> HelperPlan {
    let key = keyExpression?.trimmedDescription ?? ""
    return judge.plan(target, .replacingNil(placeholder), declaredName: "replacingNil") {
      keyExpression == nil
        ? "\($0).replacingNil(with: \(spelled))"
        : "\($0)[\(key)].replacingNil(with: \(spelled))"
    }
  }

  /// As for `withDefault(_:)`: the place wants the unwrapped value, an entry is a dictionary's,
  /// a path is optional.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try DictionaryEntryRule.checkDictionary(plan)
    try WithDefaultRule.checkOptional(plan)
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
      ])
  }
}

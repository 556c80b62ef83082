import SwiftSyntax

/// `with-default`: `x ?? d` read, `x = $0` written, which is `$x.withDefault(d)`.
///
/// ``ReplacingNilRule`` reads the same shape: what the setter stores for `d` while `x` is nil
/// decides between the two (``SharedChecks/DefaultedRead``).
struct WithDefaultRule: HelperShapeRule {
  static let rule = Rule.withDefault

  /// The path and the default.
  var read: SharedChecks.DefaultedRead

  /// `x ?? d`, for a path `x`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let defaulted = SharedChecks.DefaultedRead(read), case .path = defaulted.target else {
      return nil
    }
    return Self(read: defaulted)
  }

  /// `$x.withDefault(d)`, unless the setter stores nil for `d` while `x` is nil
  /// (`replacingNil(with:)`).
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    let probe = try read.probe(setter: setter, in: judge)
    guard !probe.storesNil else { return nil }
    let spelled = probe.spelled
    return judge.plan(read.target, .withDefault(probe.value), declaredName: "withDefault") {
      "\($0).withDefault(\(spelled))"
    }
  }

  /// The place wants the unwrapped value, and the value is optional.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try SharedChecks.checkOptional(plan)
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
  /// `$x.withDefault(d)`; what `$dict[key, default: d]` does to an entry too.
  static func withDefault(_ value: AbstractValue) -> Specification {
    Specification(
      rule: .withDefault, distinct: [[.other, value]],
      reads: [(.none, value), (.current, .current)],
      writes: [
        (.none, value, value), (.none, .other, .other),
        (.current, value, value), (.current, .other, .other),
      ],
      checks: HelperChecks(types: WithDefaultRule.checkTypes, notes: WithDefaultRule.notes))
  }
}

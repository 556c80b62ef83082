import SwiftSyntax

/// `unwrapping`: `x!` read inside an `if x != nil` (or `if let _ = x`) that guards the binding,
/// written only while `x` is not nil, which is the binding `if let x = Binding(unwrapping: $x)`
/// unwraps.
///
/// The closure traps where the helper reads the last value (a read while `x` is nil); that is
/// the one difference the rewrite allows, and it only removes a crash.
enum UnwrappingRule {
  /// `x!`.
  static func shape(of read: ExprSyntax) -> GetterShape? {
    guard let unwrap = read.as(ForceUnwrapExprSyntax.self),
      let path = unwrap.expression.valuePath
    else { return nil }
    return .unwrap(path)
  }

  /// `Binding(unwrapping: $x)`, when an `if x != nil` around the closure binding guards it.
  static func plan(
    _ path: ValuePath, getter: ClosureBindingJudge.Getter, in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan {
    let found = UnwrapGuard.enclosing(path, from: judge.site)
    let result = judge.plan(
      .path(path), .unwrapping, declaredName: "init(unwrapping:)", unwrapGuard: found
    ) { "Binding(unwrapping: \($0))" }
    guard found != nil else {
      throw Refusal(
        .unguardedUnwrap,
        "it reads \(Quote.code(getter.read)), which traps while `\(path)` is nil, and no "
          + "`if \(path) != nil` around it guards the binding; inside one, `if let … = "
          + "Binding(unwrapping: …)` fits",
        suggestion: judge.likelyHelper(result))
    }
    return result
  }

  /// The place wants the unwrapped value.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try DictionaryEntryRule.checkDictionary(plan)
  }

  /// The call becomes the name the guarding `if` now binds: `if let x = Binding(unwrapping: $x)`
  /// (the rewriter picks the name).
  static func rewrite(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge)
    -> Verdict?
  {
    guard let unwrapGuard = plan.unwrapGuard else { return nil }
    let property = plan.target.storage.members.last ?? plan.target.storage.rootName
    return Verdict(
      finding: Finding(
        line: judge.line, column: judge.column, rule: .unwrapping,
        replacement: "Binding(unwrapping: \(source))"),
      rewrite: .unwrap(
        call: judge.binding.call, source: source, property: property, check: unwrapGuard))
  }
}

extension Specification {
  /// `Binding(unwrapping: $x)`: reads the value (the closure traps while nil, where the helper
  /// reads the last value), writes only while there is a value.
  static let unwrapping = Specification(
    rule: .unwrapping, distinct: [],
    reads: [(.none, nil), (.current, .current)],
    writes: [(.none, .other, .none), (.current, .other, .other)])
}

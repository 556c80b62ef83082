import SwiftSyntax

/// `unwrapping`: `x!` read inside an `if x != nil` (or `if let _ = x`) that guards the binding,
/// written only while `x` is not nil, which is the binding `if let x = Binding(unwrapping: $x)`
/// unwraps.
///
/// The closure traps where the helper reads the last value (a read while `x` is nil); that is
/// the one difference the rewrite allows, and it only removes a crash.
struct UnwrappingRule: HelperShapeRule, LeftAloneCrashRule {
  static let rule = Rule.unwrapping

  /// The value force-unwrapped.
  var path: ValuePath

  /// `x!`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let unwrap = read.as(ForceUnwrapExprSyntax.self),
      let path = unwrap.expression.valuePath
    else { return nil }
    return Self(path: path)
  }

  /// `Binding(unwrapping: $x)`, when an `if x != nil` around the closure binding guards it.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    let found = UnwrapGuard.enclosing(path, from: judge.site)
    let result = judge.plan(
      .path(path), .unwrapping, declaredName: "init(unwrapping:)", unwrapGuard: found
    ) { "Binding(unwrapping: \($0))" }
    guard let found else {
      throw Refusal(
        .unguardedUnwrap,
        "it reads \(Quote.code(getter.read)), which traps while `\(path)` is nil, and no "
          + "`if \(path) != nil` around it guards the binding; inside one, `if let … = "
          + "Binding(unwrapping: …)` fits",
        suggestion: judge.likelyHelper(result))
    }
    if let problem = Self.lateBranch(found, getter: getter) {
      throw Refusal(.unguardedUnwrap, problem, suggestion: judge.likelyHelper(result))
    }
    return result
  }

  /// Why the check `found` does not make `Binding(unwrapping: $x)!` safe to make, when it is a
  /// branch (no condition can bind a name) and a closure lies between it and the closure
  /// binding: the closure may run after `x` became nil, and the `!` would trap then.
  private static func lateBranch(_ found: UnwrapGuard.Found, getter: ClosureBindingJudge.Getter)
    -> String?
  {
    guard let branch = found.branch, found.crossesClosure else { return nil }
    return "it reads \(Quote.code(getter.read)) inside `\(branch)`, but in a closure that may run "
      + "after the value is gone (an action, a sheet's content), where no condition can bind "
      + "`Binding(unwrapping: …)` and a `!` after it could trap; bind it with `if let` around "
      + "the closure"
  }

  /// The place wants the unwrapped value.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
  }

  /// The call becomes the name the guarding `if` now binds: `if let x = Binding(unwrapping: $x)`
  /// (the rewriter picks the name).
  static func rewrite(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge)
    -> Verdict?
  {
    guard let rewrite = unwrap(plan, source: source, in: judge) else { return nil }
    return Verdict(
      finding: Finding(
        line: judge.line, column: judge.column, rule: .unwrapping,
        replacement: "Binding(unwrapping: \(source))"),
      rewrite: rewrite)
  }

  /// The call replaced by the name that the condition guarding it binds to
  /// `Binding(unwrapping: source)`, after the property the plan reads; nil without a guard.
  private static func unwrap(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge)
    -> Rewrite?
  {
    guard let unwrapGuard = plan.unwrapGuard else { return nil }
    let storage = plan.target.storage
    return .unwrap(
      call: judge.call, source: source, property: storage.members.last ?? storage.rootName,
      check: unwrapGuard, template: nil)
  }
}

extension UnwrappingRule {
  /// The crash fix for a force-unwrapping closure binding the rule does not rewrite: the same
  /// `if let … = Binding(unwrapping: $x)`, where the closures write a ghost value.
  ///
  /// `Binding(get: { x! }, set: { x = $0 })` under `if x != nil` traps when a view still holding
  /// it reads it after `x` became nil, and a write then stores the value again: a dismissed
  /// sheet reappears, a deleted item returns. The fix reads the last value there and drops the
  /// write; everywhere else it reads and writes what the closures do. The tool writes it when
  /// the closures do exactly that and nothing else (``Specification/unwrappingGhostWrite``),
  /// with the same checks as a rewrite: the binding it is called on, its type, the comments
  /// around it.
  static func crashFix(getter: ClosureBindingJudge.Getter, in judge: ClosureBindingJudge) -> (
    CrashFix, Rewrite?
  )? {
    matching(getter.read)?.fix(getter: getter, in: judge)
  }

  /// The crash fix for the force unwrap of ``path``.
  private func fix(getter: ClosureBindingJudge.Getter, in judge: ClosureBindingJudge) -> (
    CrashFix, Rewrite?
  )? {
    let risk =
      "it reads \(Quote.code(getter.read)), which traps when a view still holding the binding "
      + "reads it after `\(path)` became nil"
    let change = CrashFix.unwrappedChange
    func withheld(_ reason: String?) -> (CrashFix, Rewrite?) {
      (
        CrashFix(
          kind: .forceUnwrap, risk: risk, replacement: nil, change: change, withheld: reason), nil
      )
    }
    guard let found = UnwrapGuard.enclosing(path, from: judge.site) else {
      // The closure binding's own reason says that nothing guards it.
      return withheld(nil)
    }
    if let problem = Self.lateBranch(found, getter: getter) { return withheld(problem) }
    do throws(Refusal) {
      let setter = try judge.readSetter()
      let plan = judge.plan(
        .path(path), .unwrappingGhostWrite, declaredName: "init(unwrapping:)",
        unwrapGuard: found
      ) { "Binding(unwrapping: \($0))" + (found.branch == nil ? "" : "!") }
      let source = try judge.check(plan, getter: getter, setter: setter)
      return (
        CrashFix(kind: .forceUnwrap, risk: risk, replacement: plan.helper(source), change: change),
        Self.unwrap(plan, source: source, in: judge)
      )
    } catch {
      return withheld(error.reason)
    }
  }
}

extension Specification {
  /// A force-unwrapping closure binding whose setter stores the value whether or not there is one.
  ///
  /// It traps on a read while nil, and a write while nil stores the value again (a ghost
  /// write). `Binding(unwrapping:)` is its crash fix.
  static let unwrappingGhostWrite = Specification(
    rule: .unwrapping, distinct: [],
    reads: [(.none, nil), (.current, .current)],
    writes: [(.none, .other, .other), (.current, .other, .other)],
    checks: .unwrapping)

  /// `Binding(unwrapping: $x)`: reads the value (the closure traps while nil, where the helper
  /// reads the last value), writes only while there is a value.
  static let unwrapping = Specification(
    rule: .unwrapping, distinct: [],
    reads: [(.none, nil), (.current, .current)],
    writes: [(.none, .other, .none), (.current, .other, .other)],
    checks: .unwrapping)
}

extension HelperChecks {
  /// `Binding(unwrapping:)`'s: the place wants the unwrapped value, and the call becomes the name
  /// the guarding condition binds.
  fileprivate static let unwrapping = HelperChecks(
    types: UnwrappingRule.checkTypes, rewrite: UnwrappingRule.rewrite)
}

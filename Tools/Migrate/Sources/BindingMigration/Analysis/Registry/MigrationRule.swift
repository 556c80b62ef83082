import SwiftSyntax

/// One rule of the tool: the code it recognises, the helper it compares that code with, and what
/// it says about it.
///
/// Each rule is one type in its own file under `Rules/`: its shapes, its plan, its type checks,
/// its ``Specification`` and its messages. ``RuleRegistry/rules`` lists the types in priority
/// order; ``ClosureBindingJudge`` and ``VerdictCollector`` ask the registry and never name a
/// rule. A rule implements the requirements for what it recognises and keeps the defaults, which
/// recognise nothing, for the rest:
///
/// - A closure-binding rule reads the getter's one expression in ``matching(_:)`` and keeps what
///   it read. Several rules may read the same shape (`x ?? d` is `withDefault(_:)` or
///   `replacingNil(with:)`, as the setter says); the judge asks them in registry order, and the
///   first one matching names the finding until a plan names its own rule. ``report(in:)`` ends
///   the judgement of a pattern that is only reported; ``plan(getter:setter:in:)`` chooses the
///   helper, or returns nil to leave the closure binding to the next rule of the same shape;
///   ``crashFix(getter:in:)`` offers a fix for a closure binding that is not rewritten.
/// - The checks and the rewrite of a plan belong to the rule its specification names
///   (``rule``): ``checkDeclaredType(_:in:)``, ``checkTypes(_:in:)``,
///   ``rewrite(_:source:in:)``, ``notes(_:source:in:)``.
/// - ``crashFix(reading:in:)`` looks at the getter of any closure binding for a crash.
/// - ``verdict(_:index:converter:)`` and ``finding(_:converter:)`` report calls and infix
///   expressions that are not closure bindings, for ``VerdictCollector``.
///
/// No rule calls another: what several rules read or check alike is in ``SharedChecks``.
///
/// Adding a rule is adding a file under `Rules/` with a type conforming to this protocol, and a
/// line in ``RuleRegistry/rules`` at its priority.
protocol MigrationRule {
  /// The rule the findings name: a closure binding's before a plan names its own, and the plans
  /// whose specification names it.
  static var rule: Rule { get }

  /// Whether the plans whose specification names ``rule`` are this type's: its checks, rewrite
  /// and notes run for them (``RuleRegistry/rule(for:)``). One registered type owns each rule;
  /// a type that reads a shape of its own for a rule another type owns says `false`
  /// (`x[keyPath: k] ?? d` makes `with-default` and `replacing-nil` plans, and rows over
  /// indices are reported as `index-rows`).
  static var ownsRule: Bool { get }

  /// The rule with what it read, when `read` (a getter's whole expression, without parentheses)
  /// has one of its shapes; nil otherwise. Throws for a shape it recognises and refuses.
  static func matching(_ read: ExprSyntax) throws(Refusal) -> Self?

  /// Throws the finding of a pattern that is reported with advice, never rewritten.
  func report(in judge: ClosureBindingJudge) throws(Refusal)

  /// The helper to compare with, or nil when the setter shows that the closure binding is
  /// another rule's of the same shape.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan?

  /// The crash fix for the closure binding, when it is not rewritten, and its rewrite.
  func crashFix(getter: ClosureBindingJudge.Getter, in judge: ClosureBindingJudge) -> (
    CrashFix, Rewrite?
  )?

  /// For a plan of this rule, checks run before the behaviour.
  static func checkDeclaredType(_ plan: HelperPlan, in judge: ClosureBindingJudge)
    throws(Refusal)

  /// For a plan of this rule: the rewrite has the closure binding's type, and the helper's
  /// requirements hold.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal)

  /// For a plan of this rule, a verdict other than replacing the call with the helper.
  static func rewrite(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge)
    -> Verdict?

  /// For a plan of this rule, notes on the rewrite.
  static func notes(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge)
    -> [String]

  /// A crash that any closure binding whose getter reads `read` may have.
  static func crashFix(reading read: ExprSyntax, in judge: ClosureBindingJudge) -> CrashFix?

  /// The verdict on `call`, a call that is not a closure binding, when the rule reports it.
  static func verdict(
    _ call: FunctionCallExprSyntax, index: ProjectIndex, converter: SourceLocationConverter
  ) -> Verdict?

  /// The finding on `infix`, when the rule reports it.
  static func finding(_ infix: InfixOperatorExprSyntax, converter: SourceLocationConverter)
    -> Finding?
}

extension MigrationRule {
  static var ownsRule: Bool { true }

  static func matching(_ read: ExprSyntax) throws(Refusal) -> Self? { nil }

  func report(in judge: ClosureBindingJudge) throws(Refusal) {}

  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? { nil }

  func crashFix(getter: ClosureBindingJudge.Getter, in judge: ClosureBindingJudge) -> (
    CrashFix, Rewrite?
  )? { nil }

  static func checkDeclaredType(_ plan: HelperPlan, in judge: ClosureBindingJudge)
    throws(Refusal)
  {}

  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {}

  static func rewrite(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge)
    -> Verdict?
  { nil }

  static func notes(_ plan: HelperPlan, source: String, in judge: ClosureBindingJudge)
    -> [String]
  { [] }

  static func crashFix(reading read: ExprSyntax, in judge: ClosureBindingJudge) -> CrashFix? {
    nil
  }

  static func verdict(
    _ call: FunctionCallExprSyntax, index: ProjectIndex, converter: SourceLocationConverter
  ) -> Verdict? { nil }

  static func finding(_ infix: InfixOperatorExprSyntax, converter: SourceLocationConverter)
    -> Finding?
  { nil }
}

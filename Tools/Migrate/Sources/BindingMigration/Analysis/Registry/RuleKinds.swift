import SwiftSyntax

// The kinds of rule the tool has, one protocol each. A rule type conforms to the protocol of
// each kind it is (``StateUnlessBoundRule`` is a reported shape and an infix rule), and implements
// every requirement of it: no protocol has a default that some rule of its kind would not use.
// ``RuleRegistry`` lists the rules by kind; ``ClosureBindingJudge`` and ``VerdictCollector`` ask
// the registry and never name a rule, and no rule names another (what several share is in
// ``SharedChecks``).
//
// What a helper needs besides its behaviour (type checks, another rewrite, notes) is not a rule's
// requirement: it travels with the helper's ``Specification`` (``HelperChecks``), so the plans
// of every rule that compares a closure binding with that helper, in whichever rule's file they
// are made, are checked alike.

/// A shape of a closure binding's getter read into a helper: `x ?? d` is `withDefault(_:)` or
/// `replacingNil(with:)`, as the setter says.
///
/// The judge asks the shapes in registry order; the first that matches names the finding until a
/// plan names its own rule, and each plan returns nil to leave the closure binding to the next
/// shape of the same getter.
protocol HelperShapeRule {
  /// The rule the finding names until a plan names its own.
  static var rule: Rule { get }

  /// The rule with what it read, when `read` (a getter's whole expression, without parentheses)
  /// has its shape; nil otherwise. Throws for a shape it recognises and refuses.
  static func matching(_ read: ExprSyntax) throws(Refusal) -> Self?

  /// The helper to compare the closures with, or nil when the setter shows that the closure
  /// binding is another shape's of the same getter.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan?
}

/// A shape of a closure binding's getter that is reported with advice and never rewritten
/// (`items.first { $0.id == id } ?? fallback`).
protocol ReportedShapeRule {
  /// The rule the finding names.
  static var rule: Rule { get }

  /// The rule with what it read, when `read` has its shape; nil otherwise.
  static func matching(_ read: ExprSyntax) throws(Refusal) -> Self?

  /// Throws the finding: the advice, as a refusal of kind `report-only`.
  func report(in judge: ClosureBindingJudge) throws(Refusal)
}

/// The crash fix of a closure binding that is left alone (a force unwrap that writes a ghost
/// value): asked only when the closure binding is not rewritten.
protocol LeftAloneCrashRule {
  /// The crash fix and its rewrite, when the getter has the rule's shape.
  static func crashFix(getter: ClosureBindingJudge.Getter, in judge: ClosureBindingJudge) -> (
    CrashFix, Rewrite?
  )?
}

/// A crash that any closure binding whose getter reads a shape may have, rewritten or not
/// (`items[index]` by a row's index).
protocol GetterCrashRule {
  /// The crash that a closure binding whose getter reads `read` may have.
  static func crashFix(reading read: ExprSyntax, in judge: ClosureBindingJudge) -> CrashFix?
}

/// A call that is not a closure binding, reported (and perhaps fixed): `Binding($x)`,
/// `ForEach($items)`.
protocol CallRule {
  /// The verdict on `call`, when the rule reports it.
  static func verdict(
    _ call: FunctionCallExprSyntax, index: ProjectIndex, converter: SourceLocationConverter
  ) -> Verdict?
}

/// An infix expression reported with advice: `binding ?? $state`.
protocol InfixRule {
  /// The finding on `infix`, when the rule reports it.
  static func finding(_ infix: InfixOperatorExprSyntax, converter: SourceLocationConverter)
    -> Finding?
}

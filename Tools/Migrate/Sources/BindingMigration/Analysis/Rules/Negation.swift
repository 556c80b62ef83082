import SwiftSyntax

/// `negation`: `!x` read, `x = !$0` written, which is `$x.negated()`.
///
/// The getter compiles only for a `Bool` (an optional has no `!`), so the type needs no check;
/// the setter is run state by state against ``Specification/negated``.
struct NegationRule: HelperShapeRule {
  static let rule = Rule.negation

  /// The value negated.
  var path: ValuePath

  /// `!x`, for a plain path `x`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let prefix = read.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
      let path = prefix.expression.withoutParentheses.valuePath
    else { return nil }
    return Self(path: path)
  }

  /// `$x.negated()`.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) -> HelperPlan? {
    judge.plan(.path(path), .negated, declaredName: "negated") { "\($0).negated()" }
  }
}

extension Specification {
  /// `$x.negated()`: reads `!x`; writing `v` stores `!v`.
  static let negated = Specification(
    rule: .negation, distinct: [],
    reads: [(.bool(true), .bool(false)), (.bool(false), .bool(true))],
    writes: [
      (.bool(true), .bool(true), .bool(false)), (.bool(true), .bool(false), .bool(true)),
      (.bool(false), .bool(true), .bool(false)), (.bool(false), .bool(false), .bool(true)),
    ])
}

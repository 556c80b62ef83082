import SwiftSyntax

/// `selection`: `sel == v` read, `v` written on `true` and, on `false`, nil while still `v` (or
/// nothing, for a selection that cannot be nil), which is `$sel.equals(v)`.
struct SelectionRule: HelperShapeRule {
  static let rule = Rule.selection

  /// The two sides of `==`: one is the selection, the other the choice; the setter tells which.
  var left: ExprSyntax
  var right: ExprSyntax

  /// `a == b` with a path on one side; `x == nil` is refused, since no helper reads that way
  /// round.
  static func matching(_ read: ExprSyntax) throws(Refusal) -> Self? {
    guard let infix = read.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    let left = infix.leftOperand.withoutParentheses
    let right = infix.rightOperand.withoutParentheses
    if left.is(NilLiteralExprSyntax.self) || right.is(NilLiteralExprSyntax.self) {
      throw Refusal(
        .getterShape,
        "the getter reads \(Quote.code(read)), true while the value is missing; no helper "
          + "reads that way round")
    }
    if left.valuePath != nil || right.valuePath != nil {
      return Self(left: left, right: right)
    }
    return nil
  }

  /// `$sel.equals(v)`: the side the setter assigns is the selection, the other the choice;
  /// whether the selection can be nil decides what writing `false` must do.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    let assigned = AssignmentCollector.targets(in: setter.closure)
    let selection: ValuePath
    let choice: ExprSyntax
    if let path = left.valuePath, assigned.contains(where: { $0.sameValue(as: path) }) {
      (selection, choice) = (path, right)
    } else if let path = right.valuePath, assigned.contains(where: { $0.sameValue(as: path) }) {
      (selection, choice) = (path, left)
    } else {
      throw Refusal(
        .getterShape, "the setter assigns neither side of \(Quote.code(getter.read))")
    }
    let (stability, _) = judge.stability(for: selection)
    try judge.requireStable(choice, as: "choice", stability)
    let spelled = choice.trimmedDescription
    let value = AbstractValue.of(choice)
    let type = judge.typing.walk(selection).valueType
    let isOptional: Bool
    if let type {
      isOptional = type.isOptional
    } else if AssignmentCollector.assignsNil(to: selection, in: setter.closure) {
      isOptional = true
    } else {
      throw Refusal(
        .unknownDeclaration,
        "the tool cannot see whether `\(selection)` is optional, which decides what writing "
          + "`false` must do")
    }
    return judge.plan(
      .path(selection), isOptional ? .selection(value) : .requiredSelection(value),
      declaredName: "equals"
    ) { "\($0).equals(\(spelled))" }
  }

  /// The selection's value is `Hashable`, which `equals(_:)` needs.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    guard let type = plan.valueType else {
      throw Refusal(
        .unknownDeclaration,
        "the tool cannot see the type of `\(plan.target.storage)`, and `equals(_:)` needs it to "
          + "be `Hashable`")
    }
    let wrapped = type.unwrapped
    // The code around the closure binding constrains the names it declares, where the type was
    // written there (not in a member's type, whose parameters are its own).
    let constraints =
      plan.valueScope == judge.typing.scope
      ? GenericConstraints.around(judge.site) : GenericConstraints()
    switch judge.index.isHashable(wrapped, in: plan.valueScope, around: constraints) {
    case true?:
      break
    case false?:
      throw Refusal(
        .type,
        "`\(wrapped.compact)` is not `Hashable`, which `equals(_:)` needs (the closures only "
          + "compare with `==`)")
    case nil:
      throw Refusal(
        .unknownDeclaration,
        "the tool cannot see that `\(wrapped.compact)` is `Hashable`, which `equals(_:)` needs")
    }
  }
}

extension Specification {
  /// `$selection.equals(v)` on a selection that cannot be nil: `true` selects, `false` changes
  /// nothing (there is no "nothing selected" to fall back to).
  static func requiredSelection(_ choice: AbstractValue) -> Specification {
    Specification(
      rule: .selection, distinct: [[.other, choice]],
      reads: [(choice, .bool(true)), (.other, .bool(false))],
      writes: [
        (choice, .bool(true), choice), (.other, .bool(true), choice),
        (choice, .bool(false), choice), (.other, .bool(false), .other),
      ],
      checks: HelperChecks(types: SelectionRule.checkTypes))
  }

  /// `$selection.equals(v)` on an optional selection.
  static func selection(_ choice: AbstractValue) -> Specification {
    Specification(
      rule: .selection, distinct: [[.other, choice]],
      reads: [(.none, .bool(false)), (choice, .bool(true)), (.other, .bool(false))],
      writes: [
        (.none, .bool(true), choice), (choice, .bool(true), choice), (.other, .bool(true), choice),
        (.none, .bool(false), .none), (choice, .bool(false), .none),
        (.other, .bool(false), .other),
      ],
      checks: HelperChecks(types: SelectionRule.checkTypes))
  }
}

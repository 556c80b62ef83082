import SwiftSyntax

/// `set-membership`: `set.contains(e)` read, `e` inserted on `true` and removed on `false`,
/// which is `$set.contains(e)`.
struct SetMembershipRule: HelperShapeRule {
  static let rule = Rule.setMembership

  /// The set.
  var set: ValuePath
  /// The element, `e`.
  var element: ExprSyntax

  /// `set.contains(e)`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let call = read.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "contains", let base = member.base,
      let path = base.valuePath, call.arguments.count == 1, let only = call.arguments.first,
      only.label == nil, call.trailingClosure == nil
    else { return nil }
    return Self(set: path, element: only.expression)
  }

  /// `$set.contains(e)`, with `e` evaluated once.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    let (stability, _) = judge.stability(for: set)
    try judge.requireStable(element, as: "element", stability)
    let spelled = element.trimmedDescription
    return judge.plan(
      .membership(set, element: element.normalizedText), .setMembership,
      declaredName: "contains"
    ) { "\($0).contains(\(spelled))" }
  }

  /// The collection is a `Set`: `contains(_:)` on a binding applies to sets only.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    if case .membership(let set, _) = plan.target, let problem = setProblem(set, plan, judge) {
      throw problem
    }
  }

  /// Why `set` may not be a `Set`, when the tool cannot show that it is one.
  private static func setProblem(
    _ set: ValuePath, _ plan: HelperPlan, _ judge: ClosureBindingJudge
  ) -> Refusal? {
    let index = judge.index
    if let type = plan.valueType {
      let inner = type.bindingValue ?? type
      if inner.isSet { return nil }
      switch index.resolve(inner, in: plan.valueScope) {
      case .declared(let name):
        if index.facts(of: name)?.attributes.contains("OptionSet") == true {
          return Refusal(
            .type,
            "`\(set)` is an option set (`\(inner.compact)`), not a `Set`; `contains(_:)` on a "
              + "binding applies to sets only")
        }
        return Refusal(.type, "`\(set)` is declared as `\(inner.compact)`, not a `Set`")
      case .external where ["Array", "Dictionary"].contains(inner.components.last ?? ""):
        let kind = inner.components.last == "Array" ? "an array" : "a dictionary"
        return Refusal(.type, "`\(set)` is \(kind), not a `Set`")
      default:
        return Refusal(
          .unknownDeclaration,
          "the tool cannot see that `\(set)` (declared as `\(inner.compact)`) is a `Set`, which "
            + "`contains(_:)` on a binding needs")
      }
    }
    if case .name(let name) = set.root, set.members.isEmpty {
      switch judge.typing.declaration(of: name, throughSelf: set.throughSelf) {
      case .member(let property, _), .local(let property):
        if let initializer = property.initializer, SetLiteral.isSetConstruction(initializer) {
          return nil
        }
        if let wrapper = property.wrapper, property.typeText == nil {
          return Refusal(
            .unknownDeclaration,
            "`\(name)` has no written type: its type comes from `@\(wrapper)(…)`, which the tool "
              + "does not follow; declared `var \(name): Set<…>`, it is a `Set` the tool can see")
        }
      default:
        break
      }
    }
    if let last = set.members.last, last != "wrappedValue", index.isSetMember(last) == true {
      return nil
    }
    return Refusal(
      .unknownDeclaration,
      "the tool cannot see that `\(set)` is a `Set` (an option set reads and writes the same way, "
        + "and `contains(_:)` on a binding applies to sets only)")
  }
}

extension Specification {
  /// `$set.contains(e)`.
  static let setMembership = Specification(
    rule: .setMembership, distinct: [],
    reads: [(.bool(true), .bool(true)), (.bool(false), .bool(false))],
    writes: [
      (.bool(false), .bool(true), .bool(true)), (.bool(true), .bool(true), .bool(true)),
      (.bool(true), .bool(false), .bool(false)), (.bool(false), .bool(false), .bool(false)),
    ],
    checks: HelperChecks(types: SetMembershipRule.checkTypes))
}

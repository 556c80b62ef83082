import SwiftSyntax

/// `dictionary-entry`: `dict[key] ?? d` (or `dict[key, default: d]`) read, `dict[key] = $0`
/// written, which is `$dict[key, default: d]`.
enum DictionaryEntryRule {
  /// `dict[key, default: d]`, Dictionary's own way of writing `dict[key] ?? d`.
  static func shape(of read: ExprSyntax) -> GetterShape? {
    guard let subscriptCall = read.as(SubscriptCallExprSyntax.self),
      let base = subscriptCall.calledExpression.valuePath, subscriptCall.trailingClosure == nil
    else { return nil }
    let arguments = Array(subscriptCall.arguments)
    guard arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "default"
    else { return nil }
    return .defaulted(
      .entry(base, key: arguments[0].expression.normalizedText),
      fallback: arguments[1].expression, keyExpression: arguments[0].expression)
  }

  /// `dict[key]` on the left of `?? fallback`.
  static func shape(entry left: ExprSyntax, fallback: ExprSyntax) -> GetterShape? {
    guard let subscriptCall = left.as(SubscriptCallExprSyntax.self),
      let dictionary = subscriptCall.calledExpression.valuePath,
      subscriptCall.arguments.count == 1, let key = subscriptCall.arguments.first,
      key.label == nil, subscriptCall.trailingClosure == nil
    else { return nil }
    return .defaulted(
      .entry(dictionary, key: key.expression.normalizedText), fallback: fallback,
      keyExpression: key.expression)
  }

  /// `$dict[key, default: d]`.
  static func plan(
    _ target: AccessedValue, fallback: AbstractValue, spelled: String,
    keyExpression: ExprSyntax, in judge: ClosureBindingJudge
  ) -> HelperPlan {
    let key = keyExpression.trimmedDescription
    return judge.plan(
      target, .withDefault(fallback, rule: .dictionaryEntry), declaredName: "subscript(default:)"
    ) { "\($0)[\(key), default: \(spelled)]" }
  }

  /// The place wants the unwrapped value, and the entry is a dictionary's.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try checkDictionary(plan)
  }

  /// For an entry: the collection is a dictionary, which `[key, default:]` on a binding needs.
  static func checkDictionary(_ plan: HelperPlan) throws(Refusal) {
    guard case .entry(let dictionary, _) = plan.target else { return }
    if let type = plan.valueType, type.components != ["Dictionary"] {
      throw Refusal(.type, "`\(dictionary)` is a `\(type.compact)`, not a dictionary")
    } else if plan.valueType == nil {
      throw Refusal(
        .unknownDeclaration,
        "the tool cannot see that `\(dictionary)` is a dictionary, which `[key, default:]` on a "
          + "binding needs")
    }
  }
}

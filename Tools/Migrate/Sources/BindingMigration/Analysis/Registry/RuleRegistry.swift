import SwiftSyntax

/// The rules the tool knows, in priority order, and the questions the judge and the collector
/// ask them.
enum RuleRegistry {
  /// Every rule, in priority order: for a shape that several rules read, the first names the
  /// finding until a plan names its own rule. (A computed list: metatypes in a stored global
  /// would need the protocol to be `Sendable`.)
  static var rules: [any MigrationRule.Type] {
    [
      ForwardingRule.self,
      DictionaryEntryRule.self,
      WithDefaultRule.self,
      ReplacingNilRule.self,
      KeyPathDefaultRule.self,
      StateOrBindingRule.self,
      IdentifiedElementRule.self,
      IsPresentRule.self,
      IsPresentWithDefaultRule.self,
      SelectionRule.self,
      SetMembershipRule.self,
      UnwrappingRule.self,
      NegationRule.self,
      NumericConversionRule.self,
      CapturedIndexRule.self,
      ForceUnwrappingInitializerRule.self,
      IndexRowsRule.self,
      IndexLoopRowsRule.self,
    ]
  }

  /// The rules whose shapes `expression` (a getter's whole body) has, in priority order.
  ///
  /// Never empty: throws the refusal of a getter that no rule reads.
  static func matching(_ expression: ExprSyntax) throws(Refusal) -> [any MigrationRule] {
    let read = expression.withoutParentheses
    var matched: [any MigrationRule] = []
    for type in rules {
      if let rule = try type.matching(read) { matched.append(rule) }
    }
    if !matched.isEmpty { return matched }
    throw Refusal(.getterShape, unmatched(read))
  }

  /// The rule that a plan's specification names: the type that owns it.
  static func rule(for plan: HelperPlan) -> (any MigrationRule.Type)? {
    rules.first { $0.ownsRule && $0.rule == plan.specification.rule }
  }

  /// Why no rule reads `read`.
  private static func unmatched(_ read: ExprSyntax) -> String {
    if let (left, _) = SharedChecks.coalescing(read) {
      if let problem = left.pathProblem { return describe(problem) }
      return "the getter reads \(Quote.code(left)) ?? …, which matches no helper"
    }
    if let problem = read.pathProblem { return describe(problem) }
    return "the getter reads \(Quote.code(read)), which matches no helper"
  }

  /// The reason for a getter that reads through something other than a plain path.
  private static func describe(_ problem: String) -> String {
    if problem.hasPrefix("optional chaining") {
      return "the getter reads through \(problem): no helper reaches through an optional that "
        + "may be nil, and the setter's write would do nothing then"
    }
    return "the getter reads through \(problem), which no helper matches"
  }
}

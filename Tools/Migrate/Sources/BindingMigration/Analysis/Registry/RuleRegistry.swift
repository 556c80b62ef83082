import SwiftSyntax

/// The rules the tool knows, by kind (``HelperShapeRule``, ``ReportedShapeRule``,
/// ``LeftAloneCrashRule``, ``GetterCrashRule``, ``CallRule``, ``InfixRule``), and the questions
/// the judge and the collector ask them.
///
/// (Computed lists: metatypes in a stored global would need the protocols to be `Sendable`.)
enum RuleRegistry {
  /// A shape of getter, of either kind.
  enum Shape {
    case helper(any HelperShapeRule.Type)
    case reported(any ReportedShapeRule.Type)

    /// The rule the finding names while this shape is the first that matched.
    var rule: Rule {
      switch self {
      case .helper(let type): type.rule
      case .reported(let type): type.rule
      }
    }

    /// The shape with what it read, when `read` has it.
    func matching(_ read: ExprSyntax) throws(Refusal) -> Matched? {
      switch self {
      case .helper(let type): try type.matching(read).map { .helper($0) }
      case .reported(let type): try type.matching(read).map { .reported($0) }
      }
    }
  }

  /// A shape a getter has, with what it read.
  enum Matched {
    case helper(any HelperShapeRule)
    case reported(any ReportedShapeRule)

    /// The rule the finding names while this is the first shape that matched.
    var rule: Rule {
      switch self {
      case .helper(let rule): type(of: rule).rule
      case .reported(let rule): type(of: rule).rule
      }
    }
  }

  /// The shapes of a closure binding's getter, in priority order: for a getter that several
  /// read, the first names the finding until a plan names its own rule.
  static var shapes: [Shape] {
    [
      .helper(ForwardingRule.self),
      .helper(DictionaryEntryRule.self),
      .helper(WithDefaultRule.self),
      .helper(ReplacingNilRule.self),
      .helper(KeyPathDefaultRule.self),
      .reported(StateUnlessBoundRule.self),
      .reported(IdentifiedElementRule.self),
      .helper(IsPresentRule.self),
      .helper(IsPresentWithDefaultRule.self),
      .helper(SelectionRule.self),
      .helper(SetMembershipRule.self),
      .helper(UnwrappingRule.self),
      .helper(NegationRule.self),
      .helper(NumericConversionRule.self),
    ]
  }

  /// The crash fixes of closure bindings left alone, in priority order.
  static var leftAloneCrashes: [any LeftAloneCrashRule.Type] { [UnwrappingRule.self] }

  /// The crashes any closure binding's getter may have, in priority order.
  static var getterCrashes: [any GetterCrashRule.Type] { [CapturedIndexRule.self] }

  /// The calls that are not closure bindings, in priority order: the first verdict is the call's.
  static var calls: [any CallRule.Type] {
    [ForceUnwrappingInitializerRule.self, IndexRowsRule.self, IndexLoopRowsRule.self]
  }

  /// The infix expressions reported.
  static var infixes: [any InfixRule.Type] { [StateUnlessBoundRule.self] }

  /// The shapes `expression` (a getter's whole body) has, in priority order.
  ///
  /// Never empty: throws the refusal of a getter that no shape reads.
  static func matching(_ expression: ExprSyntax) throws(Refusal) -> [Matched] {
    let read = expression.withoutParentheses
    var matched: [Matched] = []
    for shape in shapes {
      if let found = try shape.matching(read) { matched.append(found) }
    }
    if !matched.isEmpty { return matched }
    throw Refusal(.getterShape, unmatched(read))
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

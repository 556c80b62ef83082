import SwiftSyntax

/// Collects the paths a setter assigns to, to tell the selection from the choice in `a == b`.
final class AssignmentCollector: SyntaxVisitor {
  var targets: [ValuePath] = []
  var nilTargets: [ValuePath] = []

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self), let path = node.leftOperand.valuePath {
      targets.append(path)
      if Self.mayBeNil(node.rightOperand) { nilTargets.append(path) }
    }
    return .visitChildren
  }

  /// Whether `expression` is `nil`, or a choice one of whose branches is.
  private static func mayBeNil(_ expression: ExprSyntax) -> Bool {
    let bare = expression.withoutParentheses
    if bare.is(NilLiteralExprSyntax.self) { return true }
    if let ternary = bare.as(TernaryExprSyntax.self) {
      return mayBeNil(ternary.thenExpression) || mayBeNil(ternary.elseExpression)
    }
    return false
  }

  static func targets(in closure: ClosureExprSyntax) -> [ValuePath] {
    let collector = AssignmentCollector(viewMode: .sourceAccurate)
    collector.walk(closure.statements)
    return collector.targets
  }

  /// Whether the setter stores `nil` into `path` somewhere, which shows `path` is optional.
  static func assignsNil(to path: ValuePath, in closure: ClosureExprSyntax) -> Bool {
    let collector = AssignmentCollector(viewMode: .sourceAccurate)
    collector.walk(closure.statements)
    return collector.nilTargets.contains { $0.sameValue(as: path) }
  }
}

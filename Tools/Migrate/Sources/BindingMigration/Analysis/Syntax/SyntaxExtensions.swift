import SwiftSyntax

extension SyntaxProtocol {
  /// The node's bytes without leading and trailing trivia, as offsets.
  var trimmedByteRangeValue: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}

extension PatternSyntax {
  /// Whether the pattern is `_` (which `if let _ = x` parses as an expression pattern around
  /// a discard).
  var isWildcard: Bool {
    if self.is(WildcardPatternSyntax.self) { return true }
    if let expression = self.as(ExpressionPatternSyntax.self) {
      return expression.expression.is(DiscardAssignmentExprSyntax.self)
    }
    return self.as(IdentifierPatternSyntax.self)?.identifier.tokenKind == .wildcard
  }
}

extension InfixOperatorExprSyntax {
  /// The operator, when it is a compound assignment (`+=`, `-=`, `??=`): one that ends in `=`
  /// and is not a comparison.
  var compoundAssignmentOperator: String? {
    guard let name = self.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      name.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(name)
    else { return nil }
    return name
  }
}

import SwiftSyntax

/// Where a node stood in the operator sequence the parser read, once ``SourceAnalyzer/parse(_:)``
/// has folded it.
///
/// The parser reads `a ?? b == c` as a flat sequence of operands and operators; folding nests
/// it by precedence. A few checks are about the expression as written (a `??` that is a whole
/// expression, the code a closure binding is part of), and ask here.
extension SyntaxProtocol {
  /// Whether folding put this node directly under an operator of its own sequence.
  ///
  /// That is an operand of an infix operator, the condition or the `else` branch of a ternary,
  /// the value of `is` or `as`, or the sequence under a `try`, `await` or `unsafe` that folding
  /// moved out to cover it. A ternary's `then` branch is a sequence of its own, as the parser
  /// reads it.
  var isFoldedOperand: Bool {
    guard let parent else { return false }
    if let infix = parent.as(InfixOperatorExprSyntax.self) {
      return infix.leftOperand.id == id || infix.rightOperand.id == id
    }
    if let ternary = parent.as(TernaryExprSyntax.self) {
      return ternary.condition.id == id || ternary.elseExpression.id == id
    }
    if let check = parent.as(IsExprSyntax.self) { return check.expression.id == id }
    if let cast = parent.as(AsExprSyntax.self) { return cast.expression.id == id }
    if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
      || parent.is(UnsafeExprSyntax.self)
    {
      // The parser puts `try` on one operand; only folding puts a whole sequence under it.
      return Syntax(self).isFoldedSequence
    }
    return false
  }

  /// The text of the node's parent as the parser read it: the whole sequence for an operand,
  /// `? … :` for a ternary's `then` branch, the parent itself otherwise.
  var unfoldedParentText: String? {
    guard let parent else { return nil }
    if isFoldedOperand {
      var root = Syntax(parent)
      while root.isFoldedOperand, let next = root.parent { root = next }
      return root.trimmedDescription
    }
    if let ternary = parent.as(TernaryExprSyntax.self), ternary.thenExpression.id == id {
      let text = Array(ternary.description.utf8)
      let origin = ternary.position.utf8Offset
      let start = ternary.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset - origin
      let end = ternary.colon.endPositionBeforeTrailingTrivia.utf8Offset - origin
      return String(decoding: text[start..<end], as: UTF8.self)
    }
    return parent.trimmedDescription
  }
}

extension Syntax {
  /// Whether this node is one that only folding makes: an infix operator, a ternary, `is` or
  /// `as`, or a `try`, `await` or `unsafe` moved out over one of those.
  fileprivate var isFoldedSequence: Bool {
    if self.is(InfixOperatorExprSyntax.self) || self.is(TernaryExprSyntax.self)
      || self.is(IsExprSyntax.self) || self.is(AsExprSyntax.self)
    {
      return true
    }
    if let hoisted = self.as(TryExprSyntax.self) {
      return Syntax(hoisted.expression).isFoldedSequence
    }
    if let hoisted = self.as(AwaitExprSyntax.self) {
      return Syntax(hoisted.expression).isFoldedSequence
    }
    if let hoisted = self.as(UnsafeExprSyntax.self) {
      return Syntax(hoisted.expression).isFoldedSequence
    }
    return false
  }
}

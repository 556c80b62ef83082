import SwiftSyntax

extension ClosureExprSyntax {
  /// Why the tool cannot read this closure as a plain getter or setter, if it cannot.
  var accessorProblem: String? {
    guard let signature else { return nil }
    if let capture = signature.capture {
      return "the closure has a capture list (`\(capture.trimmedDescription)`)"
    }
    if let effects = signature.effectSpecifiers,
      effects.asyncSpecifier != nil || effects.throwsClause != nil
    {
      return "the closure is `\(effects.trimmedDescription)`"
    }
    return nil
  }

  /// The names of the closure's parameters, as written (`$0`-style closures have none).
  var parameterNames: [String] {
    switch signature?.parameterClause {
    case .none:
      return []
    case .simpleInput(let parameters):
      return parameters.map(\.name.text)
    case .parameterClause(let clause):
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
  }

  /// The highest anonymous parameter the body uses: 0 for `$0`, 1 for `$1`, nil for none.
  var highestAnonymousParameter: Int? {
    var highest: Int?
    for token in statements.tokens(viewMode: .sourceAccurate) {
      guard case .dollarIdentifier(let name) = token.tokenKind, let number = Int(name.dropFirst())
      else { continue }
      // `$0` inside a nested closure is that closure's parameter.
      var owner = token.parent
      while let node = owner, !node.is(ClosureExprSyntax.self) { owner = node.parent }
      if owner?.id == id {
        highest = max(highest ?? number, number)
      }
    }
    return highest
  }

  /// The one expression the closure evaluates (`{ x ?? "" }` or `{ return x ?? "" }`), if it is
  /// that simple.
  var singleExpression: ExprSyntax? {
    guard statements.count == 1, let only = statements.first else { return nil }
    switch only.item {
    case .expr(let expression):
      return expression
    case .stmt(let statement):
      if let returnStatement = statement.as(ReturnStmtSyntax.self) {
        return returnStatement.expression
      }
      return statement.as(ExpressionStmtSyntax.self)?.expression
    case .decl:
      return nil
    }
  }
}

import SwiftSyntax

/// Recognises an initial value that builds a `Set`.
enum SetLiteral {
  /// Whether `expression` is `Set<…>(…)`, `Set(…)` or `Set<…>.init(…)`.
  static func isSetConstruction(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      callee = base
    }
    let type = TypeText(callee.tokenText)
    return type.components == ["Set"] || type.components == ["Swift", "Set"]
  }
}

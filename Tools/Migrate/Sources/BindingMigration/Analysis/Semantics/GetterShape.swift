import SwiftSyntax

/// What a getter's one expression suggests the closure binding is.
enum GetterShape {
  /// `x`: a forwarding binding.
  case forwarding(ValuePath)
  /// `x[keyPath: path]`: a forwarding binding through a key path held in a variable.
  case keyPathForwarding(ValuePath, keyPath: ExprSyntax)
  /// `dict[key]` or `array[index]`: a forwarding binding to one entry.
  case subscriptForwarding(ValuePath, key: ExprSyntax)
  /// `x ?? d` or `dict[key] ?? d`.
  case defaulted(AccessedValue, fallback: ExprSyntax, keyExpression: ExprSyntax?)
  /// `x != nil`.
  case presence(ValuePath)
  /// `a == b`: one side is the selection, the other the choice; the setter tells which.
  case comparison(ExprSyntax, ExprSyntax)
  /// `set.contains(e)`.
  case membership(ValuePath, element: ExprSyntax)
  /// `x!`.
  case unwrap(ValuePath)
  /// `!x`.
  case negation(ValuePath)
  /// `Double(x)`: a number bound as another type, reported and never rewritten.
  case conversion(ValuePath, type: String)
  /// `binding?.wrappedValue ?? state`: an optional binding or the view's own state.
  case stateOrBinding(binding: String, state: ExprSyntax)
  /// `array.first { $0.id == id } ?? fallback`.
  case identified(collection: ExprSyntax, id: ExprSyntax, fallback: ExprSyntax)
  /// Nothing the tool knows, with the reason.
  case unmatched(String)

  /// The shape of `expression`, a getter's whole body.
  ///
  /// Each rule recognises its own shapes (in its file under `Rules/`); they read different kinds
  /// of expression (a path or a subscript, `??`, `!=`, `==`, a call of `contains`, `!`), so at
  /// most one of them matches.
  init(_ expression: ExprSyntax) {
    let read = expression.withoutParentheses
    if let shape = ForwardingRule.shape(of: read) ?? DictionaryEntryRule.shape(of: read)
      ?? WithDefaultRule.shape(of: read) ?? IsPresentRule.shape(of: read)
      ?? SelectionRule.shape(of: read) ?? SetMembershipRule.shape(of: read)
      ?? UnwrappingRule.shape(of: read) ?? NegationRule.shape(of: read)
      ?? NumericConversionRule.shape(of: read)
    {
      self = shape
      return
    }
    if let problem = read.pathProblem {
      self = .unmatched(Self.describe(problem))
      return
    }
    self = .unmatched("the getter reads \(Quote.code(read)), which matches no helper")
  }

  /// The reason for a getter that reads through something other than a plain path.
  static func describe(_ problem: String) -> String {
    if problem.hasPrefix("optional chaining") {
      return "the getter reads through \(problem): no helper reaches through an optional that "
        + "may be nil, and the setter's write would do nothing then"
    }
    return "the getter reads through \(problem), which no helper matches"
  }
}

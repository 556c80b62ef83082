import SwiftSyntax

/// `state-unless-bound`: an optional binding merged with the view's own state.
///
/// `@StateUnlessBound` replaces it. Reported with advice, never rewritten: in a closure binding
/// (`binding?.wrappedValue ?? state`) and as `binding ?? $state`.
struct StateUnlessBoundRule: ReportedShapeRule, InfixRule {
  static let rule = Rule.stateUnlessBound

  /// The optional binding's name.
  var binding: String
  /// The state read when there is no binding.
  var state: ExprSyntax

  /// `binding?.wrappedValue ?? state`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let (left, fallback) = SharedChecks.coalescing(read),
      let member = left.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "wrappedValue",
      let chained = member.base?.as(OptionalChainingExprSyntax.self),
      let binding = chained.expression.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return Self(binding: binding.baseName.text, state: fallback)
  }

  /// The closure binding's finding.
  func report(in judge: ClosureBindingJudge) throws(Refusal) {
    let name = binding
    throw Refusal(
      .reportOnly,
      "the getter reads `\(name)?.wrappedValue ?? \(state.trimmedDescription)`: a binding the "
        + "view may be handed, or its own state; `@StateUnlessBound` keeps both in one property",
      suggestion: "@StateUnlessBound", rule: .stateUnlessBound)
  }

  /// `binding ?? $state`, where `binding` is declared `Binding<…>?`, as a whole expression (not
  /// an operand of a longer one).
  static func finding(_ infix: InfixOperatorExprSyntax, converter: SourceLocationConverter)
    -> Finding?
  {
    guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      !infix.isFoldedOperand,
      let state = infix.rightOperand.as(DeclReferenceExprSyntax.self),
      state.baseName.text.hasPrefix("$"),
      let left = infix.leftOperand.valuePath, left.members.isEmpty,
      case .name(let name) = left.root
    else { return nil }
    let typeText: String?
    switch NameLookup.resolve(name, at: infix, throughSelf: left.throughSelf) {
    case .member(let property, _), .local(let property):
      typeText = property.typeText
    case .parameter(let type, _):
      typeText = type
    default:
      typeText = nil
    }
    guard let typeText, TypeName.isOptionalBinding(typeText) else { return nil }
    let location = converter.location(for: infix.positionAfterSkippingLeadingTrivia)
    return Finding(
      line: location.line, column: location.column, rule: .stateUnlessBound,
      reason: "\(Quote.code(infix)) chooses between a binding the view may be handed and its own "
        + "state at every use; `@StateUnlessBound` keeps both in one property",
      refusal: .reportOnly, suggestion: "@StateUnlessBound", isClosureBinding: false)
  }
}

import SwiftSyntax

/// `force-unwrapping-init`: SwiftUI's `Binding($x)` in an `if let` or `guard let`, which traps
/// when read after its source becomes nil, and brings the value back when written then.
enum ForceUnwrappingInitializerRule {
  /// The finding for `call`, when it is `Binding($x)` bound by `if let` or `guard let`.
  static func finding(_ call: FunctionCallExprSyntax, converter: SourceLocationConverter)
    -> Finding?
  {
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "Binding", call.arguments.count == 1,
      let argument = call.arguments.first, argument.label == nil,
      call.trailingClosure == nil,
      let first = argument.expression.firstToken(viewMode: .sourceAccurate),
      first.text.hasPrefix("$"),
      call.parent?.is(InitializerClauseSyntax.self) == true,
      call.parent?.parent?.is(OptionalBindingConditionSyntax.self) == true
    else { return nil }
    let source = argument.expression.trimmedDescription
    let location = converter.location(for: call.positionAfterSkippingLeadingTrivia)
    return Finding(
      line: location.line, column: location.column, rule: .forceUnwrappingInitializer,
      reason: "SwiftUI's `Binding(\(source))` force-unwraps on every read: a view still holding "
        + "it after the value is removed traps, and a late write stores the value again; "
        + "`Binding(unwrapping: \(source))` does neither (left to you, since it changes what a "
        + "late write does)",
      refusal: .reportOnly, suggestion: "Binding(unwrapping: \(source))", isClosureBinding: false)
  }
}

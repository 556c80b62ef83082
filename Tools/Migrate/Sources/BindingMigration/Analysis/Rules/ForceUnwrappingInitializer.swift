import SwiftSyntax

/// `force-unwrapping-init`: SwiftUI's `Binding($x)`, which traps when read after its source
/// becomes nil, and brings the value back when written then.
///
/// Its crash fix is `Binding(unwrapping: $x)`: the same failable initializer, with the same
/// type, that reads the last value and drops the write instead. It is found where the result is
/// used as the optional it is (`if let`, `guard let`, `while let`, `!`, `??`, `?.`); elsewhere
/// `Binding($x)` may be SwiftUI's other initializer, which makes a `Binding<T?>` of a
/// `Binding<T>` and cannot crash.
enum ForceUnwrappingInitializerRule: CallRule {
  /// The verdict on `call`, when it is SwiftUI's force-unwrapping `Binding($x)`.
  static func verdict(
    _ call: FunctionCallExprSyntax, index: ProjectIndex, converter: SourceLocationConverter
  ) -> Verdict? {
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "Binding", call.arguments.count == 1,
      let argument = call.arguments.first, argument.label == nil,
      call.trailingClosure == nil,
      let first = argument.expression.firstToken(viewMode: .sourceAccurate),
      first.text.hasPrefix("$"),
      let use = optionalUse(of: call)
    else { return nil }
    let source = argument.expression.trimmedDescription
    let fix = "Binding(unwrapping: \(source))"
    var reason =
      "SwiftUI's `Binding(\(source))` force-unwraps on every read: a view still holding it "
      + "after the value is removed traps, and a late write stores the value again"
    var replacement: String? = fix
    var notes: [String] = []
    if index.bindingExtensionMembers.contains("init(unwrapping:)") {
      reason +=
        "; this code base declares its own `Binding.init(unwrapping:)`, which the fix "
        + "would call instead of the package's, so it is not written"
      replacement = nil
    } else if use == .forceUnwrapped {
      notes.append(
        "with the fix, the `!` after it still traps if the value is nil when the binding is "
          + "made, as it does now")
    }
    let location = converter.location(for: call.positionAfterSkippingLeadingTrivia)
    let finding = Finding(
      line: location.line, column: location.column, rule: .forceUnwrappingInitializer,
      reason: reason, refusal: .reportOnly, suggestion: fix, notes: notes,
      isClosureBinding: false,
      crashFix: CrashFix(
        kind: .forceUnwrappingInitializer, risk: reason, replacement: replacement,
        change: CrashFix.unwrappedChange))
    return Verdict(
      finding: finding, rewrite: nil,
      crashRewrite: replacement.map { .replace(call: call, text: $0, usesPackage: true) })
  }

  /// How the optional `Binding($x)` makes is used.
  private enum OptionalUse {
    /// Bound by `if let`, `guard let` or `while let`.
    case bound
    /// Force-unwrapped with `!`.
    case forceUnwrapped
    /// The left side of `??`, or chained with `?.`.
    case otherwise
  }

  /// How `call`'s result is used as an optional, or nil when it may not be one.
  private static func optionalUse(of call: FunctionCallExprSyntax) -> OptionalUse? {
    guard let parent = call.parent else { return nil }
    if parent.is(InitializerClauseSyntax.self),
      parent.parent?.is(OptionalBindingConditionSyntax.self) == true
    {
      return .bound
    }
    if parent.is(ForceUnwrapExprSyntax.self) { return .forceUnwrapped }
    if parent.is(OptionalChainingExprSyntax.self) { return .otherwise }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == call.id,
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    {
      return .otherwise
    }
    return nil
  }
}

import SwiftSyntax

/// Walks a file that ``SourceAnalyzer/parse(_:)`` parsed and folded, and judges every closure binding in it, recording a verdict for each:
/// the finding, and for a rewrite what to replace (which ``Rewriter`` turns into edits).
final class VerdictCollector: SyntaxVisitor {
  /// What the whole code base declares.
  let index: ProjectIndex
  /// Turns positions into lines and columns.
  let converter: SourceLocationConverter
  /// The verdicts so far, in visiting order.
  private(set) var verdicts: [Verdict] = []

  /// A visitor for `tree`, judging with what `index` knows of the code base.
  init(tree: SourceFileSyntax, index: ProjectIndex) {
    self.index = index
    converter = SourceLocationConverter(fileName: "", tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let binding = ClosureBindingCall(node) {
      let (line, column) = location(of: node)
      let judge = ClosureBindingJudge(binding: binding, index: index, line: line, column: column)
      verdicts.append(judge.judge())
    } else if let finding = forceUnwrappingInitializer(node) {
      verdicts.append(Verdict(finding: finding, rewrite: nil))
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    // `binding ?? $state`, when the `??` is the whole expression as written (not an operand of
    // a longer one).
    if node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      !node.isFoldedOperand,
      let finding = optionalBindingOrState(node, site: Syntax(node))
    {
      verdicts.append(Verdict(finding: finding, rewrite: nil))
    }
    return .visitChildren
  }

  /// The line and UTF-8 column where `node`'s first token starts.
  private func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }

  // MARK: Related patterns, reported only

  /// SwiftUI's `Binding($x)` in `if let` or `guard let`, which traps after the value goes away.
  private func forceUnwrappingInitializer(_ call: FunctionCallExprSyntax) -> Finding? {
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
    let (line, column) = location(of: call)
    return Finding(
      line: line, column: column, rule: .forceUnwrappingInitializer,
      reason: "SwiftUI's `Binding(\(source))` force-unwraps on every read: a view still holding "
        + "it after the value is removed traps, and a late write stores the value again; "
        + "`Binding(unwrapping: \(source))` does neither (left to you, since it changes what a "
        + "late write does)",
      refusal: .reportOnly, suggestion: "Binding(unwrapping: \(source))", isClosureBinding: false)
  }

  /// `binding ?? $state`, where `binding` is declared `Binding<…>?`: what `@StateOrBinding`
  /// replaces.
  private func optionalBindingOrState(_ infix: InfixOperatorExprSyntax, site: Syntax) -> Finding? {
    guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let state = infix.rightOperand.as(DeclReferenceExprSyntax.self),
      state.baseName.text.hasPrefix("$"),
      let left = infix.leftOperand.valuePath, left.members.isEmpty,
      case .name(let name) = left.root
    else { return nil }
    let typeText: String?
    switch NameLookup.resolve(name, at: site, throughSelf: left.throughSelf) {
    case .member(let property, _), .local(let property):
      typeText = property.typeText
    case .parameter(let type, _):
      typeText = type
    default:
      typeText = nil
    }
    guard let typeText, TypeName.isOptionalBinding(typeText) else { return nil }
    let (line, column) = location(of: site)
    return Finding(
      line: line, column: column, rule: .stateOrBinding,
      reason: "\(Quote.code(infix)) chooses between a binding the view may be handed and its own "
        + "state at every use; `@StateOrBinding` keeps both in one property",
      refusal: .reportOnly, suggestion: "@StateOrBinding", isClosureBinding: false)
  }
}

import SwiftSyntax

/// Walks a folded file and judges every closure binding in it, recording findings and the edits
/// that rewrite the ones that do exactly what a helper does.
final class BindingVisitor: SyntaxVisitor {
  /// What the whole code base declares.
  let index: ProjectIndex
  /// Turns positions into lines and columns.
  let converter: SourceLocationConverter
  /// The findings so far, in visiting order.
  private(set) var findings: [Finding] = []
  /// The edits so far.
  private(set) var edits: [TextEdit] = []
  /// The start of each rewritten call and its finding, to report a rewrite later dropped.
  private(set) var rewriteStarts: [(Int, Finding)] = []
  /// The name each rewritten `if x != nil` condition now binds.
  private var unwrappedNames: [SyntaxIdentifier: String] = [:]

  /// A visitor for `tree`, judging with what `index` knows of the code base.
  init(tree: SourceFileSyntax, index: ProjectIndex) {
    self.index = index
    converter = SourceLocationConverter(fileName: "", tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let binding = ClosureBindingCall(node) {
      let judgement = judge(binding)
      findings.append(judgement.finding)
      if judgement.finding.isRewritable {
        edits += judgement.edits
        if let call = judgement.edits.last {
          rewriteStarts.append((call.range.lowerBound, judgement.finding))
        }
      }
    } else if let finding = forceUnwrappingInitializer(node) {
      findings.append(finding)
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if let finding = optionalBindingOrState(node) {
      findings.append(finding)
    }
    return .visitChildren
  }

  // MARK: Judging one closure binding

  /// A finding and, when it is rewritable, its edits (the call's own edit last).
  struct Judgement {
    var finding: Finding
    var edits: [TextEdit] = []
  }

  /// The line and UTF-8 column where `node`'s first token starts.
  private func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }

  /// The verdict on one closure binding: the getter's checks here, the rest in ``Candidate``.
  private func judge(_ binding: ClosureBindingCall) -> Judgement {
    let (line, column) = location(of: binding.call)
    func leftAlone(_ rule: Rule, _ reason: String, suggestion: String? = nil) -> Judgement {
      Judgement(
        finding: Finding(
          line: line, column: column, rule: rule, reason: reason, suggestion: suggestion))
    }
    guard let getter = binding.getter.closure else {
      return leftAlone(
        .closureBinding,
        "the getter is `\(binding.getter.expression.trimmedDescription)`, a function the tool "
          + "cannot see into")
    }
    if let problem = getter.accessorProblem { return leftAlone(.closureBinding, problem) }
    if !getter.parameterNames.isEmpty || getter.highestAnonymousParameter != nil {
      return leftAlone(.closureBinding, "the getter takes a parameter")
    }
    guard let read = getter.singleExpression else {
      return leftAlone(
        .closureBinding, "the getter runs several statements, which no helper matches")
    }
    let site = Syntax(binding.call)
    let candidate = Candidate(
      shape: GetterShape(read), read: read, site: site, index: index, binding: binding)
    return candidate.judge(line: line, column: column, unwrappedNames: &unwrappedNames)
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
      suggestion: "Binding(unwrapping: \(source))")
  }

  /// `binding ?? $state`, where `binding` is declared `Binding<…>?`: what `@StateOrBinding`
  /// replaces.
  private func optionalBindingOrState(_ infix: InfixOperatorExprSyntax) -> Finding? {
    guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let state = infix.rightOperand.as(DeclReferenceExprSyntax.self),
      state.baseName.text.hasPrefix("$"),
      let left = infix.leftOperand.valuePath, left.members.isEmpty,
      case .name(let name) = left.root
    else { return nil }
    let typeText: String?
    switch Resolver.resolve(name, at: infix, throughSelf: left.throughSelf) {
    case .member(let property, _), .local(let property):
      typeText = property.typeText
    case .parameter(let type, _):
      typeText = type
    default:
      typeText = nil
    }
    guard let typeText, TypeName.isOptionalBinding(typeText) else { return nil }
    let (line, column) = location(of: infix)
    return Finding(
      line: line, column: column, rule: .stateOrBinding,
      reason: "`\(infix.trimmedDescription)` chooses between a binding the view may be handed and "
        + "its own state at every use; `@StateOrBinding` keeps both in one property",
      suggestion: "@StateOrBinding")
  }
}

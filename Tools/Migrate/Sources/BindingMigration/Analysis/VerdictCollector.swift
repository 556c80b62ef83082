import SwiftSyntax

/// Walks a file that ``SourceAnalyzer/parse(_:)`` parsed and folded, and records a verdict for
/// every closure binding (judged by ``ClosureBindingJudge``) and every related pattern a rule
/// reports: the finding, and for a rewrite what to replace (which ``Rewriter`` turns into edits).
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
    } else if let verdict = RuleRegistry.calls.lazy.compactMap({
      $0.verdict(node, index: self.index, converter: self.converter)
    }).first {
      verdicts.append(verdict)
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if let finding = RuleRegistry.infixes.lazy.compactMap({
      $0.finding(node, converter: self.converter)
    }).first {
      verdicts.append(Verdict(finding: finding, rewrite: nil))
    }
    return .visitChildren
  }

  /// The line and UTF-8 column where `node`'s first token starts.
  private func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }
}

import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A file that does not parse: the first error and where it is.
public struct ParseFailure: Error, Sendable, Hashable {
  /// What the parser expected or did not expect.
  public var message: String
  /// The 1-based line of the error.
  public var line: Int
  /// The 1-based UTF-8 column of the error.
  public var column: Int
}

/// What the tool found in one file, and the edits that rewrite it.
public struct FileAnalysis: Sendable {
  /// Every finding, in source order.
  public var findings: [Finding]
  /// The edits `fix` applies, in source order, including the added import; empty when nothing
  /// can be rewritten.
  public var edits: [TextEdit]
}

/// Parses Swift source and judges every closure binding in it.
public enum SourceAnalyzer {
  /// Parses `source`, folding operators so that `a ?? b == c` has its real structure.
  public static func parse(_ source: String) -> Result<SourceFileSyntax, ParseFailure> {
    let tree = Parser.parse(source: source)
    if tree.hasError {
      return .failure(ParseErrorFinder.firstError(in: tree))
    }
    let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
    return .success(folded.as(SourceFileSyntax.self) ?? tree)
  }

  /// The facts `source` contributes to the project index, or nil when it does not parse.
  public static func indexFacts(of source: String) -> ProjectIndex? {
    let tree = Parser.parse(source: source)
    guard !tree.hasError else { return nil }
    return ProjectIndex(file: tree)
  }

  /// Every finding in `source`, and the edits that rewrite it, given what the whole code base
  /// declares.
  public static func analyze(_ source: String, index: ProjectIndex) -> Result<
    FileAnalysis, ParseFailure
  > {
    parse(source).map { tree in analyze(tree, index: index) }
  }

  /// Every finding in a parsed, folded file.
  static func analyze(_ tree: SourceFileSyntax, index: ProjectIndex) -> FileAnalysis {
    let visitor = BindingVisitor(tree: tree, index: index)
    visitor.walk(tree)
    var findings = visitor.findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    var edits = SourceEditor.nonOverlapping(visitor.edits)
    if !edits.isEmpty, let importEdit = SourceEditor.importEdit(in: tree) {
      edits.insert(importEdit, at: 0)
      edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    }
    // A rewrite dropped because it overlapped another is reported as left alone.
    let kept = Set(edits.map(\.range.lowerBound))
    for (position, finding) in visitor.rewriteStarts where !kept.contains(position) {
      if let index = findings.firstIndex(of: finding) {
        findings[index].replacement = nil
        findings[index].reason = "it lies inside another closure binding that is rewritten"
      }
    }
    return FileAnalysis(findings: findings, edits: edits)
  }
}

/// Finds the first syntax error in a tree that has one, for the message.
private final class ParseErrorFinder: SyntaxAnyVisitor {
  var failure: ParseFailure?
  let converter: SourceLocationConverter

  init(tree: SourceFileSyntax) {
    converter = SourceLocationConverter(fileName: "", tree: tree)
    super.init(viewMode: .all)
  }

  /// The first error in `tree`, in source order.
  static func firstError(in tree: SourceFileSyntax) -> ParseFailure {
    let finder = ParseErrorFinder(tree: tree)
    finder.walk(tree)
    return finder.failure ?? ParseFailure(message: "the file does not parse", line: 1, column: 1)
  }

  /// Descends only into nodes that hold an error, and records the first unexpected or missing
  /// token it meets.
  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard failure == nil, node.hasError else { return .skipChildren }
    if let unexpected = node.as(UnexpectedNodesSyntax.self) {
      record("unexpected code `\(Self.shorten(unexpected.trimmedDescription))`", at: node)
      return .skipChildren
    }
    if let token = node.as(TokenSyntax.self) {
      if token.presence == .missing {
        let expected = token.text.isEmpty ? "\(token.tokenKind)" : "`\(token.text)`"
        record("expected \(expected)", at: node)
      } else {
        record("invalid token `\(Self.shorten(token.text))`", at: node)
      }
      return .skipChildren
    }
    return .visitChildren
  }

  private func record(_ message: String, at node: Syntax) {
    guard failure == nil else { return }
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    failure = ParseFailure(message: message, line: location.line, column: location.column)
  }

  private static func shorten(_ text: String) -> String {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    return line.count > 60 ? line.prefix(60) + "…" : String(line)
  }
}

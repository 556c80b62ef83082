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

/// Finds the first syntax error in a tree that has one, for the message.
final class ParseErrorFinder: SyntaxAnyVisitor {
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

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

/// Parses Swift source and judges every closure binding in it.
public enum SourceAnalyzer {
  /// Parses `source`, without folding operators.
  ///
  /// The few expressions whose structure matters (a closure binding's closures, a `??` that may
  /// merge a binding with state, an `if` condition) are folded where they are read.
  public static func parse(_ source: String) -> Result<SourceFileSyntax, ParseFailure> {
    let tree = Parser.parse(source: source)
    if tree.hasError {
      return .failure(ParseErrorFinder.firstError(in: tree))
    }
    return .success(tree)
  }

  /// The facts `source` contributes to the project index, or nil when it does not parse.
  public static func indexFacts(of source: String) -> ProjectIndex? {
    let tree = Parser.parse(source: source)
    guard !tree.hasError else { return nil }
    return ProjectIndex(file: tree)
  }

  /// Whether `source` may hold anything the tool reports.
  ///
  /// A `Binding(get:set:)` needs a `set:` label (argument or trailing closure), SwiftUI's
  /// `Binding($x)` the word `Binding`, and an optional binding merged with state a `??`. Files
  /// without any of these need no second parse.
  public static func mayHaveFindings(_ source: String) -> Bool {
    let bytes = Array(source.utf8)
    let count = bytes.count
    var index = 0
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "s")
      where index + 2 < count && bytes[index + 1] == UInt8(ascii: "e")
        && bytes[index + 2] == UInt8(ascii: "t"):
        var next = index + 3
        while next < count,
          [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
            bytes[next])
        {
          next += 1
        }
        if next < count && bytes[next] == UInt8(ascii: ":") { return true }
      case UInt8(ascii: "B")
      where index + 6 < count
        && bytes[(index + 1)...(index + 6)].elementsEqual("inding".utf8):
        return true
      case UInt8(ascii: "?") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "?"):
        return true
      default:
        break
      }
      index += 1
    }
    return false
  }

  /// The verdict on every closure binding (and related pattern) in a parsed, folded file, in
  /// source order.
  static func verdicts(in tree: SourceFileSyntax, index: ProjectIndex) -> [Verdict] {
    let visitor = VerdictCollector(tree: tree, index: index.isFinal ? index : index.finalized())
    visitor.walk(tree)
    return visitor.verdicts.sorted {
      ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column)
    }
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

import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Parses Swift source and judges every closure binding in it.
public enum SourceAnalyzer {
  /// Parses `source` and folds its operators, once, with the standard library's precedence
  /// groups: `a ?? b == c` is an `InfixOperatorExprSyntax` of its real structure everywhere the
  /// analysis reads it.
  ///
  /// Folding keeps every token and its trivia, so positions in the folded tree are positions in
  /// `source`, and edits made from it apply to the text. An operator the table does not know (a
  /// custom one) is folded with no precedence, as the parser leaves it; nothing the tool
  /// recognises uses one.
  public static func parse(_ source: String) -> Result<SourceFileSyntax, ParseFailure> {
    let tree = SwiftcSpelling.parse(source)
    if tree.hasError {
      return .failure(ParseErrorFinder.firstError(in: tree))
    }
    let folded = OperatorTable.standardOperators.foldAll(tree, errorHandler: { _ in })
    return .success(folded.as(SourceFileSyntax.self) ?? tree)
  }

  /// The facts `source` contributes to the project index, or nil when it does not parse.
  ///
  /// The index reads declarations only (names, attributes, types, parameter lists), which
  /// folding does not change, so this parse is not folded.
  public static func indexFacts(of source: String) -> ProjectIndex? {
    let tree = SwiftcSpelling.parse(source)
    guard !tree.hasError else { return nil }
    return ProjectIndex(file: tree)
  }

  /// Whether `source` may hold anything the tool reports.
  ///
  /// A `Binding(get:set:)` needs a `set:` label (argument or trailing closure), SwiftUI's
  /// `Binding($x)` the word `Binding`, an optional binding merged with state `?? $`, and rows
  /// bound by index `ForEach($` or `List($` (or the word `Binding`, for rows over a value
  /// declared as one), or rows over indices, `ForEach(items.indices` or `ForEach(0..<`. Files
  /// without any of these need no second parse.
  public static func mayHaveFindings(_ source: String) -> Bool {
    let bytes = Array(source.utf8)
    let count = bytes.count
    /// The position of the first byte from `start` on that is not a space, a tab or a line break.
    func skippingWhitespace(from start: Int) -> Int {
      var next = start
      while next < count,
        [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
          bytes[next])
      {
        next += 1
      }
      return next
    }
    var index = 0
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "s")
      where index + 2 < count && bytes[index + 1] == UInt8(ascii: "e")
        && bytes[index + 2] == UInt8(ascii: "t"):
        let next = skippingWhitespace(from: index + 3)
        if next < count && bytes[next] == UInt8(ascii: ":") { return true }
      case UInt8(ascii: "B")
      where index + 6 < count
        && bytes[(index + 1)...(index + 6)].elementsEqual("inding".utf8):
        return true
      case UInt8(ascii: "?") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "?"):
        // `binding ?? $state`; any other `??` is inside a closure binding, found by its `set:`.
        let next = skippingWhitespace(from: index + 2)
        if next < count && bytes[next] == UInt8(ascii: "$") { return true }
      case UInt8(ascii: "(") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "$"):
        // `ForEach($` or `List($`, with or without spaces before the parenthesis.
        var end = index
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
          end -= 1
        }
        let before = bytes[..<end].reversed()
        if before.starts(with: "hcaEroF".utf8) || before.starts(with: "tsiL".utf8) { return true }
      case UInt8(ascii: "F") where bytes[index...].starts(with: "ForEach".utf8):
        // `ForEach(items.indices` or `ForEach(0..<items.count`: rows over indices, whose
        // content may bind `$items[i]`; the data ends before the content's `{`.
        let open = skippingWhitespace(from: index + 7)
        guard open < count, bytes[open] == UInt8(ascii: "(") else { break }
        let data = bytes[(open + 1)...].prefix(300).prefix { $0 != UInt8(ascii: "{") }
        if data.indices.contains(where: {
          data[$0...].starts(with: "indices".utf8) || data[$0...].starts(with: "..<".utf8)
        }) {
          return true
        }
      default:
        break
      }
      index += 1
    }
    return false
  }

  /// The verdict on every closure binding (and related pattern) in a file that ``parse(_:)``
  /// parsed and folded, in source order.
  static func verdicts(in tree: SourceFileSyntax, index: ProjectIndex) -> [Verdict] {
    let visitor = VerdictCollector(tree: tree, index: index.isFinal ? index : index.finalized())
    visitor.walk(tree)
    return visitor.verdicts.sorted {
      ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column)
    }
  }
}

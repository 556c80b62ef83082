import SwiftSyntax

/// Turns findings into text: the byte ranges to replace, the import to add, the new file.
public enum SourceEditor {
  /// The bytes of `node` without its leading and trailing trivia, so comments and line breaks
  /// around an edit stay where they are.
  static func range(of node: some SyntaxProtocol) -> Range<Int> {
    node.trimmedByteRangeValue
  }

  /// Whether a comment sits anywhere inside `node` (not before or after it).
  static func hasInteriorComments(_ node: some SyntaxProtocol) -> Bool {
    let tokens = Array(node.tokens(viewMode: .sourceAccurate))
    for (position, token) in tokens.enumerated() {
      var trivia: [TriviaPiece] = []
      if position > 0 { trivia += token.leadingTrivia.pieces }
      if position < tokens.count - 1 { trivia += token.trailingTrivia.pieces }
      if trivia.contains(where: \.isComment) { return true }
    }
    return false
  }

  /// `edits` in order, without any that overlaps an earlier one.
  static func nonOverlapping(_ edits: [TextEdit]) -> [TextEdit] {
    var kept: [TextEdit] = []
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      if let last = kept.last,
        last.range.upperBound > edit.range.lowerBound
          || (last.range.isEmpty && last.range.lowerBound == edit.range.lowerBound)
      {
        continue
      }
      kept.append(edit)
    }
    return kept
  }

  /// The edit that adds `import OptionalBindings`, or nil when the file imports it already.
  ///
  /// The import goes among the file's imports, in alphabetical order, with their indentation
  /// (inside the `#if` that wraps a SwiftUI-only file); a file without imports gets it on its
  /// first line of code.
  static func importEdit(in tree: SourceFileSyntax) -> TextEdit? {
    let source = tree.syntaxTextBytes
    var imports: [ImportDeclSyntax] = []
    var firstGroup: [ImportDeclSyntax]?
    func collect(_ items: CodeBlockItemListSyntax) {
      var group: [ImportDeclSyntax] = []
      for item in items {
        if case .decl(let declaration) = item.item {
          if let importDeclaration = declaration.as(ImportDeclSyntax.self) {
            group.append(importDeclaration)
            imports.append(importDeclaration)
          } else if let config = declaration.as(IfConfigDeclSyntax.self) {
            for clause in config.clauses {
              if case .statements(let nested) = clause.elements { collect(nested) }
            }
          }
        }
      }
      if firstGroup == nil, !group.isEmpty { firstGroup = group }
    }
    collect(tree.statements)
    let module = "OptionalBindings"
    // A file written with CRLF line breaks gets one too.
    let newline =
      source.indices.dropLast().contains {
        source[$0] == UInt8(ascii: "\r") && source[$0 + 1] == UInt8(ascii: "\n")
      } ? "\r\n" : "\n"
    if imports.contains(where: { $0.path.first?.name.text == module }) { return nil }
    guard let group = firstGroup else {
      guard let first = tree.statements.first else { return nil }
      let start = lineStart(source, before: first.positionAfterSkippingLeadingTrivia.utf8Offset)
      return TextEdit(range: start..<start, replacement: "import \(module)\(newline)\(newline)")
    }
    if let next = group.first(where: { ($0.path.first?.name.text ?? "") > module }) {
      let keyword = next.positionAfterSkippingLeadingTrivia.utf8Offset
      let start = lineStart(source, before: keyword)
      let indentation = String(decoding: source[start..<keyword], as: UTF8.self)
      let prefix = indentation.allSatisfy { $0 == " " || $0 == "\t" } ? indentation : ""
      return TextEdit(range: start..<start, replacement: "\(prefix)import \(module)\(newline)")
    }
    let last = group[group.count - 1]
    let keyword = last.positionAfterSkippingLeadingTrivia.utf8Offset
    let start = lineStart(source, before: keyword)
    let indentation = String(decoding: source[start..<keyword], as: UTF8.self)
    let prefix = indentation.allSatisfy { $0 == " " || $0 == "\t" } ? indentation : ""
    var end = last.endPositionBeforeTrailingTrivia.utf8Offset
    while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
    if end < source.count {
      return TextEdit(
        range: end + 1..<end + 1, replacement: "\(prefix)import \(module)\(newline)")
    }
    return TextEdit(range: end..<end, replacement: "\(newline)\(prefix)import \(module)")
  }

  /// The offset where the line holding `offset` starts.
  private static func lineStart(_ source: [UInt8], before offset: Int) -> Int {
    var start = offset
    while start > 0 && source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// `source` with `edits` applied; the edits must not overlap.
  public static func apply(_ edits: [TextEdit], to source: String) -> String {
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension SourceFileSyntax {
  /// The file's text as bytes.
  var syntaxTextBytes: [UInt8] {
    Array(description.utf8)
  }
}

import SwiftSyntax

/// Where `import OptionalBindings` goes in a file that now calls one of the package's helpers.
enum ImportPlacement {
  /// The module the rewrites need.
  static let module = "OptionalBindings"

  /// The edit that adds `import OptionalBindings`, or nil when the file imports it already.
  ///
  /// The import goes among the file's top-level imports, in alphabetical order, never inside an
  /// `#if`; a file whose imports are all inside one (a SwiftUI-only file wrapped in
  /// `#if canImport(SwiftUI)`) gets it among the first block's, with their indentation, ending with the line break of the line
  /// it goes before (so a CRLF file, or a CRLF part of a mixed one, gets CRLF); a file without
  /// imports gets it on its first line of code.
  static func edit(in tree: SourceFileSyntax) -> SourceEdit? {
    let source = Array(tree.description.utf8)
    var imports: [ImportDeclSyntax] = []
    var firstGroup: [ImportDeclSyntax]?
    var topLevelGroup: [ImportDeclSyntax] = []
    func collect(_ items: CodeBlockItemListSyntax, topLevel: Bool = false) {
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
      if topLevel { topLevelGroup = group }
      if firstGroup == nil, !group.isEmpty { firstGroup = group }
    }
    collect(tree.statements, topLevel: true)
    // A file with imports at its top level gets the import there, never inside an `#if` whose
    // module other platforms may lack (`#if canImport(SafariServices)`); only a file whose
    // imports are all inside a conditional block (a SwiftUI-only file wrapped in one) gets it in
    // the first such block.
    if !topLevelGroup.isEmpty { firstGroup = topLevelGroup }
    if imports.contains(where: { $0.path.first?.name.text == module }) { return nil }
    func insertion(at offset: Int, _ text: String) -> SourceEdit {
      let position = AbsolutePosition(utf8Offset: offset)
      return SourceEdit(range: position..<position, replacement: text)
    }
    guard let group = firstGroup else {
      guard let first = tree.statements.first else { return nil }
      let start = lineStart(source, before: first.positionAfterSkippingLeadingTrivia.utf8Offset)
      let newline = lineBreak(source, ofLineAt: start)
      return insertion(at: start, "import \(module)\(newline)\(newline)")
    }
    if let next = group.first(where: { ($0.path.first?.name.text ?? "") > module }) {
      let keyword = next.positionAfterSkippingLeadingTrivia.utf8Offset
      let start = lineStart(source, before: keyword)
      return insertion(
        at: start,
        "\(indentation(source, start, keyword))import \(module)\(lineBreak(source, ofLineAt: start))"
      )
    }
    let last = group[group.count - 1]
    let keyword = last.positionAfterSkippingLeadingTrivia.utf8Offset
    let start = lineStart(source, before: keyword)
    let prefix = indentation(source, start, keyword)
    let newline = lineBreak(source, ofLineAt: start)
    var end = last.endPositionBeforeTrailingTrivia.utf8Offset
    while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
    if end < source.count {
      return insertion(at: end + 1, "\(prefix)import \(module)\(newline)")
    }
    return insertion(at: end, "\(newline)\(prefix)import \(module)")
  }

  /// The spaces and tabs between a line's start and `keyword`, or nothing when something else
  /// stands there.
  private static func indentation(_ source: [UInt8], _ start: Int, _ keyword: Int) -> String {
    let text = String(decoding: source[start..<keyword], as: UTF8.self)
    return text.allSatisfy { $0 == " " || $0 == "\t" } ? text : ""
  }

  /// The offset where the line holding `offset` starts.
  private static func lineStart(_ source: [UInt8], before offset: Int) -> Int {
    var start = offset
    while start > 0 && source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// The line break that ends the line starting at `start`: `\r\n` or `\n`; for a last line
  /// without one, the file's first line break, or `\n`.
  private static func lineBreak(_ source: [UInt8], ofLineAt start: Int) -> String {
    var end = start
    while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
    if end < source.count {
      return end > start && source[end - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
    if let first = source.firstIndex(of: UInt8(ascii: "\n")) {
      return first > 0 && source[first - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
    return "\n"
  }
}

import SwiftParser
import SwiftSyntax

/// Parses Swift as swiftc does where swift-syntax is stricter than the compiler.
///
/// One spelling so far: `@available (iOS 17.0, *)`, with spaces or tabs between the attribute's
/// name and its parenthesis. swiftc 6.3 accepts it (a warning in Swift 5 mode); swift-syntax
/// 603 reads `@available` without arguments and the parenthesis as unexpected code, so the file
/// would be skipped as unparsable. Such a file is parsed from a copy whose spaces are moved to
/// just after the attribute's closing parenthesis: the copy has the same length, and every
/// position outside the attribute is unchanged, so edits planned on its tree apply to the
/// original text.
enum SwiftcSpelling {
  /// The tree of `source`, parsed as swiftc would accept it.
  static func parse(_ source: String) -> SourceFileSyntax {
    let tree = Parser.parse(source: source)
    guard tree.hasError, let normalized = normalized(source, tree: tree) else { return tree }
    return Parser.parse(source: normalized)
  }

  /// `source` with the space before each `@available` attribute's parenthesis moved after the
  /// parenthesis closes, or nil when there is none.
  static func normalized(_ source: String, tree: SourceFileSyntax) -> String? {
    var bytes = Array(source.utf8)
    let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
    var changed = false
    var index = 0
    while index + 2 < tokens.count {
      defer { index += 1 }
      let at = tokens[index]
      let name = tokens[index + 1]
      let open = tokens[index + 2]
      guard at.tokenKind == .atSign, name.text == "available", open.tokenKind == .leftParen,
        at.trailingTrivia.isEmpty, name.leadingTrivia.isEmpty
      else { continue }
      let gap = name.trailingTrivia.pieces + open.leadingTrivia.pieces
      guard !gap.isEmpty, gap.allSatisfy(Self.isHorizontalSpace) else { continue }
      guard let close = Self.closingParenthesis(of: index + 2, in: tokens) else { continue }
      let start = name.endPositionBeforeTrailingTrivia.utf8Offset
      let width = open.positionAfterSkippingLeadingTrivia.utf8Offset - start
      let end = tokens[close].endPositionBeforeTrailingTrivia.utf8Offset
      // [start, end) is `   (…)`; it becomes `(…)   `.
      let moved = Array(bytes[(start + width)..<end]) + Array(bytes[start..<(start + width)])
      bytes.replaceSubrange(start..<end, with: moved)
      changed = true
      index = close
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : nil
  }

  private static func isHorizontalSpace(_ piece: TriviaPiece) -> Bool {
    switch piece {
    case .spaces, .tabs: true
    default: false
    }
  }

  /// The index of the `)` that closes the `(` at `open`, or nil when none does.
  private static func closingParenthesis(of open: Int, in tokens: [TokenSyntax]) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      switch tokens[index].tokenKind {
      case .leftParen: depth += 1
      case .rightParen:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }
}

import SwiftSyntax

/// The comments in and around a closure binding that decide whether it may be rewritten.
enum Comments {
  /// Words that say a closure binding exists to make views update: a key-path binding compares
  /// equal between renders, so rewriting it would defeat what the comment describes.
  static let updateWords = [
    "updat", "redraw", "re-draw", "render", "refresh", "invalidat", "re-evaluat", "reevaluat",
    "trigger", "never equal", "never-equal", "not equal",
  ]

  /// A comment inside `call`, or on the lines directly above it (up to a blank line) or before it
  /// on its own line, that mentions updating or redrawing; nil when there is none.
  static func aboutUpdates(near call: FunctionCallExprSyntax) -> String? {
    for comment in interior(call) + above(call) {
      let lowered = comment.lowercased()
      if updateWords.contains(where: { lowered.contains($0) }) { return comment }
    }
    return nil
  }

  /// Whether a comment sits anywhere inside `node` (not before or after it).
  static func hasInterior(_ node: some SyntaxProtocol) -> Bool {
    !interior(node).isEmpty
  }

  /// The comments inside `node`, between its first and last token.
  static func interior(_ node: some SyntaxProtocol) -> [String] {
    let tokens = Array(node.tokens(viewMode: .sourceAccurate))
    var comments: [String] = []
    for (position, token) in tokens.enumerated() {
      if position > 0 { comments += texts(token.leadingTrivia) }
      if position < tokens.count - 1 { comments += texts(token.trailingTrivia) }
    }
    return comments
  }

  /// The comments just above `call`: before it on the line where it starts, and on the comment
  /// lines directly above that line (a blank line ends them), including one at the end of the
  /// line before.
  static func above(_ call: FunctionCallExprSyntax) -> [String] {
    var comments: [String] = []
    var token = call.firstToken(viewMode: .sourceAccurate)
    while let current = token {
      let pieces = Array(current.leadingTrivia.pieces)
      if pieces.contains(where: \.isNewline) {
        // The token starts its line: the comment lines directly above it.
        var lines = 0
        for piece in pieces.reversed() {
          switch piece {
          case .newlines(let count), .carriageReturns(let count),
            .carriageReturnLineFeeds(let count):
            lines += count
          case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
            .docBlockComment(let text):
            if lines > 1 { return comments }
            comments.append(text)
            lines = 0
          default:
            break
          }
          if lines > 1 { return comments }
        }
        if let previous = current.previousToken(viewMode: .sourceAccurate) {
          comments += texts(previous.trailingTrivia)
        }
        return comments
      }
      comments += texts(current.leadingTrivia)
      guard let previous = current.previousToken(viewMode: .sourceAccurate) else { break }
      comments += texts(previous.trailingTrivia)
      token = previous
    }
    return comments
  }

  private static func texts(_ trivia: Trivia) -> [String] {
    trivia.pieces.compactMap {
      switch $0 {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
        .docBlockComment(let text):
        text
      default:
        nil
      }
    }
  }
}

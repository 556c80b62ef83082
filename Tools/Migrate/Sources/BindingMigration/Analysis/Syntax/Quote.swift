import SwiftSyntax

/// Source code quoted inside a one-line message.
enum Quote {
  /// The most characters of code a message quotes.
  static let limit = 60

  /// `node`'s text between backticks, on one line: a node that spans lines is quoted by its
  /// first line and `…`, and a long one is cut at ``limit`` characters with `…`.
  static func code(_ node: some SyntaxProtocol) -> String {
    code(node.trimmedDescription)
  }

  /// `text` between backticks, on one line, as ``code(_:)-(SyntaxProtocol)`` quotes a node.
  static func code(_ text: String) -> String {
    "`\(clipped(text))`"
  }

  /// `text` on one line and at most ``limit`` characters, with `…` where it was cut.
  static func clipped(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var first = String(lines.first ?? "").trimmingTrailingWhitespace
    var cut = lines.count > 1
    if first.count > limit {
      first = String(first.prefix(limit - 1)).trimmingTrailingWhitespace
      cut = true
    }
    return cut ? first + "…" : first
  }
}

extension String {
  /// The string without spaces, tabs and carriage returns at its end.
  var trimmingTrailingWhitespace: String {
    var result = Substring(self)
    while let last = result.last, last == " " || last == "\t" || last == "\r" {
      result = result.dropLast()
    }
    return String(result)
  }
}

/// One thing the tool found in a file: a closure binding it can rewrite, one it leaves alone
/// (with the reason), or a related pattern it only reports.
public struct Finding: Sendable, Hashable, Codable {
  /// The 1-based line of the finding's first character.
  public var line: Int
  /// The 1-based column of the finding's first character, in UTF-8 bytes, as compilers count.
  public var column: Int
  /// What the finding is about.
  public var rule: Rule
  /// The code that replaces the closure binding, when `fix` rewrites it; nil when it is left
  /// alone.
  public var replacement: String?
  /// Why the closure binding is left alone, when it is: one line.
  public var reason: String?
  /// The kind of reason, for counting refusals; nil for a rewrite.
  public var refusal: RefusalKind?
  /// The helper that would fit if the code changed, when one would.
  public var suggestion: String?
  /// Further remarks, each printed as a `note:` line after the finding.
  public var notes: [String]
  /// Whether the finding is a `Binding(get:set:)` call (the other findings are related patterns:
  /// SwiftUI's force-unwrapping `Binding(_:)`, an optional binding merged with state by `??`).
  public var isClosureBinding: Bool

  /// Creates a finding.
  public init(
    line: Int,
    column: Int,
    rule: Rule,
    replacement: String? = nil,
    reason: String? = nil,
    refusal: RefusalKind? = nil,
    suggestion: String? = nil,
    notes: [String] = [],
    isClosureBinding: Bool = true
  ) {
    self.line = line
    self.column = column
    self.rule = rule
    self.replacement = replacement
    self.reason = reason
    self.refusal = refusal
    self.suggestion = suggestion
    self.notes = notes
    self.isClosureBinding = isClosureBinding
  }

  /// Whether `fix` rewrites this finding.
  public var isRewritable: Bool { replacement != nil }

  /// The finding as one sentence, without location or rule.
  public var message: String {
    if let replacement {
      return "closure binding can be `\(replacement)`"
    }
    let reason = reason ?? "no helper matches it"
    return isClosureBinding ? "closure binding left alone: \(reason)" : reason
  }
}

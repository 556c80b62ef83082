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
  /// Why the closure binding is left alone, when it is.
  public var reason: String?
  /// The helper that would fit if the code changed, when one would.
  public var suggestion: String?
  /// Further remarks, each printed as a `note:` line after the finding.
  public var notes: [String]

  /// Creates a finding.
  public init(
    line: Int,
    column: Int,
    rule: Rule,
    replacement: String? = nil,
    reason: String? = nil,
    suggestion: String? = nil,
    notes: [String] = []
  ) {
    self.line = line
    self.column = column
    self.rule = rule
    self.replacement = replacement
    self.reason = reason
    self.suggestion = suggestion
    self.notes = notes
  }

  /// Whether `fix` rewrites this finding.
  public var isRewritable: Bool { replacement != nil }

  /// The finding as one sentence, without location or rule.
  public var message: String {
    if let replacement {
      return "closure binding can be `\(replacement)`"
    }
    let reason = reason ?? "no helper matches it"
    switch rule {
    case .forceUnwrappingInitializer, .stateOrBinding, .identifiedElement:
      return reason
    default:
      return "closure binding left alone: \(reason)"
    }
  }
}

/// A replacement of a range of a file's UTF-8 bytes.
public struct TextEdit: Sendable, Hashable {
  /// The bytes replaced, as offsets from the start of the file.
  public var range: Range<Int>
  /// What replaces them.
  public var replacement: String

  /// Creates an edit.
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

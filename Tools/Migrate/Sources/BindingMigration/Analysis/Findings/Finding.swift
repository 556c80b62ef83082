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
  /// SwiftUI's force-unwrapping `Binding(_:)`, an optional binding merged with state by `??`,
  /// rows bound by index).
  public var isClosureBinding: Bool
  /// When the code can crash the app: the fix, what it changes, and whether it was applied.
  public var crashFix: CrashFix?

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
    isClosureBinding: Bool = true,
    crashFix: CrashFix? = nil
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
    self.crashFix = crashFix
  }

  /// Whether `fix` rewrites this finding.
  public var isRewritable: Bool { replacement != nil }

  /// The finding as one sentence, without location or rule.
  ///
  /// A crash fix that was applied is named with what it changed. Otherwise a closure binding
  /// that can crash says how, and a crash fix the tool can write follows, with the flag that
  /// applies it and what it changes.
  public var message: String {
    if let crashFix, crashFix.isApplied, let fix = crashFix.replacement {
      return "crash fix `\(fix)`: \(crashFix.change)"
    }
    var sentence: String
    if let replacement {
      sentence = "closure binding can be `\(replacement)`"
    } else if isClosureBinding {
      sentence = "closure binding left alone: \(reason ?? "no helper matches it")"
    } else {
      sentence = reason ?? "no helper matches it"
    }
    guard let crashFix else { return sentence }
    if isClosureBinding { sentence += "; it can crash: \(crashFix.risk)" }
    if let fix = crashFix.replacement {
      sentence += "; crash fix (--crash-fixes) `\(fix)`: \(crashFix.change)"
    } else if let withheld = crashFix.withheld {
      sentence += "; no crash fix is written: \(withheld)"
    }
    return sentence
  }
}
